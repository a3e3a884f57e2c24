import { describe, expect, it } from "vitest";
import { isSettled, orderState, orderStatusWords, paymentWords, shippingWords } from "./order-status-words";

describe("an order's state in words", () => {
  it("names each of EP's values", () => {
    expect(["unpaid", "partially_paid", "partially_authorized", "authorized", "paid", "refunded"].map(paymentWords)).toEqual([
      "Not paid yet",
      "Partly paid",
      "Partly authorized",
      "Authorized: taken when it ships",
      "Paid",
      "Refunded",
    ]);
    expect(shippingWords("fulfilled")).toBe("Shipped");
    expect(["incomplete", "processing", "complete", "cancelled"].map(orderStatusWords)).toEqual(["Placed", "Being prepared", "Complete", "Cancelled"]);
  });

  it("thanks the shopper only when the whole order is paid or held", () => {
    expect(["unpaid", "partially_paid", "partially_authorized", "refunded"].some(isSettled)).toBe(false);
    expect(isSettled("paid") && isSettled("authorized")).toBe(true);
  });
});

describe("the order's state as one phrase", () => {
  // Every combination EP's workflow reaches (docs/api.md "Payments"): status follows payment, shipping is apart.
  const cases: [status: string, payment: string, shipping: string, refunded: number, label: string][] = [
    ["incomplete", "unpaid", "unfulfilled", 0, "Awaiting payment"],
    ["incomplete", "unpaid", "fulfilled", 0, "Shipped · Awaiting payment"],
    ["incomplete", "partially_paid", "unfulfilled", 0, "Partly paid"],
    ["incomplete", "partially_paid", "fulfilled", 0, "Shipped · Partly paid"],
    ["incomplete", "partially_authorized", "unfulfilled", 0, "Partly paid"],
    ["processing", "authorized", "unfulfilled", 0, "Payment held · Not shipped"],
    ["processing", "authorized", "fulfilled", 0, "Shipped · Payment held"],
    ["complete", "paid", "unfulfilled", 0, "Paid · Not shipped"],
    ["complete", "paid", "fulfilled", 0, "Complete"],
    ["complete", "paid", "unfulfilled", 1980, "Paid · Not shipped · Partly refunded"],
    ["complete", "paid", "fulfilled", 1980, "Complete · Partly refunded"],
    ["complete", "refunded", "unfulfilled", 11975, "Refunded"],
    ["complete", "refunded", "fulfilled", 11975, "Refunded"],
    ["cancelled", "unpaid", "unfulfilled", 0, "Cancelled"],
    ["cancelled", "refunded", "unfulfilled", 500, "Cancelled"],
    ["cancelled", "paid", "unfulfilled", 0, "Cancelled"],
  ];
  it.each(cases)("%s · %s · %s, %i refunded: %s", (status, payment, shipping, refunded, label) => {
    expect(orderState({ status, payment, shipping, refunded }).label).toBe(label);
  });

  it("never calls a paid order nobody has shipped Complete", () => {
    for (const refunded of [0, 1]) {
      expect(orderState({ status: "complete", payment: "paid", shipping: "unfulfilled", refunded }).label).not.toMatch(/^Complete/);
    }
  });
});
