// A billing run (docs/subscriptions.md): every active subscription (subscription-activity.ts) whose invoice_after
// has passed gets what billing-decision.ts says (an invoice for its next period, a new term, or closing), and each
// new invoice is paid as invoice-settlement.ts says. Reads and writes go through the subscription store.
//
// Any number of runs may go at once, in one process or several on one database: each subscription is billed in
// a transaction of its own that locks its row (SKIP LOCKED: a row another run holds is that run's), decides on
// the row as it now is, and inserts the invoice under the unique (subscription, period start) key, so a period is
// billed once whatever runs overlap.
import { subscriptionStore, type BillingUnit, type SubscriptionStore } from "@/lib/storage/subscriptions/subscription-store";
import { enqueueInvoiceMessage } from "../email/invoice-message";
import { now } from "../clock";
import { gatewayFor } from "../payments/gateways";
import { isoSeconds } from "../time";
import { billingDecision, type BillingPlan } from "./billing-decision";
import { chargesGateway, invoiceGateway, invoiceSettlement } from "./invoice-settlement";
import { planPrice } from "./plan-price";
import type { BillingInterval, EndBehavior } from "./schemas";
import { subscriptionStatus } from "./subscription-activity";

export type BillingReport = {
  started_at: string;
  finished_at: string;
  /** Subscriptions that were due when the run looked. */
  due: number;
  invoices_created: number;
  invoices_paid: number;
  invoices_outstanding: number;
  closed: number;
  invoice_failures: number;
  /** The subscriptions that could not be billed (they stay due for the next run). */
  failed_subscriptions: string[];
  /** Invoiced amounts by currency (EP's total_ready_for_payment). */
  total_invoiced: Record<string, number>;
};

/**
 * Bills every subscription due at `at` (the store's clock by default): the active ones (subscription-activity.ts)
 * whose invoice_after has passed. `store` is the subscription store's own unless a test gives another (a second
 * connection pool on the same database).
 */
export async function runBilling(at: Date = now(), store: SubscriptionStore = subscriptionStore()): Promise<BillingReport> {
  const startedAt = now();
  const due = await store.due(at);
  const report: BillingReport = {
    started_at: isoSeconds(startedAt)!,
    finished_at: "",
    due: due.length,
    invoices_created: 0,
    invoices_paid: 0,
    invoices_outstanding: 0,
    closed: 0,
    invoice_failures: 0,
    failed_subscriptions: [],
    total_invoiced: {},
  };
  for (const id of due) {
    try {
      const outcome = await billSubscription(store, id, at);
      if (outcome.kind === "closed") report.closed += 1;
      if (outcome.kind === "invoiced") {
        report.invoices_created += 1;
        report[outcome.paid ? "invoices_paid" : "invoices_outstanding"] += 1;
        report.total_invoiced[outcome.currency] = (report.total_invoiced[outcome.currency] ?? 0) + outcome.amount;
      }
    } catch {
      // One subscription that cannot be billed (its plan lost its price) does not stop the others; it stays due.
      report.invoice_failures += 1;
      report.failed_subscriptions.push(id);
    }
  }
  report.finished_at = isoSeconds(now())!;
  return report;
}

type Billed =
  | { kind: "invoiced"; invoiceId: string; amount: number; currency: string; paid: boolean }
  | { kind: "closed" }
  | { kind: "skipped" };

/** One subscription's share of a run, in one transaction under its row's lock. */
async function billSubscription(store: SubscriptionStore, id: string, at: Date): Promise<Billed> {
  return (await store.bill(id, (unit) => billLocked(unit, at))) ?? { kind: "skipped" };
}

async function billLocked(unit: BillingUnit, at: Date): Promise<Billed> {
  const row = unit.subscription;
  const parts = (await unit.parts())!;
  const plan = parts.plans.find((p) => p.id === row.planId)!;
  const billingPlan: BillingPlan = {
    billingIntervalType: plan.billingIntervalType as BillingInterval,
    billingFrequency: plan.billingFrequency,
    planLength: plan.planLength,
    endBehavior: plan.endBehavior as EndBehavior,
  };
  const decision = billingDecision(billingPlan, { ...row, invoiceAfter: row.invoiceAfter ?? row.createdAt }, at);
  if (decision.kind === "skip") return { kind: "skipped" };
  if (decision.kind === "close") {
    await unit.update({ closed: true, status: subscriptionStatus({ ...row, closed: true }), updatedAt: at });
    return { kind: "closed" };
  }
  const price = planPrice(plan, parts.products, row.currency);
  if (!price) throw new Error(`plan ${plan.id} has no price in ${row.currency}`);
  const amount = price.amount * row.quantity;
  const issued = await unit.invoiceCount();
  const invoice = await unit.insertInvoice({
    subscriptionId: row.id,
    accountId: row.accountId,
    number: issued + 1,
    periodStart: decision.period.start,
    periodEnd: decision.period.end,
    currency: row.currency,
    amount,
    includesTax: price.includes_tax,
    items: [
      {
        description: `${parts.offering.name}: ${plan.name}${row.quantity > 1 ? ` × ${row.quantity}` : ""}`,
        price: { amount, currency: row.currency, includes_tax: price.includes_tax },
        plan_id: plan.id,
        from_time_period: isoSeconds(decision.period.start)!,
        until_time_period: isoSeconds(decision.period.end)!,
      },
    ],
    owner: row.owner,
    createdAt: at,
    updatedAt: at,
  });
  // The period is billed already (a run that got here first): nothing more to do.
  if (!invoice) return { kind: "skipped" };
  // Billed: the subscription is active (billingDecision skips an inactive one).
  await unit.update({ invoiceAfter: decision.invoiceAfter, endDate: decision.endDate, status: subscriptionStatus(row), updatedAt: at });

  const slug = chargesGateway(row) ? invoiceGateway(row.orderId ? await unit.orderGateway(row.orderId) : undefined) : undefined;
  const outcome = slug
    ? await gatewayFor(slug).purchase({ orderId: row.orderId ?? row.id, transactionId: invoice.id, amount, currency: row.currency })
    : undefined;
  const settled = invoiceSettlement(outcome);
  await unit.updateInvoice(invoice.id, {
    outstanding: settled.outstanding,
    manualPaymentPending: settled.manualPaymentPending,
    ...(outcome ? { paymentGateway: slug, paymentReference: outcome.reference } : {}),
    ...(settled.paid ? { paidAt: at } : {}),
  });
  // The e-mail is written to the outbox with the invoice, in the run's transaction.
  await enqueueInvoiceMessage(unit.tx, row, invoice, { offeringName: parts.offering.name, paid: settled.paid });
  return { kind: "invoiced", invoiceId: invoice.id, amount, currency: row.currency, paid: settled.paid };
}
