// Subscription invoices (docs/subscriptions.md), in EP's subscription_invoice shape (resources.ts): administrators
// read every invoice; a shopper's account token its own account's; an implicit token alone is refused (access.ts).
// Reads go through the invoice store (lib/storage/subscriptions).
import { invoiceStore, type InvoiceWhere } from "@/lib/storage/subscriptions/invoice-store";
import type { InvoiceRow } from "@/lib/storage/subscriptions/rows";
import { notFound } from "../errors";
import type { Page } from "../page";
import type { SubscriptionScope } from "./access";
import type { InvoiceFilter } from "./invoice-filter";
import { invoicePayments, manualPaymentSettlement, type InvoicePayment } from "./invoice-payments";
import { recordAdministratorChange } from "../activity/administrator";
import type { Caller } from "../auth/tokens";
import { now } from "../clock";
import { formatMoney } from "../money";
import { assertBodyId } from "./body-id";
import type { UpdateInvoicePaymentInput } from "./schemas";
import { assertUuid } from "./offerings";
import { findSubscription } from "./subscriptions";

export const invoiceNotFound = () => notFound("Not Found", "No invoice found");

const scopeWhere = (scope: SubscriptionScope): InvoiceWhere => (scope.kind === "account" ? { accountIds: [scope.accountId] } : {});

/** The list's `filter` (invoice-filter.ts) with `where`; tax is never required here, so tax_required true matches none. */
function withFilter(where: InvoiceWhere, filter: InvoiceFilter): InvoiceWhere {
  return {
    accountIds: [...(where.accountIds ?? []), ...(filter.subscriberId ? [filter.subscriberId] : [])],
    subscriptionIds: [...(where.subscriptionIds ?? []), ...(filter.subscriptionId ? [filter.subscriptionId] : [])],
    ...(filter.outstanding !== undefined ? { outstanding: filter.outstanding } : {}),
    ...(filter.taxRequired === true ? { none: true } : {}),
  };
}

/** GET /v2/subscriptions/invoices: the scope's invoices that pass `filter`, newest first. */
export function listInvoices(scope: SubscriptionScope, page: Page, filter: InvoiceFilter = {}) {
  return invoiceStore().list(withFilter(scopeWhere(scope), filter), page, "newest");
}

/** GET /v2/subscriptions/invoices/{id}. */
export async function findInvoice(scope: SubscriptionScope, id: string): Promise<InvoiceRow> {
  assertUuid(id, "invoice_uuid");
  const row = await invoiceStore().find(id, scopeWhere(scope));
  if (!row) throw invoiceNotFound();
  return row;
}

/** GET /v2/subscriptions/subscriptions/{id}/invoices: one subscription's invoices, in their numbers' order. */
export async function listSubscriptionInvoices(scope: SubscriptionScope, subscriptionId: string, page: Page, filter: InvoiceFilter = {}) {
  const loaded = await findSubscription(scope, subscriptionId);
  return invoiceStore().list(withFilter({ subscriptionIds: [loaded.row.id] }, filter), page, "by_number");
}

/** GET /v2/subscriptions/subscriptions/{id}/invoices/{invoiceId}. */
export async function findSubscriptionInvoice(scope: SubscriptionScope, subscriptionId: string, id: string): Promise<InvoiceRow> {
  const loaded = await findSubscription(scope, subscriptionId);
  assertUuid(id, "invoice_uuid");
  const row = await invoiceStore().find(id, { subscriptionIds: [loaded.row.id] });
  if (!row) throw invoiceNotFound();
  return row;
}

/** How many invoices each of these subscriptions has (absent: none). */
export function invoiceCounts(subscriptionIds: string[]): Promise<Map<string, number>> {
  return invoiceStore().countsBySubscription(subscriptionIds);
}

/** One payment of an invoice (invoice-payments.ts); invalid id → 400, unknown → 404. */
export function findInvoicePayment(invoice: InvoiceRow, paymentId: string): InvoicePayment {
  assertUuid(paymentId, "payment_uuid");
  const payment = invoicePayments(invoice).find((p) => p.id === paymentId.toLowerCase());
  if (!payment) throw notFound("Not Found", "No payment found");
  return payment;
}

/**
 * PUT /v2/subscriptions/invoices/{id}/payments/{payment_id} (administrators): reports that a pending manual payment
 * was taken (invoice-payments.ts decides, under the invoice's lock). Recorded (who did what).
 */
export async function updateInvoicePayment(caller: Caller, invoiceId: string, paymentId: string, input: UpdateInvoicePaymentInput): Promise<InvoicePayment> {
  const invoice = await findInvoice({ kind: "all" }, invoiceId);
  const payment = findInvoicePayment(invoice, paymentId);
  assertBodyId(input.data.id, payment.id, "payment");
  const { success, external_payment_id, payment_taken_at } = input.data.attributes;
  const report = { success, externalPaymentId: external_payment_id, takenAt: payment_taken_at ? new Date(payment_taken_at) : now() };
  const settled = await invoiceStore().settle(invoice.id, (locked) => manualPaymentSettlement(locked, report));
  if (!settled) throw invoiceNotFound();
  await recordAdministratorChange(caller, {
    action: "subscription_invoice.payment",
    subject: { type: "subscription", id: settled.subscriptionId },
    summary: `Recorded the manual payment of invoice ${settled.number} (${formatMoney(settled.amount, settled.currency)})`,
  });
  return findInvoicePayment(settled, payment.id);
}
