// A subscription bought at checkout starts when its first order is paid (docs/subscriptions.md "Starting when the
// order is paid"): until then it is `pending` (EP's subscription flag) and `inactive`, and is not billed. When the
// order's payment is recorded in full (a manual payment, a card's purchase or authorization), its pending
// subscriptions become active, their first period running from that moment; when the order is cancelled unpaid (by
// an administrator, or lapsed), they are cancelled. Both happen in the order's own transaction.
import type { Tx } from "@/lib/storage/db";
import type { SubscriptionRow } from "@/lib/storage/subscriptions/rows";
import { subscriptionStore } from "@/lib/storage/subscriptions/subscription-store";
import { isSettled } from "../orders/order-status-words";
import { subscriptionStatus } from "./subscription-activity";

/** A subscription bought with an order waits for that order's money, unless there is nothing to pay (a trial). */
export const startsPending = (orderTotal: number): boolean => orderTotal > 0;

type OrderStanding = { status: string; payment: string };

/** What an order's change means for the subscriptions waiting on it. */
export function pendingSubscriptionChange(before: OrderStanding, after: OrderStanding): "activate" | "cancel" | undefined {
  if (after.status === "cancelled") return before.status === "cancelled" ? undefined : "cancel";
  if (isSettled(after.payment) && !isSettled(before.payment)) return "activate";
  return undefined;
}

/** Its schedule moved on by the wait, so that the first period (paid by the order) runs from the payment. */
export function scheduleFromPayment(
  row: { createdAt: Date; invoiceAfter: Date | null; endDate: Date | null },
  paidAt: Date,
): { invoiceAfter: Date | null; endDate: Date | null } {
  const wait = Math.max(0, paidAt.getTime() - row.createdAt.getTime());
  const later = (date: Date | null) => (date ? new Date(date.getTime() + wait) : null);
  return { invoiceAfter: later(row.invoiceAfter), endDate: later(row.endDate) };
}

/** A pending subscription as its order's payment starts it: no longer pending, its schedule from the payment. */
export function startedByPayment(row: SubscriptionRow, at: Date): Pick<SubscriptionRow, "id" | "invoiceAfter" | "endDate" | "status" | "updatedAt"> {
  return { id: row.id, ...scheduleFromPayment(row, at), status: subscriptionStatus({ ...row, pending: false }), updatedAt: at };
}

/** Activates or cancels the order's pending subscriptions as its change calls for, on the order's transaction. */
export async function settlePendingSubscriptions(tx: Tx, orderId: string, before: OrderStanding, after: OrderStanding, at: Date): Promise<number> {
  const change = pendingSubscriptionChange(before, after);
  if (!change) return 0;
  const pending = subscriptionStore().pendingForOrder(tx);
  const rows = await pending.lock(orderId);
  for (const row of rows) {
    if (change === "activate") await pending.activate(row.id, startedByPayment(row, at));
    else await pending.cancel(row.id, at);
  }
  return rows.length;
}
