import { describe, expect, it } from "vitest";
import { awaitsPayment, paymentStanding } from "./payment-standing";

const facts = (payment: string, extra: Partial<Parameters<typeof paymentStanding>[0]> = {}) => ({
  payment,
  status: "incomplete",
  currency: "GBP",
  balanceOwing: 0,
  refunded: 0,
  ...extra,
});

describe("payment standing", () => {
  it("an unpaid order awaits payment, with the amount to pay", () => {
    expect(paymentStanding(facts("unpaid", { balanceOwing: 4320 }))).toEqual({ value: "awaiting_payment", label: "Awaiting payment", detail: "£43.20 to pay" });
    expect(awaitsPayment(facts("unpaid", { balanceOwing: 4320 }))).toBe(true);
  });

  it("a part payment says what is still to pay", () => {
    expect(paymentStanding(facts("partially_paid", { balanceOwing: 1000 }))).toMatchObject({ label: "Partly paid", detail: "£10.00 still to pay" });
  });

  it("a partial refund reads Partly refunded with the amount, though EP's payment stays paid", () => {
    expect(paymentStanding(facts("paid", { status: "complete", refunded: 500 }))).toEqual({ value: "partly_refunded", label: "Partly refunded", detail: "£5.00 refunded" });
    expect(paymentStanding(facts("refunded", { status: "complete", refunded: 4320 }))).toMatchObject({ label: "Refunded", detail: "£43.20 refunded" });
  });

  it("paid and cancelled orders await nothing", () => {
    expect(paymentStanding(facts("paid", { status: "complete" }))).toEqual({ value: "paid", label: "Paid" });
    expect(awaitsPayment(facts("unpaid", { status: "cancelled", balanceOwing: 100 }))).toBe(false);
    expect(paymentStanding(facts("unpaid", { status: "cancelled", balanceOwing: 100 }))).toEqual({ value: "unpaid", label: "Not paid yet" });
  });
});
