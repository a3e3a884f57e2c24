// What the storefront reads and does with subscriptions: the offerings a shopper may subscribe to (/subscriptions),
// and on the account pages a shopper's own subscriptions and their invoices — the same services as the API, scoped
// to the signed-in account, with the plan in words, prices formatted and the card masked on the server.
import type { Caller } from "../auth/tokens";
import { nextBill } from "./billing-decision";
import { listSubscriptionInvoices } from "./invoices";
import { listOfferings } from "./offerings";
import { offeringsCovering } from "./offering-covers";
import { ApiError } from "../errors";
import { money, type Money } from "../money";
import { maskCardId } from "./card-mask";
import { intervalCount, describePlan, describeTrial } from "./plan-description";
import { planPrice, planPriceParts, type PricePart } from "./plan-price";
import { planSentences, subscriptionFacts, type Fact, type SubscriptionDates } from "./subscription-facts";
import type { BillingInterval, EndBehavior, StateAction } from "./schemas";
import { allowedActions, stateLabel } from "./state-transitions";
import type { LoadedSubscription } from "./resources";
import type { SubscriptionScope } from "./access";
import { changeState, findSubscription, listSubscriptions } from "./subscriptions";

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
  /** The plan in words, then its description when it says more (planSentences). */
  planSentences: string[];
  /** What makes the price per bill (the subscription's quantity included): the parts add up to `perBill`. */
  priceParts?: { parts: { kind: PricePart["kind"]; label: string; amount: Money }[]; perBill: Money };
  quantity: number;
  /** The key dates and facts that are true in the subscription's state (subscriptionFacts). */
  facts: Fact[];
  trial?: string;
  currency: string;
  /** The card id masked to its last four characters; the full id never reaches a page. */
  payment: { kind: "card"; provider: string; card?: string } | { kind: "manual" } | { kind: "none" };
  /** The dates its facts are made of; nextBill is absent when there will be none (paused, canceled, closing). */
  dates: SubscriptionDates;
  products: { id: string; name: string; description?: string; sku?: string; price?: Money; per?: string; image?: string }[];
  actions: StateAction[];
  invoices: InvoiceSummary[];
};

export type InvoiceSummary = { id: string; number: number; from: Date; until: Date; amount: Money; paid: boolean; pendingManual: boolean };

export type OfferingPlanChoice = {
  id: string;
  name: string;
  /** The plan in words, then its description when it says more (planSentences). */
  sentences: string[];
  trial?: string;
  /** The price per bill in the shopper's currency; absent when the plan has none in it. */
  price?: Money;
};

export type OfferingChoice = {
  id: string;
  name: string;
  description?: string;
  products: { id: string; name: string; image?: string; sku?: string }[];
  plans: OfferingPlanChoice[];
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
    // A bill is the plan's price times the subscription's quantity.
    ...(price ? { price: money(price.amount * row.quantity, row.currency) } : {}),
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

function detail(loaded: LoadedSubscription, invoices: InvoiceSummary[]): SubscriptionDetail {
  const { row, plan, parts } = loaded;
  const billingPlan = { ...plan, billingIntervalType: plan.billingIntervalType as BillingInterval, endBehavior: plan.endBehavior as EndBehavior };
  const next = nextBill(billingPlan, { ...row, invoiceAfter: row.invoiceAfter ?? row.createdAt });
  const trial = describeTrial({ trialPeriod: plan.trialPeriod, billingIntervalType: plan.billingIntervalType as BillingInterval });
  const base = summary(loaded);
  const priced = planPriceParts(plan, parts.products, row.currency, row.quantity);
  const dates: SubscriptionDetail["dates"] = {
    startedAt: row.createdAt,
    ...(next ? { nextBill: next } : {}),
    endBehavior: plan.endBehavior as EndBehavior,
    ...(row.endDate ? { endDate: row.endDate } : {}),
    ...(row.pausedAt ? { pausedAt: row.pausedAt } : {}),
    ...(row.resumedAt ? { resumedAt: row.resumedAt } : {}),
    ...(row.canceledAt ? { canceledAt: row.canceledAt } : {}),
  };
  return {
    ...base,
    ...(parts.offering.description ? { offeringDescription: parts.offering.description } : {}),
    planSentences: planSentences(base.planInWords, plan.description ?? undefined),
    ...(priced
      ? {
          priceParts: {
            parts: priced.parts.map((part) => ({ kind: part.kind, label: part.label, amount: money(part.amount, row.currency) })),
            perBill: money(priced.perBill, row.currency),
          },
        }
      : {}),
    quantity: row.quantity,
    facts: subscriptionFacts(base.state, dates),
    ...(trial ? { trial } : {}),
    currency: row.currency,
    payment: payment(loaded),
    dates,
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
    invoices,
  };
}

/** The account's subscriptions, newest first. */
export async function accountSubscriptions(accountId: string): Promise<SubscriptionSummary[]> {
  const { subscriptions } = await listSubscriptions(accountScope(accountId), { limit: 100, offset: 0 });
  return subscriptions.map(summary);
}

/**
 * One subscription the scope may see, with its invoices, and the shopper it belongs to; undefined for an invalid id,
 * an unknown one, or one outside the scope (another account's).
 */
export async function scopedSubscription(
  scope: SubscriptionScope,
  id: string,
): Promise<{ detail: SubscriptionDetail; shopper: { accountId: string; name: string; email: string } } | undefined> {
  try {
    const loaded = await findSubscription(scope, id);
    const { invoices } = await listSubscriptionInvoices(scope, id, { limit: 100, offset: 0 });
    const detailed = detail(
      loaded,
      invoices.map((i) => ({
        id: i.id,
        number: i.number,
        from: i.periodStart,
        until: i.periodEnd,
        amount: money(i.amount, i.currency),
        paid: !i.outstanding,
        pendingManual: i.manualPaymentPending,
      })),
    );
    return { detail: detailed, shopper: { accountId: loaded.row.accountId, name: loaded.row.name, email: loaded.row.email } };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 404)) return undefined;
    throw error;
  }
}

