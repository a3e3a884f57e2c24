// What /admin/subscriptions shows: every subscription, newest first, with where it stands, its price, when it is next
// billed (only when it will be) and how many invoices it has; and the administrator's "Run billing now".
import { money, type Money } from "../money";
import { nextBill } from "./billing-decision";
import { runBilling, type BillingReport } from "./billing-run";
import { invoiceCounts } from "./invoices";
import { planPrice } from "./plan-price";
import type { BillingInterval, EndBehavior } from "./schemas";
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
  const invoiceCount = await invoiceCounts(subscriptions.map((s) => s.row.id));
  const rows = subscriptions.map(({ row, plan, parts }) => {
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
  return { rows, total, pages: Math.max(1, Math.ceil(total / perPage)) };
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
