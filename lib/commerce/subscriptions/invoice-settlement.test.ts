import { describe, expect, it } from "vitest";
import { chargesGateway, invoiceGateway, invoiceSettlement } from "./invoice-settlement";

describe("invoiceGateway", () => {
  it("the gateway that paid the order, else SUBSCRIPTION_GATEWAY, else manual", () => {
    expect(invoiceGateway("adyen")).toBe("adyen");
    expect(invoiceGateway(undefined)).toBe("manual");
    process.env.SUBSCRIPTION_GATEWAY = "stripe_payment_intents";
    try {
      expect(invoiceGateway(undefined)).toBe("stripe_payment_intents");
    } finally {
      delete process.env.SUBSCRIPTION_GATEWAY;
    }
  });
});

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
