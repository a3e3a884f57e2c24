// What each refund was, kept for the ledger (docs/orders.md "The ledger"): one row per refund the shopkeeper made,
// with the units it gave back by line, its amount and its time, written in the refund's own transaction under the
// order's lock. Money taken back from a manual-gateway payment (a bank transfer, cash on delivery) has not moved: the
// store must pay it back by hand, so the row keeps that share until an administrator marks it paid out.
import type { Caller } from "../auth/tokens";
import { ApiError } from "../errors";
import { now } from "../clock";
import { canReadOrder, orderNotFound } from "../orders/order-access";
import { paymentStore } from "@/lib/storage/payments/payment-store";
import { orderStore } from "@/lib/storage/orders/order-store";
import { refundStore, type RefundRow } from "@/lib/storage/payments/refund-store";
import type { Ledger } from "./payment-ledger";
import { paidOutWords, recordOrderActivity } from "../orders/order-activity";
import type { Uuid } from "../uuid";

export type { RefundRow };

/** Refunds from these gateways move no money themselves: the merchant pays them out. */
export const PAID_OUT_BY_HAND = new Set(["manual"]);

export type RefundedLine = { itemId: string; name: string; quantity: number };

/** How much of a refund spread over transactions the merchant pays back by hand (minor units). */
export function byHandShare(parts: readonly { gateway: string; amount: number }[]): number {
  return parts.reduce((sum, part) => sum + (PAID_OUT_BY_HAND.has(part.gateway) ? part.amount : 0), 0);
}

/** Records a refund made in `ledger`'s transaction: its parts (per transaction refunded) and the lines it was for. */
export async function recordRefund(ledger: Ledger, parts: readonly { transactionId: string; amount: number }[], lines: readonly RefundedLine[] = []): Promise<RefundRow> {
  const gatewayOf = (id: string) => ledger.transactions.find((t) => t.id === id)?.gateway ?? "";
  const amount = parts.reduce((sum, part) => sum + part.amount, 0);
  return refundStore.record(ledger.tx, {
    orderId: ledger.order.id,
    amount,
    currency: ledger.order.currency,
    lines: lines.map(({ itemId, name, quantity }) => ({ itemId, name, quantity })),
    manualAmount: byHandShare(parts.map((part) => ({ gateway: gatewayOf(part.transactionId), amount: part.amount }))),
    createdAt: now(),
  });
}

/** An order's refunds, oldest first, for whoever may read the order. */
export async function listRefunds(caller: Caller, orderId: Uuid): Promise<RefundRow[]> {
  const order = await paymentStore.orderOwner(orderId);
  if (!order || !canReadOrder(caller, order)) throw orderNotFound(orderId);
  return refundStore.list(order.id);
}

const refundNotFound = (id: string) => new ApiError({ status: 404, title: "Not Found", detail: "Refund not found", meta: { id } });

/** The administrator has paid a by-hand refund back to the shopper: recorded with the time, once. */
export async function markRefundPaidOut(caller: Caller, orderId: Uuid, refundId: string): Promise<RefundRow> {
  // A guest order is readable by whoever holds its id; only the store says it paid money back.
  if (caller.grant !== "client_credentials") throw new ApiError({ status: 403, title: "Forbidden", detail: "Only the store's administrators record a refund as paid out." });
  const refunds = await listRefunds(caller, orderId);
  const refund = refunds.find((r) => r.id === refundId.toLowerCase());
  if (!refund) throw refundNotFound(refundId);
  if (refund.manualAmount === 0) {
    throw new ApiError({ status: 422, title: "Unprocessable Entity", detail: "This refund went back through the payment gateway: there is nothing to pay out by hand." });
  }
  // Marked and written to the activity log together.
  return orderStore.transaction(async (tx) => {
    const marked = await refundStore.markPaidOut(refund.orderId, refund.id, now(), tx);
    if (!marked) throw new ApiError({ status: 422, title: "Unprocessable Entity", detail: "This refund is already marked as paid out." });
    await recordOrderActivity(caller, refund.orderId, "refund_paid_out", paidOutWords(refund.manualAmount, refund.currency), tx);
    return marked;
  });
}
