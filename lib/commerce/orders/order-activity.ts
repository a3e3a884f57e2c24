// Who did what to an order (docs/admin.md "Orders"): every change an administrator makes to an order (a payment
// recorded, captured, refunded or voided, a refund paid out, the order shipped or cancelled, a note) is written to the
// activity log with the person and the time, in the change's own transaction, in a shopkeeper's words. A shopper's
// own changes (paying at checkout) are not the back office's and are not written.
import type { Executor } from "@/lib/storage/db";
import { recordActivity } from "../activity/activity";
import type { Caller } from "../auth/tokens";
import { formatMoney } from "../money";

export type OrderAction =
  | "payment_recorded"
  | "payment_captured"
  | "payment_refunded"
  | "payment_voided"
  | "refund_paid_out"
  | "order_shipped"
  | "order_cancelled"
  | "note_added";

/** Writes one change of the order by an administrator (in `executor`'s transaction when given); a shopper's is not. */
export async function recordOrderActivity(caller: Caller, orderId: string, action: OrderAction, summary: string, executor?: Executor): Promise<void> {
  if (caller.grant !== "client_credentials") return;
  await recordActivity(caller, { action, subject: { type: "order", id: orderId }, summary }, executor);
}

// How money came, as the record-payment form names it (record-payment.ts PAYMENT_WAYS).
const CAME: Record<string, string> = { "Bank transfer": "by bank transfer", "Paid on delivery": "paid on delivery" };

/** "Recorded a payment of £119.75 by bank transfer, reference INV-7". */
export function paymentRecordedWords(amount: number, currency: string, way: string, reference = ""): string {
  const how = CAME[way] ?? (way ? `(${way.toLowerCase()})` : "");
  return [`Recorded a payment of ${formatMoney(amount, currency)}`, how].filter(Boolean).join(" ") + (reference ? `, reference ${reference}` : "");
}

export const capturedWords = (amount: number, currency: string) => `Captured a payment of ${formatMoney(amount, currency)}`;

export const voidedWords = (amount: number, currency: string) => `Voided a payment of ${formatMoney(amount, currency)}`;

export const paidOutWords = (amount: number, currency: string) => `Recorded ${formatMoney(amount, currency)} paid back to the shopper`;

/** "Refunded £19.80 for 2 × Engraved Bottle and the shipping", or of a payment by amount alone. */
export function refundedWords(amount: number, currency: string, lines: readonly { name: string; quantity: number }[] = [], shipping = false): string {
  const parts = [...lines.filter((l) => l.quantity > 0).map((l) => `${l.quantity} × ${l.name}`), ...(shipping ? ["the shipping"] : [])];
  const what = parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : (parts[0] ?? "");
  return `Refunded ${formatMoney(amount, currency)}${what ? ` for ${what}` : ""}`;
}

/** "Shipped 2 items by Royal Mail, tracking AB123". */
export function shippedWords(units: number, shipment?: { carrier: string; tracking_number: string }): string {
  const items = units === 1 ? "1 item" : `${units} items`;
  return shipment ? `Shipped ${items} by ${shipment.carrier}, tracking ${shipment.tracking_number}` : `Marked ${items} as shipped`;
}

export const cancelledWords = (reason?: string) => (reason ? `Cancelled the order: ${reason}` : "Cancelled the order");
