import { describe, expect, it } from "vitest";
import { noticeFacts, orderConfirmation, orderNotices } from "./order-notices";

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
});
