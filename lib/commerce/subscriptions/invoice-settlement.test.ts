import { describe, expect, it } from "vitest";
import { chargesGateway, invoiceSettlement } from "./invoice-settlement";

describe("invoiceSettlement", () => {
  it("a completed charge pays the invoice", () => {
    expect(invoiceSettlement({ status: "complete", reference: "manual" })).toEqual({ outstanding: false, manualPaymentPending: false, paid: true });
  });

  it("a pending or failed charge leaves it outstanding", () => {
    expect(invoiceSettlement({ status: "pending", reference: "pi_1" })).toMatchObject({ outstanding: true, paid: false });
    expect(invoiceSettlement({ status: "failed", reference: "pi_1" })).toMatchObject({ outstanding: true, paid: false });
  });

  it("manual payments are not charged: the invoice waits with a manual payment pending", () => {
    expect(chargesGateway({ manualPayments: true })).toBe(false);
    expect(chargesGateway({ manualPayments: false })).toBe(true);
    expect(invoiceSettlement(undefined)).toEqual({ outstanding: true, manualPaymentPending: true, paid: false });
  });
});
