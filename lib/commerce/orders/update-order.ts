// PUT /v2/orders/{id} (administrators) and POST /v2/orders/{id}/confirm: EP's order fields that move after checkout.
// Shipping goes to `fulfilled` (the units it held leave the store's stock); an order not yet fulfilled may be
// `cancelled`, which lets its stock go and voids its uncaptured authorizations (money already taken is given back
// with a refund, the merchant's decision).
import { z } from "zod";
import type { Caller } from "../auth/tokens";
import { ApiError } from "../errors";
import { gatewayFor } from "../payments/gateways";
import { changeOrderPayments, type Ledger } from "../payments/payment-ledger";
import { voidable } from "../payments/transaction-rules";
import { releaseForOrder, stockChanged } from "../inventory/stock";
import { orderStore } from "@/lib/storage/orders/order-store";
import type { OrderShipment } from "@/lib/storage/orders/rows";
import { getOrder, type LoadedOrder } from "./orders";
import { orderLineStock } from "./order-line-stock";
import { cancelledWords, recordOrderActivity, shippedWords } from "./order-activity";
import { orderCancelledByStore } from "../email/order-notices";
import { isGoodsLine } from "@/lib/shared/goods-line";
import type { Uuid } from "../uuid";

export const updateOrderSchema = z.object({
  data: z.strictObject({
    type: z.literal("order", "The type must be order."),
    status: z.literal("cancelled", "An order's status can only be set to cancelled.").optional(),
    shipping: z.literal("fulfilled", "An order's shipping can only be set to fulfilled.").optional(),
  }),
});
export type UpdateOrder = z.output<typeof updateOrderSchema>["data"];

const heldLines = async ({ tx, order }: Ledger) => orderLineStock(await orderStore.items([order.id], tx));

const refused = (detail: string) => new ApiError({ status: 422, title: "Unprocessable Entity", detail });

/** What a change may say besides EP's fields: how it left (ship-order.ts), why it was cancelled (the admin's form). */
export type UpdateDetails = { shipment?: OrderShipment; reason?: string };

export async function updateOrder(caller: Caller, orderId: Uuid, change: UpdateOrder, { shipment, reason }: UpdateDetails = {}): Promise<LoadedOrder> {
  await changeOrderPayments(caller, orderId, async (ledger) => {
    const { order } = ledger;
    if (change.status === "cancelled" && order.status !== "cancelled") {
      if (order.shipping === "fulfilled") throw refused("A fulfilled order cannot be cancelled.");
      for (const t of ledger.transactions) {
        if (t.transactionType !== "authorize" || !voidable(t)) continue;
        await gatewayFor(t.gateway).cancel({ orderId: order.id, transactionId: t.id, amount: t.amount, currency: t.currency });
        await ledger.amend(t.id, { status: "cancelled" });
      }
      if (order.stockHeld) await releaseForOrder(ledger.tx, order.id, await heldLines(ledger), "deallocate");
      ledger.amendOrder({ status: "cancelled", stockHeld: false });
      // The shopper is told, with the reason when one was given; the store's log says who cancelled it.
      ledger.tell(orderCancelledByStore(order.id, reason));
      await recordOrderActivity(caller, order.id, "order_cancelled", cancelledWords(reason), ledger.tx);
    }
    if (change.shipping === "fulfilled" && order.shipping !== "fulfilled") {
      if (change.status === "cancelled") throw refused("A cancelled order cannot be fulfilled.");
      await fulfilOrder(caller, ledger, shipment);
    }
  });
  // A cancelled or shipped order's units moved: shown from now on.
  stockChanged(undefined);
  return getOrder(caller, orderId);
}

/**
 * The order leaves: shipping `fulfilled`, the units it held taken from the stock, the shipment recorded, the
 * store's log told; the shipping e-mail follows from the change (changeOrderPayments). One rule for the admin's
 * "Mark as shipped" (ship-order.ts), PUT /v2/orders/{id} and a 3PL's tracking (order-shipping-group-change.ts).
 */
export async function fulfilOrder(caller: Caller, ledger: Ledger, shipment?: OrderShipment): Promise<void> {
  const { order } = ledger;
  if (order.status === "cancelled") throw refused("A cancelled order cannot be fulfilled.");
  if (order.stockHeld) await releaseForOrder(ledger.tx, order.id, await heldLines(ledger), "ship");
  ledger.amendOrder({ shipping: "fulfilled", stockHeld: false, ...(shipment ? { shipment } : {}) });
  const units = (await orderStore.items([order.id], ledger.tx)).filter(isGoodsLine).reduce((sum, item) => sum + item.quantity, 0);
  await recordOrderActivity(caller, order.id, "order_shipped", shippedWords(units, shipment), ledger.tx);
}

/** EP's order confirmation: a cancelled order cannot be confirmed; any other answers as it is. */
export async function confirmOrder(caller: Caller, orderId: Uuid): Promise<LoadedOrder> {
  const loaded = await getOrder(caller, orderId);
  if (loaded.order.status === "cancelled") throw refused("Order cannot be confirmed in its current state");
  return loaded;
}
