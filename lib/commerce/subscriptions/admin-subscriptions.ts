// What /admin/subscriptions shows: every subscription, newest first, with where it stands, its price, when it is next
// billed (only when it will be) and how many invoices it has; and the administrator's "Run billing now".
import type { Caller } from "../auth/tokens";
import { money, type Money } from "../money";
import { nextBill } from "./billing-decision";
import { runBilling, type BillingReport } from "./billing-run";
import { invoiceCounts } from "./invoices";
import { planPrice } from "./plan-price";
import type { LoadedSubscription } from "./resources";
import type { BillingInterval, EndBehavior, StateAction } from "./schemas";
import { changeScopedSubscriptionState, scopedSubscription, type SubscriptionDetail } from "./subscription-pages";
import { stateLabel } from "./state-transitions";
import { listSubscriptions } from "./subscriptions";

export type AdminSubscriptionRow = {
  id: string;
  name: string;
  email: string;
  offeringName: string;
  planName: string;
  quantity: number;
  state: ReturnType<typeof stateLabel>;
  status: "active" | "inactive";
  price?: Money;
  nextBill?: Date;
  invoices: number;
  createdAt: Date;
};

export async function adminSubscriptionList(page: number, perPage = 50): Promise<{ rows: AdminSubscriptionRow[]; total: number; pages: number }> {
  const { subscriptions, total } = await listSubscriptions({ kind: "all" }, { limit: perPage, offset: (page - 1) * perPage });
  return { rows: await adminRows(subscriptions), total, pages: Math.max(1, Math.ceil(total / perPage)) };
}

async function adminRows(subscriptions: LoadedSubscription[]): Promise<AdminSubscriptionRow[]> {
  const invoiceCount = await invoiceCounts(subscriptions.map((s) => s.row.id));
  return subscriptions.map(({ row, plan, parts }): AdminSubscriptionRow => {
    const price = planPrice(plan, parts.products, row.currency);
    const billingPlan = { ...plan, billingIntervalType: plan.billingIntervalType as BillingInterval, endBehavior: plan.endBehavior as EndBehavior };
    const next = nextBill(billingPlan, { ...row, invoiceAfter: row.invoiceAfter ?? row.createdAt });
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      offeringName: parts.offering.name,
      planName: plan.name,
      quantity: row.quantity,
      state: stateLabel(row),
      status: row.status as "active" | "inactive",
      ...(price ? { price: money(price.amount * row.quantity, row.currency) } : {}),
      ...(next ? { nextBill: next } : {}),
      invoices: invoiceCount.get(row.id) ?? 0,
      createdAt: row.createdAt,
    };
  });
}

/** Runs billing now, on the store's clock. */
export function runBillingNow(): Promise<BillingReport> {
  return runBilling();
}

/** The report in one sentence for the page. */
export function billingReportWords(report: BillingReport): string {
  const invoices = report.invoices_created === 1 ? "1 invoice" : `${report.invoices_created} invoices`;
  const parts = [`Billing ran: ${invoices} issued (${report.invoices_paid} paid, ${report.invoices_outstanding} outstanding)`];
  if (report.closed) parts.push(`${report.closed} closed`);
  if (report.invoice_failures) parts.push(`${report.invoice_failures} could not be billed`);
  return `${parts.join(", ")}.`;
}

const ALL = { kind: "all" } as const;

export type AdminSubscriptionDetail = SubscriptionDetail & { shopper: { accountId: string; name: string; email: string } };

/** One subscription as /admin/subscriptions/[id] shows it: the shopper's page's details and the shopper; undefined when there is none. */
export async function adminSubscription(id: string): Promise<AdminSubscriptionDetail | undefined> {
  const found = await scopedSubscription(ALL, id);
  return found ? { ...found.detail, shopper: found.shopper } : undefined;
}

const DONE_FOR_SHOPPER: Record<StateAction, string> = {
  pause: "The subscription is paused.",
  resume: "The subscription is active again.",
  cancel: "The subscription is canceled.",
};

/** Pause, resume or cancel a subscription on the shopper's behalf: the API's own state change; what happened, or why not. */
export function changeSubscriptionStateForShopper(id: string, action: StateAction, caller?: Caller) {
  return changeScopedSubscriptionState(ALL, id, action, DONE_FOR_SHOPPER, caller);
}

/** Every subscription of an account, newest first (the customer's page). */
export async function accountSubscriptionsForAdmin(accountId: string): Promise<AdminSubscriptionRow[]> {
  const { subscriptions } = await listSubscriptions({ kind: "account", accountId }, { limit: 100, offset: 0 });
  return adminRows(subscriptions);
}
