import { describe, expect, it } from "vitest";
import { noticeFacts, orderCancelledByStore, orderConfirmation, orderNotices } from "./order-notices";

const paid = noticeFacts("unfulfilled", [{ refundedAmount: 0 }]);

describe("orderNotices", () => {
  it("confirms an order by its own key, and a payment alone calls for nothing", () => {
    expect(orderConfirmation("o1")).toEqual({ kind: "order_confirmation", sendKey: "order-confirmation:o1" });
    expect(orderNotices("o1", noticeFacts("unfulfilled", []), paid)).toEqual([]);
  });
  it("tells of shipping once", () => {
    expect(orderNotices("o1", paid, { ...paid, shipping: "fulfilled" })).toEqual([{ kind: "shipping_notice", sendKey: "shipping-notice:o1" }]);
    expect(orderNotices("o1", { ...paid, shipping: "fulfilled" }, { ...paid, shipping: "fulfilled" })).toEqual([]);
  });
  it("tells of each refund by the amount refunded so far, and of none when nothing more was refunded", () => {
    const part = noticeFacts("fulfilled", [{ refundedAmount: 500 }]);
    const more = noticeFacts("fulfilled", [{ refundedAmount: 700 }, { refundedAmount: 500 }]);
    expect(orderNotices("o1", { ...paid, shipping: "fulfilled" }, part)).toEqual([{ kind: "refund_notice", sendKey: "refund-notice:o1:500", refunded: 500, refundedInTotal: 500 }]);
    expect(orderNotices("o1", part, more)).toEqual([{ kind: "refund_notice", sendKey: "refund-notice:o1:1200", refunded: 700, refundedInTotal: 1200 }]);
    expect(orderNotices("o1", more, more)).toEqual([]);
  });
  it("tells the shopper their payment was received once, when a change the store made turns the order paid", () => {
    const unpaid = noticeFacts("unfulfilled", [], "unpaid");
    const part = noticeFacts("unfulfilled", [], "partially_paid");
    const whole = noticeFacts("unfulfilled", [], "paid");
    expect(orderNotices("o1", unpaid, whole, true)).toEqual([{ kind: "payment_received", sendKey: "payment-received:o1" }]);
    expect(orderNotices("o1", part, whole, true)).toEqual([{ kind: "payment_received", sendKey: "payment-received:o1" }]);
    expect(orderNotices("o1", unpaid, part, true)).toEqual([]);
    expect(orderNotices("o1", whole, whole, true)).toEqual([]);
    // A shopper paying by card has the confirmation already.
    expect(orderNotices("o1", unpaid, whole, false)).toEqual([]);
  });
  it("tells of the store's cancellation with its reason, by the one key a cancellation has", () => {
    expect(orderCancelledByStore("o1", "Out of stock")).toEqual({ kind: "order_cancelled", sendKey: "order-cancelled:o1", reason: "Out of stock" });
    expect(orderCancelledByStore("o1")).toEqual({ kind: "order_cancelled", sendKey: "order-cancelled:o1" });
  });
});
