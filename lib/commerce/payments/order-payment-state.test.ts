import { describe, expect, it } from "vitest";
import { orderPaymentState, type TransactionFacts } from "./order-payment-state";

const t = (transactionType: TransactionFacts["transactionType"], amount: number, extra: Partial<TransactionFacts> = {}): TransactionFacts => ({
  transactionType,
  status: "complete",
  amount,
  refundedAmount: 0,
  ...extra,
});

describe("an order's payment state", () => {
  it("is unpaid and incomplete with no complete transaction, even for a total of zero", () => {
    expect(orderPaymentState(3200, [], "incomplete")).toEqual({ payment: "unpaid", status: "incomplete", paid: 0, authorized: 0, balanceOwing: 3200 });
    expect(orderPaymentState(0, [], "incomplete").payment).toBe("unpaid");
    expect(orderPaymentState(3200, [t("purchase", 3200, { status: "failed" }), t("authorize", 3200, { status: "pending" })], "incomplete").payment).toBe("unpaid");
  });

  it("is paid and complete once purchases cover the total; partially paid before", () => {
    expect(orderPaymentState(3200, [t("purchase", 1200)], "incomplete")).toEqual({ payment: "partially_paid", status: "incomplete", paid: 1200, authorized: 0, balanceOwing: 2000 });
    expect(orderPaymentState(3200, [t("purchase", 1200), t("purchase", 2000)], "incomplete")).toEqual({ payment: "paid", status: "complete", paid: 3200, authorized: 0, balanceOwing: 0 });
    expect(orderPaymentState(0, [t("purchase", 0)], "incomplete").payment).toBe("paid");
  });

  it("is authorized and processing while an authorization covering the total is uncaptured", () => {
    expect(orderPaymentState(3200, [t("authorize", 3200)], "incomplete")).toMatchObject({ payment: "authorized", status: "processing", authorized: 3200, balanceOwing: 0 });
    expect(orderPaymentState(3200, [t("authorize", 1000)], "incomplete")).toMatchObject({ payment: "partially_authorized", status: "incomplete", balanceOwing: 2200 });
    expect(orderPaymentState(3200, [t("capture", 1000), t("authorize", 2200)], "incomplete")).toMatchObject({ payment: "authorized", status: "processing", paid: 1000 });
    expect(orderPaymentState(3200, [t("capture", 3200)], "processing")).toMatchObject({ payment: "paid", status: "complete" });
    expect(orderPaymentState(3200, [t("authorize", 3200, { status: "cancelled" })], "processing")).toMatchObject({ payment: "unpaid", status: "incomplete" });
  });

  it("counts refunds against what was taken: refunded only when all of it is given back, and the order keeps its status", () => {
    expect(orderPaymentState(3200, [t("purchase", 3200, { refundedAmount: 1000 })], "complete")).toMatchObject({ payment: "paid", status: "complete", paid: 2200, balanceOwing: 0 });
    expect(orderPaymentState(3200, [t("refund", 3200, { refundedAmount: 3200 })], "complete")).toMatchObject({ payment: "refunded", status: "complete", paid: 0 });
  });

  it("never reopens a cancelled order", () => {
    expect(orderPaymentState(3200, [t("purchase", 3200)], "cancelled")).toMatchObject({ payment: "paid", status: "cancelled" });
    expect(orderPaymentState(3200, [], "cancelled").status).toBe("cancelled");
  });
});
