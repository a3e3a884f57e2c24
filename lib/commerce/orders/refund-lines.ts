// Refund by line (docs/orders.md "Refunds"): an administrator gives back units of an order's lines, and may put them
// back in stock, and the shipping, on its own. A unit gives back what the shopper paid for it: its share of the
// discounts and its tax (order_items.charged, charged-line.ts). One change under the order's lock (payment-ledger.ts): the amount (line-refund-rules.ts) is taken
// back from the order's payments through their gateways, the lines remember how many units were refunded and
// restocked, and the units go back to the store's stock (let go while the order still holds them, added back once
// shipped). A refusal changes nothing.
import { z } from "zod";
import type { Caller } from "../auth/tokens";
import { ApiError } from "../errors";
import { formatMoney } from "../money";
import { gatewayFor } from "../payments/gateways";
import { changeOrderPayments } from "../payments/payment-ledger";
import { refundable } from "../payments/transaction-rules";
import { recordRefund } from "../payments/refund-records";
import { restockForOrder, stockChanged } from "../inventory/stock";
import { orderStore } from "@/lib/storage/orders/order-store";
import { lineRefundAmount, spreadRefund } from "./line-refund-rules";
import { orderLineStock } from "./order-line-stock";
import { linePaid } from "./charged-line";
import { isGoodsLine } from "@/lib/shared/goods-line";
import { recordOrderActivity, refundedWords } from "./order-activity";
import type { Uuid } from "../uuid";
import { uuidField } from "@/lib/commerce/uuid";

export const refundLinesSchema = z.object({
  lines: z
    .array(z.object({ item_id: uuidField("Not one of this order's lines."), quantity: z.number().int().min(0).max(1_000_000), restock: z.boolean() }))
    .max(500),
  /** Give back the shipping too (once; all of it, with its tax). */
  shipping: z.boolean().default(false),
});
export type RefundLines = z.input<typeof refundLinesSchema>;

const refused = (detail: string) => new ApiError({ status: 422, title: "Unprocessable Entity", detail });

/** The shipping, as the refund's record names it (no units: ledger-words.ts writes it as "the shipping"). */
const SHIPPING_REFUNDED = { itemId: "shipping", name: "the shipping", quantity: 0 };

/** The order's shipping as it was charged (with its tax), minor units. */
export const orderShippingAmount = (order: { displayPrice: Record<string, unknown> }) =>
  (order.displayPrice as { shipping?: { amount?: number } }).shipping?.amount ?? 0;

/** Rule: the shipping can be refunded when the order charged some and it has not been refunded yet. */
export const shippingRefundable = (order: { displayPrice: Record<string, unknown>; shippingRefunded: boolean }) =>
  orderShippingAmount(order) > 0 && !order.shippingRefunded;

export async function refundOrderLines(caller: Caller, orderId: Uuid, request: RefundLines): Promise<{ amount: number; currency: string; units: number; shipping: number }> {
  const wanted = request.lines.filter((line) => line.quantity > 0);
  if (wanted.length === 0 && !request.shipping) throw refused("Choose how many units of which lines to refund, or the shipping.");
  const { result } = await changeOrderPayments(caller, orderId, async (ledger) => {
    const { order, tx } = ledger;
    const items = await orderStore.items([order.id], tx);
    let amount = 0;
    const changes = wanted.map((line) => {
      const item = items.find((i) => i.id === line.item_id.toLowerCase());
      if (!item || !isGoodsLine(item)) throw refused("That is not one of this order's lines.");
      const name = item.cartItem.name || "this line";
      const left = item.quantity - item.refundedQuantity;
      if (line.quantity > left) throw refused(`Only ${left} of ${name} can still be refunded.`);
      amount += lineRefundAmount(linePaid(item), item.quantity, item.refundedQuantity, line.quantity);
      return { item, name, units: line.quantity, restock: line.restock };
    });
    const shipping = request.shipping ? orderShippingAmount(order) : 0;
    if (request.shipping && !shippingRefundable(order)) {
      throw refused(order.shippingRefunded ? "The shipping has already been refunded." : "This order charged nothing for shipping.");
    }
    amount += shipping;
    const parts = spreadRefund(
      ledger.transactions.map((t) => ({ id: t.id, refundable: refundable(t) })),
      amount,
    );
    if (!parts) {
      const available = ledger.transactions.reduce((sum, t) => sum + refundable(t), 0);
      throw refused(
        available === 0
          ? "Nothing has been paid on this order yet: there is no money to give back (cancel the order instead)."
          : `Only ${formatMoney(available, order.currency)} of this order's payments can be given back; this refund comes to ${formatMoney(amount, order.currency)}.`,
      );
    }
    for (const part of parts) {
      const t = ledger.transactions.find((x) => x.id === part.id)!;
      const outcome = await gatewayFor(t.gateway).refund({ orderId: order.id, transactionId: t.id, amount: part.amount, currency: t.currency });
      if (outcome.status !== "complete") throw refused("The payment gateway refused the refund.");
      const refundedAmount = t.refundedAmount + part.amount;
      await ledger.amend(t.id, { refundedAmount, ...(refundedAmount === t.amount ? { transactionType: "refund" } : {}) });
    }
    // What the refund was for, in the ledger's words ("Refund £19.80 for 1 × Engraved Water Bottle").
    await recordRefund(
      ledger,
      parts.map((part) => ({ transactionId: part.id, amount: part.amount })),
      [...changes.map(({ item, name, units }) => ({ itemId: item.id, name, quantity: units })), ...(shipping ? [SHIPPING_REFUNDED] : [])],
    );
    for (const { item, units, restock } of changes) {
      await orderStore.setLineRefunds(tx, item.id, item.refundedQuantity + units, item.restockedQuantity + (restock ? units : 0));
    }
    if (shipping) await orderStore.markShippingRefunded(tx, order.id);
    const refundedLines = changes.map(({ name, units }) => ({ name, quantity: units }));
    await recordOrderActivity(caller, order.id, "payment_refunded", refundedWords(amount, order.currency, refundedLines, shipping > 0), tx);
    // Put back in stock: units the order still holds are let go; units already shipped come back. A cancelled
    // order has let go of its units already.
    const back = orderLineStock(changes.filter((c) => c.restock).map(({ item, units }) => ({ ...item, quantity: units, restockedQuantity: 0 })));
    if (back.length && order.status !== "cancelled") {
      if (order.shipping === "fulfilled") await restockForOrder(tx, order.id, back, "increment");
      else if (order.stockHeld) await restockForOrder(tx, order.id, back, "deallocate");
    }
    return { amount, currency: order.currency, units: changes.reduce((sum, c) => sum + c.units, 0), shipping };
  });
  return stockChanged(result);
}
