// A payment on an order, as pure rules (docs/payments.md): what a payment request may record as the order's ledger
// stands (refused with 422 otherwise), and every row the payment leaves: the transaction, the order's payment fields
// (order-payment-state.ts), the subscriptions its money starts (pending-start.ts) and the e-mails it calls for
// (order-notices.ts). pay-order.ts runs them between the lock and read and the one write.
import { ApiError } from "../errors";
import { noticeFacts, orderNotices, type OrderNotice } from "../email/order-notices";
import { pendingSubscriptionChange, startedByPayment } from "../subscriptions/pending-start";
import type { PaymentRequest } from "./payment-request";
import { moneyTaken, settledOrder, type OrderRow, type TransactionRow } from "./payment-ledger";
import type { OrderPaymentState } from "./order-payment-state";
import type { PaymentWrite } from "@/lib/storage/payments/payment-store";
import type { SubscriptionRow } from "@/lib/storage/subscriptions/rows";

const refused = (title: string, detail: string, source?: string) => new ApiError({ status: 422, title, detail, ...(source ? { source } : {}) });

/** What a payment request records first: a pending transaction of this type and amount. */
export type PaymentAsk = {
  transactionType: "purchase" | "authorize";
  /** A `_setup` method: the pending transaction is all, until confirm-payment. */
  setup: boolean;
  amount: number;
  name: string;
  customReference: string;
};

/** The payment `request` asks for on the order as its ledger stands, or a 422 saying why it cannot be made. */
export function paymentAsk(order: Pick<OrderRow, "id" | "status">, transactions: readonly Pick<TransactionRow, "status">[], state: OrderPaymentState, request: PaymentRequest): PaymentAsk {
  if (order.status === "cancelled") throw refused("Order cancelled", "A cancelled order cannot be paid.");
  const settled = transactions.some((t) => t.status === "complete");
  if (settled && state.balanceOwing === 0) throw refused("Order already paid", `Order ${order.id} has nothing left to pay (payment: ${state.payment}).`);
  const amount = request.amount ?? state.balanceOwing;
  if (amount > state.balanceOwing) {
    throw refused("Amount exceeds balance owing", `At most ${state.balanceOwing} (minor units) is left to pay on this order.`, "data.amount");
  }
  if (amount === 0 && state.balanceOwing > 0) throw refused("Invalid amount", "A payment must be for more than nothing.", "data.amount");
  return {
    transactionType: request.method.startsWith("purchase") ? "purchase" : "authorize",
    setup: request.method.endsWith("_setup"),
    amount,
    name: request.paymentmethod_meta?.name ?? "",
    customReference: request.paymentmethod_meta?.custom_reference ?? "",
  };
}

export type PaymentPlanInput = {
  /** The order as locked, and its transactions before this payment. */
  order: OrderRow;
  transactions: TransactionRow[];
  /** Its subscriptions waiting for its money (locked with it). */
  pendingSubscriptions: SubscriptionRow[];
  ask: PaymentAsk;
  /** The new transaction's id (the gateway was asked under it) and the gateway's answer; undefined for a `_setup`. */
  transactionId: string;
  gateway: string;
  outcome?: { status: "complete" | "pending" | "failed"; reference: string };
  at: Date;
  /** An administrator's payment (client credentials): a payment received e-mail when it pays the order. */
  byStore: boolean;
};

/** Every row the payment leaves, as it will be stored, and the e-mails it calls for. */
export function planPayment(input: PaymentPlanInput): PaymentWrite & { notices: OrderNotice[] } {
  const { order, ask, outcome, at } = input;
  const fields = { transactionType: ask.transactionType, status: outcome?.status ?? "pending" };
  const transaction: TransactionRow = {
    id: input.transactionId,
    orderId: order.id,
    gateway: input.gateway,
    ...fields,
    amount: ask.amount,
    refundedAmount: 0,
    currency: order.currency,
    reference: outcome?.reference ?? "",
    name: ask.name,
    customReference: ask.customReference,
    moneyTakenAt: moneyTaken(undefined, fields, at).moneyTakenAt ?? null,
    createdAt: at,
    updatedAt: at,
  };
  const after = [...input.transactions, transaction];
  const saved = settledOrder(order, {}, after, at);
  // A payment never cancels an order (a cancelled one is refused): its money can only start subscriptions.
  const starts = pendingSubscriptionChange(order, saved) === "activate" ? input.pendingSubscriptions.map((row) => startedByPayment(row, at)) : [];
  const notices = orderNotices(order.id, noticeFacts(order.shipping, input.transactions, order.payment), noticeFacts(saved.shipping, after, saved.payment), input.byStore);
  return { transaction, order: saved, starts, notices };
}
