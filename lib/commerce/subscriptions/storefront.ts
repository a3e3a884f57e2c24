// What the storefront's account pages read and do with a shopper's subscriptions: the same services
// as the API, scoped to the signed-in account, with the plan in words, prices formatted and the card
// masked on the server.
import { getDb } from "@/lib/storage/db";
import { ApiError } from "../errors";
import { money, type Money } from "../money";
import { maskCardId } from "./card-mask";
import { intervalCount, describePlan, describeTrial } from "./plan-description";
import { planPrice } from "./plan-price";
import type { BillingInterval, EndBehavior, StateAction } from "./schemas";
import { allowedActions, stateLabel } from "./state-transitions";
import { changeState, findSubscription, listSubscriptions, type LoadedSubscription } from "./subscriptions";

export type SubscriptionState = ReturnType<typeof stateLabel>;

export type SubscriptionSummary = {
  id: string;
  offeringName: string;
  planName: string;
  planInWords: string;
  price?: Money;
  status: "active" | "inactive";
  state: SubscriptionState;
};

export type SubscriptionDetail = SubscriptionSummary & {
  offeringDescription?: string;
  planDescription?: string;
  trial?: string;
  currency: string;
  /** The card id masked to its last four characters; the full id never reaches a page. */
  payment: { kind: "card"; provider: string; card?: string } | { kind: "manual" } | { kind: "none" };
  dates: {
    startedAt: Date;
    nextInvoiceAfter: Date;
    endDate?: Date;
    endBehavior: EndBehavior;
    pausedAt?: Date;
    resumedAt?: Date;
    canceledAt?: Date;
  };
  products: { id: string; name: string; description?: string; sku?: string; price?: Money; per?: string; image?: string }[];
  actions: StateAction[];
};

const accountScope = (accountId: string) => ({ kind: "account" as const, accountId });

function summary(loaded: LoadedSubscription): SubscriptionSummary {
  const { row, plan, parts } = loaded;
  const price = planPrice(plan, parts.products, row.currency);
  return {
    id: row.id,
    offeringName: parts.offering.name,
    planName: plan.name,
    planInWords: describePlan({ ...plan, billingIntervalType: plan.billingIntervalType as BillingInterval, endBehavior: plan.endBehavior as EndBehavior }),
    ...(price ? { price: money(price.amount, row.currency) } : {}),
    status: row.status as "active" | "inactive",
    state: stateLabel(row),
  };
}

function payment(loaded: LoadedSubscription): SubscriptionDetail["payment"] {
  const authority = loaded.row.paymentAuthority;
  if (authority) {
    return {
      kind: "card",
      provider: authority.type,
      ...(authority.card_id ? { card: maskCardId(authority.card_id) } : {}),
    };
  }
  return loaded.row.manualPayments ? { kind: "manual" } : { kind: "none" };
}

function detail(loaded: LoadedSubscription): SubscriptionDetail {
  const { row, plan, parts } = loaded;
  const trial = describeTrial({ trialPeriod: plan.trialPeriod, billingIntervalType: plan.billingIntervalType as BillingInterval });
  return {
    ...summary(loaded),
    ...(parts.offering.description ? { offeringDescription: parts.offering.description } : {}),
    ...(plan.description ? { planDescription: plan.description } : {}),
    ...(trial ? { trial } : {}),
    currency: row.currency,
    payment: payment(loaded),
    dates: {
      startedAt: row.createdAt,
      nextInvoiceAfter: row.invoiceAfter ?? row.createdAt,
      endBehavior: plan.endBehavior as EndBehavior,
      ...(row.endDate ? { endDate: row.endDate } : {}),
      ...(row.pausedAt ? { pausedAt: row.pausedAt } : {}),
      ...(row.resumedAt ? { resumedAt: row.resumedAt } : {}),
      ...(row.canceledAt ? { canceledAt: row.canceledAt } : {}),
    },
    products: parts.products.map((p) => {
      const price = p.price?.[row.currency];
      return {
        id: p.id,
        name: p.name,
        ...(p.description ? { description: p.description } : {}),
        ...(p.sku ? { sku: p.sku } : {}),
        ...(price ? { price: money(price.amount, row.currency) } : {}),
        ...(p.priceUnits ? { per: p.priceUnits.amount === 1 ? p.priceUnits.unit : intervalCount(p.priceUnits.amount, p.priceUnits.unit) } : {}),
        ...(p.mainImage ? { image: p.mainImage } : {}),
      };
    }),
    actions: allowedActions(plan, row),
  };
}

/** The account's subscriptions, newest first. */
export async function accountSubscriptions(accountId: string): Promise<SubscriptionSummary[]> {
  const { subscriptions } = await listSubscriptions(await getDb(), accountScope(accountId), { limit: 100, offset: 0 });
  return subscriptions.map(summary);
}

/** One of the account's subscriptions; undefined for an invalid id, an unknown one, or another account's. */
export async function accountSubscription(accountId: string, id: string): Promise<SubscriptionDetail | undefined> {
  try {
    return detail(await findSubscription(await getDb(), accountScope(accountId), id));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 404)) return undefined;
    throw error;
  }
}

const DONE: Record<StateAction, string> = {
  pause: "Your subscription is paused.",
  resume: "Your subscription is active again.",
  cancel: "Your subscription is canceled.",
};

/** Pause, resume or cancel one of the account's subscriptions; says what happened, or why not. */
export async function changeAccountSubscriptionState(
  accountId: string,
  id: string,
  action: StateAction,
): Promise<{ ok: true; message: string } | { ok: false; message: string }> {
  try {
    await changeState(await getDb(), accountScope(accountId), id, action);
    return { ok: true, message: DONE[action] };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { ok: false, message: error.errors[0]?.detail ?? error.message };
    throw error;
  }
}
