// Which e-mails an order calls for (docs/email.md "What is sent"), and the send key that makes each one message
// however often the change is retried:
//  - the confirmation, once, when the order is placed (checkout): its number, what it holds, what it charges, and,
//    while it is unpaid (the storefront's pay on delivery or by bank transfer), what is owed and how to pay;
//  - the shipping notice, once, when it becomes fulfilled (decided from the order before and after the change);
//  - a refund notice each time the amount refunded on the order grows (its key is the new amount refunded);
//  - a cancellation notice, once, when an unpaid pay-later order lapses (expired-holds.ts) or the store cancels it
//    (update-order.ts: with the reason the administrator gave, if any);
//  - "Payment received", once, when a change the store made (a payment recorded by hand, a capture completing the
//    balance) makes the order paid; a shopper paying by card already has the confirmation.

export type NoticeFacts = {
  shipping: string;
  /** Minor units refunded on the order in all. */
  refunded: number;
  /** The order's payment (EP's: unpaid, authorized, paid, …). */
  payment?: string;
};

export type OrderNotice =
  | { kind: "order_confirmation"; sendKey: string }
  | { kind: "shipping_notice"; sendKey: string }
  | { kind: "refund_notice"; sendKey: string; refunded: number; refundedInTotal: number }
  | { kind: "order_cancelled"; sendKey: string; days?: number; reason?: string }
  | { kind: "payment_received"; sendKey: string };

/** The confirmation of a placed order. */
export const orderConfirmation = (orderId: string): OrderNotice => ({ kind: "order_confirmation", sendKey: `order-confirmation:${orderId}` });

/** An unpaid order cancelled after `days` without its payment. */
export const orderCancelledNotice = (orderId: string, days: number): OrderNotice => ({ kind: "order_cancelled", sendKey: `order-cancelled:${orderId}`, days });

/** The store cancelled the order, for the reason its administrator gave (or none, as the API's cancel). */
export const orderCancelledByStore = (orderId: string, reason?: string): OrderNotice => ({
  kind: "order_cancelled",
  sendKey: `order-cancelled:${orderId}`,
  ...(reason ? { reason } : {}),
});

/**
 * What a change of an order's payments or shipping calls for, from the order before and after it; `byStore`: the
 * change was an administrator's.
 */
export function orderNotices(orderId: string, before: NoticeFacts, after: NoticeFacts, byStore = false): OrderNotice[] {
  const notices: OrderNotice[] = [];
  if (byStore && before.payment !== "paid" && after.payment === "paid") notices.push({ kind: "payment_received", sendKey: `payment-received:${orderId}` });
  if (before.shipping !== "fulfilled" && after.shipping === "fulfilled") notices.push({ kind: "shipping_notice", sendKey: `shipping-notice:${orderId}` });
  if (after.refunded > before.refunded) {
    notices.push({ kind: "refund_notice", sendKey: `refund-notice:${orderId}:${after.refunded}`, refunded: after.refunded - before.refunded, refundedInTotal: after.refunded });
  }
  return notices;
}

/** The facts of an order and its transactions that notices are decided on. */
export function noticeFacts(shipping: string, transactions: { refundedAmount: number }[], payment?: string): NoticeFacts {
  return { shipping, refunded: transactions.reduce((sum, t) => sum + t.refundedAmount, 0), ...(payment === undefined ? {} : { payment }) };
}
