// Which e-mails a change of an order's payments or shipping calls for (docs/email.md "What is sent"), decided from
// the order before and after the change, and the send key that makes each one message however often the change is
// retried:
//  - the confirmation, once, when the order first has a live payment (taken, authorized, or a manual payment the
//    store awaits): an order whose payment failed or was never tried is not confirmed;
//  - the shipping notice, once, when it becomes fulfilled;
//  - a refund notice each time the amount refunded on the order grows (its key is the new amount refunded).

export type NoticeFacts = {
  shipping: string;
  /** Transactions that took, hold or await money (not failed, not cancelled). */
  livePayments: number;
  /** Minor units refunded on the order in all. */
  refunded: number;
};

export type OrderNotice =
  | { kind: "order_confirmation"; sendKey: string }
  | { kind: "shipping_notice"; sendKey: string }
  | { kind: "refund_notice"; sendKey: string; refunded: number; refundedInTotal: number };

export function orderNotices(orderId: string, before: NoticeFacts, after: NoticeFacts): OrderNotice[] {
  const notices: OrderNotice[] = [];
  if (before.livePayments === 0 && after.livePayments > 0) notices.push({ kind: "order_confirmation", sendKey: `order-confirmation:${orderId}` });
  if (before.shipping !== "fulfilled" && after.shipping === "fulfilled") notices.push({ kind: "shipping_notice", sendKey: `shipping-notice:${orderId}` });
  if (after.refunded > before.refunded) {
    notices.push({ kind: "refund_notice", sendKey: `refund-notice:${orderId}:${after.refunded}`, refunded: after.refunded - before.refunded, refundedInTotal: after.refunded });
  }
  return notices;
}

/** The facts of an order and its transactions that notices are decided on. */
export function noticeFacts(shipping: string, transactions: { status: string; refundedAmount: number }[]): NoticeFacts {
  return {
    shipping,
    livePayments: transactions.filter((t) => t.status === "complete" || t.status === "pending").length,
    refunded: transactions.reduce((sum, t) => sum + t.refundedAmount, 0),
  };
}
