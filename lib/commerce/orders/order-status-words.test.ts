import { describe, expect, it } from "vitest";
import { isSettled, orderStatusWords, paymentWords, shippingWords } from "./order-status-words";

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
