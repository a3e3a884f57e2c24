import { describe, expect, it } from "vitest";
import { thrown } from "@/tests/support/thrown";
import type { InvoiceRow } from "@/lib/storage/subscriptions/rows";
import { invoicePayments, manualPaymentSettlement } from "./invoice-payments";

const at = new Date("2026-01-01T00:00:00Z");
const invoice = (values: Partial<InvoiceRow>) =>
  ({ id: "11111111-1111-4111-8111-111111111111", outstanding: true, manualPaymentPending: false, paymentGateway: null, paymentReference: null, paidAt: null, ...values }) as InvoiceRow;

describe("invoicePayments", () => {
  it("a gateway's charge is one payment, successful when the invoice is paid", () => {
    const [paid] = invoicePayments(invoice({ outstanding: false, paymentGateway: "stripe", paymentReference: "pi_1", paidAt: at }));
    expect(paid).toMatchObject({ gateway: "stripe", success: true, pending: false, manual: false, reference: "pi_1", takenAt: at });
    const [unpaid] = invoicePayments(invoice({ paymentGateway: "stripe" }));
    expect(unpaid).toMatchObject({ success: false, takenAt: null });
  });

  it("manual payments are one pending payment; nothing charged is none", () => {
    expect(invoicePayments(invoice({ manualPaymentPending: true }))).toMatchObject([{ gateway: "manual", pending: true, manual: true, success: false }]);
    expect(invoicePayments(invoice({}))).toEqual([]);
  });

  it("ids are UUIDs, the same on every read, distinct per invoice", () => {
    const one = invoicePayments(invoice({ manualPaymentPending: true }))[0];
    expect(one.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(invoicePayments(invoice({ manualPaymentPending: true }))[0].id).toBe(one.id);
    expect(invoicePayments(invoice({ id: "22222222-2222-4222-8222-222222222222", manualPaymentPending: true }))[0].id).not.toBe(one.id);
    expect(one.jobId).not.toBe(one.id);
  });
});

describe("manualPaymentSettlement", () => {
  const pending = invoice({ manualPaymentPending: true });
  const status = (work: () => unknown) => thrown(work).status;

  it("a taken manual payment pays the invoice, then shows as taken", () => {
    const update = manualPaymentSettlement(pending, { success: true, externalPaymentId: "ext-1", takenAt: at });
    expect(update).toEqual({ outstanding: false, manualPaymentPending: false, paidAt: at, paymentReference: "ext-1" });
    expect(invoicePayments({ ...pending, ...update })).toMatchObject([{ success: true, pending: false, manual: true, reference: "ext-1", takenAt: at }]);
  });

  it("refuses a gateway's or a taken payment (409) and a failure (422)", () => {
    expect(status(() => manualPaymentSettlement(invoice({ paymentGateway: "stripe" }), { success: true, takenAt: at }))).toBe(409);
    expect(status(() => manualPaymentSettlement(invoice({ manualPaymentPending: true, outstanding: false }), { success: true, takenAt: at }))).toBe(409);
    expect(status(() => manualPaymentSettlement(pending, { success: false, takenAt: at }))).toBe(422);
  });
});
