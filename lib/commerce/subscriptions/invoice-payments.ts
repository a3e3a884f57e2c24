// An invoice's payments (EP's subscription_invoice_payment, docs/subscriptions.md "Invoices"): here an invoice is
// paid at most once, by the billing run that made it (invoice-settlement.ts), so it has at most one payment:
// - charged through a gateway: that gateway and its reference, successful when the invoice is paid (taken then);
// - manual payments: one payment by the merchant's own system (gateway `manual`), pending until an administrator
//   says it was taken (manualPaymentSettlement, PUT …/payments/{id}: EP's UpdateInvoicePayment);
// - none otherwise (a gateway's refusal keeps no invoice at all).
// Payments are not rows of their own: a payment's id, and its billing run's (runs are not kept either), are
// name-based UUIDs of the invoice's id, the same on every read.
import { createHash } from "node:crypto";
import type { InvoiceRow, InvoiceUpdate } from "@/lib/storage/subscriptions/rows";
import { ApiError } from "../errors";

export type InvoicePayment = {
  id: string;
  jobId: string;
  invoice: InvoiceRow;
  gateway: string;
  success: boolean;
  pending: boolean;
  manual: boolean;
  reference: string | null;
  takenAt: Date | null;
};

/** A UUID (version 5 layout) named by `name`: the same name always gives the same id. */
function namedUuid(name: string): string {
  const hex = createHash("sha1").update(name).digest("hex").slice(0, 32).split("");
  hex[12] = "5";
  hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  const h = hex.join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export function invoicePayments(invoice: InvoiceRow): InvoicePayment[] {
  const ids = { id: namedUuid(`subscription-invoice-payment:${invoice.id}`), jobId: namedUuid(`subscription-billing-run:${invoice.id}`) };
  if (invoice.paymentGateway) {
    const success = !invoice.outstanding;
    return [{ ...ids, invoice, gateway: invoice.paymentGateway, success, pending: false, manual: false, reference: invoice.paymentReference, takenAt: success ? invoice.paidAt : null }];
  }
  if (invoice.manualPaymentPending || invoice.paidAt) {
    return [{ ...ids, invoice, gateway: "manual", success: !invoice.outstanding, pending: invoice.outstanding, manual: true, reference: invoice.paymentReference, takenAt: invoice.paidAt }];
  }
  return [];
}

/**
 * What an administrator's report of a manual payment does to its invoice: only a pending manual payment takes one
 * (409 otherwise: a gateway's payment, or one already taken). Taken (`success` true): the invoice is paid, at
 * `takenAt`, with the external id as its reference. A failure is not kept here (422): the payment stays pending and
 * the invoice outstanding until it is taken.
 */
export function manualPaymentSettlement(invoice: InvoiceRow, report: { success: boolean; externalPaymentId?: string; takenAt: Date }): InvoiceUpdate {
  if (!invoice.manualPaymentPending || !invoice.outstanding) {
    throw new ApiError({ status: 409, title: "Conflict", detail: "This payment is not a manual payment waiting to be taken." });
  }
  if (!report.success) {
    throw new ApiError({
      status: 422,
      title: "Unprocessable Entity",
      detail: "A failed manual payment is not recorded: the payment stays pending and the invoice outstanding until it is taken.",
      source: "data.attributes.success",
      meta: { value: false },
    });
  }
  return { outstanding: false, manualPaymentPending: false, paidAt: report.takenAt, paymentReference: report.externalPaymentId ?? null };
}