/** One of the account's subscriptions; undefined for an invalid id, an unknown one, or another account's. */
export async function accountSubscription(accountId: string, id: string): Promise<SubscriptionDetail | undefined> {
  return (await scopedSubscription(accountScope(accountId), id))?.detail;
}

const DONE: Record<StateAction, string> = {
  pause: "Your subscription is paused.",
  resume: "Your subscription is active again.",
  cancel: "Your subscription is canceled.",
};

/**
 * Pause, resume or cancel a subscription the scope may change (the same changeState as the API's states route);
 * says what happened in `done`'s words, or why not.
 */
export async function changeScopedSubscriptionState(
  scope: SubscriptionScope,
  id: string,
  action: StateAction,
  done: Record<StateAction, string> = DONE,
  caller?: Caller,
): Promise<{ ok: true; message: string } | { ok: false; message: string }> {
  try {
    await changeState(scope, id, action, caller);
    return { ok: true, message: done[action] };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { ok: false, message: error.errors[0]?.detail ?? error.message };
    throw error;
  }
}

/** Pause, resume or cancel one of the account's subscriptions; says what happened, or why not. */
export function changeAccountSubscriptionState(accountId: string, id: string, action: StateAction) {
  return changeScopedSubscriptionState(accountScope(accountId), id, action);
}

/** The offerings a shopper may subscribe to, newest first, with their plans priced in `currency`. */
export async function storefrontOfferings(currency: string): Promise<OfferingChoice[]> {
  const { offerings } = await listOfferings({ limit: 100, offset: 0 });
  return offerings.map(({ offering, products, plans }) => ({
    id: offering.id,
    name: offering.name,
    ...(offering.description ? { description: offering.description } : {}),
    products: products.map((p) => ({ id: p.id, name: p.name, ...(p.mainImage ? { image: p.mainImage } : {}), ...(p.sku ? { sku: p.sku } : {}) })),
    plans: plans.map((plan) => {
      const interval = plan.billingIntervalType as BillingInterval;
      const price = planPrice(plan, products, currency);
      const trial = describeTrial({ trialPeriod: plan.trialPeriod, billingIntervalType: interval });
      return {
        id: plan.id,
        name: plan.name,
        sentences: planSentences(
          describePlan({ ...plan, billingIntervalType: interval, endBehavior: plan.endBehavior as EndBehavior }),
          plan.description ?? undefined,
        ),
        ...(trial ? { trial } : {}),
        ...(price ? { price: money(price.amount, currency) } : {}),
      };
    }),
  }));
}

/** The offerings a catalog product's page offers as a subscription (offering-covers.ts), priced in `currency`. */
export async function storefrontOfferingsCovering(sku: string, currency: string): Promise<OfferingChoice[]> {
  return sku.trim() ? offeringsCovering(await storefrontOfferings(currency), sku) : [];
}
