import { describe, expect, it } from "vitest";
import { cancelledWords, capturedWords, paidOutWords, paymentRecordedWords, refundedWords, shippedWords, voidedWords } from "./order-activity";

describe("an order's changes in a shopkeeper's words", () => {
  it("says how a recorded payment came, with its reference", () => {
    expect(paymentRecordedWords(11975, "GBP", "Bank transfer")).toBe("Recorded a payment of £119.75 by bank transfer");
    expect(paymentRecordedWords(500, "USD", "Paid on delivery", "R-7")).toBe("Recorded a payment of $5.00 paid on delivery, reference R-7");
    expect(paymentRecordedWords(500, "USD", "Other")).toBe("Recorded a payment of $5.00 (other)");
  });

  it("names a refund's units and the shipping", () => {
    expect(refundedWords(1980, "GBP", [{ name: "Engraved Bottle", quantity: 2 }])).toBe("Refunded £19.80 for 2 × Engraved Bottle");
    expect(refundedWords(2480, "GBP", [{ name: "Bottle", quantity: 1 }, { name: "Cap", quantity: 3 }], true)).toBe("Refunded £24.80 for 1 × Bottle, 3 × Cap and the shipping");
    expect(refundedWords(500, "GBP")).toBe("Refunded £5.00");
  });

  it("says how an order left, and why it was cancelled", () => {
    expect(shippedWords(2, { carrier: "Royal Mail", tracking_number: "AB123" })).toBe("Shipped 2 items by Royal Mail, tracking AB123");
    expect(shippedWords(1)).toBe("Marked 1 item as shipped");
    expect(cancelledWords("Out of stock")).toBe("Cancelled the order: Out of stock");
    expect(cancelledWords()).toBe("Cancelled the order");
  });

  it("names the money captured, voided and paid back", () => {
    expect(capturedWords(1250, "USD")).toBe("Captured a payment of $12.50");
    expect(voidedWords(1250, "USD")).toBe("Voided a payment of $12.50");
    expect(paidOutWords(1250, "USD")).toBe("Recorded $12.50 paid back to the shopper");
  });
});
