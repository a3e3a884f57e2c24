import { describe, expect, it } from "vitest";
import { noticeFacts, orderNotices } from "./order-notices";

const unpaid = noticeFacts("unfulfilled", []);
const paid = noticeFacts("unfulfilled", [{ status: "complete", refundedAmount: 0 }]);

describe("orderNotices", () => {
  it("confirms an order once, when it first has a live payment (a pending manual one included), never after a failed one", () => {
    expect(orderNotices("o1", unpaid, paid)).toEqual([{ kind: "order_confirmation", sendKey: "order-confirmation:o1" }]);
    expect(orderNotices("o1", unpaid, noticeFacts("unfulfilled", [{ status: "pending", refundedAmount: 0 }]))).toHaveLength(1);
    expect(orderNotices("o1", unpaid, noticeFacts("unfulfilled", [{ status: "failed", refundedAmount: 0 }]))).toEqual([]);
    expect(orderNotices("o1", paid, noticeFacts("unfulfilled", [{ status: "complete", refundedAmount: 0 }, { status: "complete", refundedAmount: 0 }]))).toEqual([]);
  });
  it("tells of shipping once", () => {
    expect(orderNotices("o1", paid, { ...paid, shipping: "fulfilled" })).toEqual([{ kind: "shipping_notice", sendKey: "shipping-notice:o1" }]);
    expect(orderNotices("o1", { ...paid, shipping: "fulfilled" }, { ...paid, shipping: "fulfilled" })).toEqual([]);
  });
  it("tells of each refund by the amount refunded so far, and of none when nothing more was refunded", () => {
    const part = noticeFacts("fulfilled", [{ status: "complete", refundedAmount: 500 }]);
    const more = noticeFacts("fulfilled", [{ status: "complete", refundedAmount: 1200 }]);
    expect(orderNotices("o1", { ...paid, shipping: "fulfilled" }, part)).toEqual([{ kind: "refund_notice", sendKey: "refund-notice:o1:500", refunded: 500, refundedInTotal: 500 }]);
    expect(orderNotices("o1", part, more)).toEqual([{ kind: "refund_notice", sendKey: "refund-notice:o1:1200", refunded: 700, refundedInTotal: 1200 }]);
    expect(orderNotices("o1", more, more)).toEqual([]);
  });
});
