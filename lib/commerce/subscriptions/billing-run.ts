// A billing run (docs/subscriptions.md): every subscription whose invoice_after has passed and that is not paused,
// canceled, closed or suspended gets what billing-decision.ts says (an invoice for its next period, a new term,
// or closing), and each new invoice is paid as invoice-settlement.ts says.
//
// Any number of runs may go at once, in one process or several on one database: each subscription is billed in
// a transaction of its own that locks its row (SKIP LOCKED: a row another run holds is that run's), decides on
// the row as it now is, and inserts the invoice under the unique (subscription, period start) key, so a period is
// billed once whatever runs overlap.
import { enqueueInvoiceMessage } from "../email/invoice-message";
import { and, asc, count, desc, eq, inArray, lte } from "drizzle-orm";
import type { Db, Tx } from "@/lib/storage/db";
import { orderTransactions, subscriptionInvoices, subscriptions } from "@/lib/storage/schema";
import { now } from "../clock";
import { gatewayFor } from "../payments/gateways";
import { isoSeconds } from "../time";
import { billingDecision, type BillingPlan } from "./billing-decision";
import { chargesGateway, invoiceGateway, invoiceSettlement } from "./invoice-settlement";
import { loadOfferingParts } from "./offerings";
import { planPrice } from "./plan-price";
import type { BillingInterval, EndBehavior } from "./schemas";

export type BillingOutcome = "invoiced" | "closed" | "skipped";

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

/** Bills every subscription due at `at` (the store's clock by default). */
export async function runBilling(db: Db, at: Date = now()): Promise<BillingReport> {
  const startedAt = now();
  const due = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        lte(subscriptions.invoiceAfter, at),
        eq(subscriptions.canceled, false),
        eq(subscriptions.paused, false),
        eq(subscriptions.closed, false),
        eq(subscriptions.suspended, false),
      ),
    )
    .orderBy(asc(subscriptions.invoiceAfter), asc(subscriptions.id));
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
  for (const { id } of due) {
    try {
      const outcome = await billSubscription(db, id, at);
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
export async function billSubscription(db: Db, id: string, at: Date): Promise<Billed> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for("update", { skipLocked: true });
    if (!row) return { kind: "skipped" };
    const parts = (await loadOfferingParts(tx, [row.offeringId])).get(row.offeringId)!;
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
      await tx.update(subscriptions).set({ closed: true, status: "inactive", updatedAt: at }).where(eq(subscriptions.id, row.id));
      return { kind: "closed" };
    }
    const price = planPrice(plan, parts.products, row.currency);
    if (!price) throw new Error(`plan ${plan.id} has no price in ${row.currency}`);
    const amount = price.amount * row.quantity;
    const [{ issued }] = await tx.select({ issued: count() }).from(subscriptionInvoices).where(eq(subscriptionInvoices.subscriptionId, row.id));
    const [invoice] = await tx
      .insert(subscriptionInvoices)
      .values({
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
      })
      .onConflictDoNothing()
      .returning();
    // The period is billed already (a run that got here first): nothing more to do.
    if (!invoice) return { kind: "skipped" };
    await tx
      .update(subscriptions)
      .set({ invoiceAfter: decision.invoiceAfter, endDate: decision.endDate, status: "active", updatedAt: at })
      .where(eq(subscriptions.id, row.id));

    const slug = chargesGateway(row) ? invoiceGateway(row.orderId ? await orderGateway(tx, row.orderId) : undefined) : undefined;
    const outcome = slug
      ? await gatewayFor(slug).purchase({ orderId: row.orderId ?? row.id, transactionId: invoice.id, amount, currency: row.currency })
      : undefined;
    const settled = invoiceSettlement(outcome);
    await tx
      .update(subscriptionInvoices)
      .set({
        outstanding: settled.outstanding,
        manualPaymentPending: settled.manualPaymentPending,
        ...(outcome ? { paymentGateway: slug, paymentReference: outcome.reference } : {}),
        ...(settled.paid ? { paidAt: at } : {}),
      })
      .where(eq(subscriptionInvoices.id, invoice.id));
    await enqueueInvoiceMessage(tx, row, invoice, { offeringName: parts.offering.name, paid: settled.paid });
    return { kind: "invoiced", invoiceId: invoice.id, amount, currency: row.currency, paid: settled.paid };
  });
}

/** The gateway of the order's latest payment that took money (its payment authority), if it has one. */
async function orderGateway(tx: Tx, orderId: string): Promise<string | undefined> {
  const [paid] = await tx
    .select({ gateway: orderTransactions.gateway })
    .from(orderTransactions)
    .where(
      and(
        eq(orderTransactions.orderId, orderId),
        eq(orderTransactions.status, "complete"),
        inArray(orderTransactions.transactionType, ["purchase", "capture", "authorize"]),
      ),
    )
    .orderBy(desc(orderTransactions.createdAt))
    .limit(1);
  return paid?.gateway;
}
