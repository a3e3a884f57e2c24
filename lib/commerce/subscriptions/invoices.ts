// Subscription invoices (docs/subscriptions.md), in EP's subscription_invoice shape: administrators read every
// invoice; a shopper's account token its own account's; an implicit token alone is refused (access.ts).
import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { readTogether, type Executor } from "@/lib/storage/db";
import { subscriptionInvoices } from "@/lib/storage/schema";
import type { Page } from "../catalog/products";
import { notFound } from "../errors";
import { isoSeconds } from "../time";
import type { SubscriptionScope } from "./access";
import type { InvoiceFilter } from "./invoice-filter";
import { assertUuid } from "./offerings";
import { findSubscription } from "./subscriptions";

export type InvoiceRow = typeof subscriptionInvoices.$inferSelect;

export const invoiceNotFound = () => notFound("Not Found", "No invoice found");

export function invoiceResource(row: InvoiceRow) {
  const timestamps = { created_at: isoSeconds(row.createdAt)!, updated_at: isoSeconds(row.updatedAt)! };
  return {
    id: row.id,
    type: "subscription_invoice" as const,
    attributes: {
      billing_period: { start: isoSeconds(row.periodStart)!, end: isoSeconds(row.periodEnd)! },
      invoice_items: row.items,
      outstanding: row.outstanding,
      number: row.number,
      tax_required: false,
      payment_retries_limit_reached: false,
      manual_payment_pending: row.manualPaymentPending,
      ...timestamps,
    },
    meta: {
      owner: row.owner,
      subscription_id: row.subscriptionId,
      subscriber_id: row.accountId,
      price: { currency: row.currency, amount: row.amount, includes_tax: row.includesTax },
      timestamps,
      proration_events: [],
    },
  };
}

const scopeFilter = (scope: SubscriptionScope): SQL | undefined =>
  scope.kind === "account" ? eq(subscriptionInvoices.accountId, scope.accountId) : undefined;

/** The list's `filter` as conditions (invoice-filter.ts); tax is never required here, so tax_required true matches none. */
function filterConditions(filter: InvoiceFilter): (SQL | undefined)[] {
  return [
    filter.subscriberId ? eq(subscriptionInvoices.accountId, filter.subscriberId) : undefined,
    filter.subscriptionId ? eq(subscriptionInvoices.subscriptionId, filter.subscriptionId) : undefined,
    filter.outstanding !== undefined ? eq(subscriptionInvoices.outstanding, filter.outstanding) : undefined,
    filter.taxRequired === true ? sql`false` : undefined,
  ];
}

async function page(db: Executor, where: SQL | undefined, page: Page, order: "newest" | "oldest") {
  const [rows, [{ total }]] = await readTogether(db,
    () => db
      .select()
      .from(subscriptionInvoices)
      .where(where)
      .orderBy(order === "newest" ? desc(subscriptionInvoices.createdAt) : asc(subscriptionInvoices.number), asc(subscriptionInvoices.id))
      .limit(page.limit)
      .offset(page.offset),
    () => db.select({ total: count() }).from(subscriptionInvoices).where(where),
  );
  return { invoices: rows, total };
}

/** GET /v2/subscriptions/invoices: the scope's invoices that pass `filter`, newest first. */
export function listInvoices(db: Executor, scope: SubscriptionScope, p: Page, filter: InvoiceFilter = {}) {
  return page(db, and(scopeFilter(scope), ...filterConditions(filter)), p, "newest");
}

/** GET /v2/subscriptions/invoices/{id}. */
export async function findInvoice(db: Executor, scope: SubscriptionScope, id: string): Promise<InvoiceRow> {
  assertUuid(id, "invoice_uuid");
  const [row] = await db.select().from(subscriptionInvoices).where(and(eq(subscriptionInvoices.id, id), scopeFilter(scope)));
  if (!row) throw invoiceNotFound();
  return row;
}

/** GET /v2/subscriptions/subscriptions/{id}/invoices: one subscription's invoices, in their numbers' order. */
export async function listSubscriptionInvoices(db: Executor, scope: SubscriptionScope, subscriptionId: string, p: Page, filter: InvoiceFilter = {}) {
  const loaded = await findSubscription(db, scope, subscriptionId);
  return page(db, and(eq(subscriptionInvoices.subscriptionId, loaded.row.id), ...filterConditions(filter)), p, "oldest");
}

/** GET /v2/subscriptions/subscriptions/{id}/invoices/{invoiceId}. */
export async function findSubscriptionInvoice(db: Executor, scope: SubscriptionScope, subscriptionId: string, id: string): Promise<InvoiceRow> {
  const loaded = await findSubscription(db, scope, subscriptionId);
  assertUuid(id, "invoice_uuid");
  const [row] = await db
    .select()
    .from(subscriptionInvoices)
    .where(and(eq(subscriptionInvoices.id, id), eq(subscriptionInvoices.subscriptionId, loaded.row.id)));
  if (!row) throw invoiceNotFound();
  return row;
}
