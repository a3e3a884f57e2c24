// PUT /v2/orders/{id} (administrators) and POST /v2/orders/{id}/confirm: EP's order fields that move after checkout.
// Shipping goes to `fulfilled`; an order not yet fulfilled may be `cancelled`, which voids its uncaptured
// authorizations (money already taken is given back with a refund, the merchant's decision).
import { z } from "zod";
import type { Caller } from "../auth/tokens";
import { ApiError } from "../errors";
import { gatewayFor } from "../payments/gateways";
import { changeOrderPayments } from "../payments/payment-ledger";
import { getOrder, type LoadedOrder } from "./orders";

export const updateOrderSchema = z.object({
  data: z.strictObject({
    type: z.literal("order", "The type must be order."),
    status: z.literal("cancelled", "An order's status can only be set to cancelled.").optional(),
    shipping: z.literal("fulfilled", "An order's shipping can only be set to fulfilled.").optional(),
  }),
});
export type UpdateOrder = z.output<typeof updateOrderSchema>["data"];

const refused = (detail: string) => new ApiError({ status: 422, title: "Unprocessable Entity", detail });

export async function updateOrder(caller: Caller, orderId: string, change: UpdateOrder): Promise<LoadedOrder> {
  await changeOrderPayments(caller, orderId, async (ledger) => {
    const { order } = ledger;
    if (change.status === "cancelled" && order.status !== "cancelled") {
      if (order.shipping === "fulfilled") throw refused("A fulfilled order cannot be cancelled.");
      for (const t of ledger.transactions) {
        const held = t.transactionType === "authorize" && (t.status === "complete" || t.status === "pending");
        if (!held) continue;
        await gatewayFor(t.gateway).cancel({ orderId: order.id, transactionId: t.id, amount: t.amount, currency: t.currency });
        await ledger.amend(t.id, { status: "cancelled" });
      }
      ledger.amendOrder({ status: "cancelled" });
    }
    if (change.shipping === "fulfilled" && order.shipping !== "fulfilled") {
      if (order.status === "cancelled" || change.status === "cancelled") throw refused("A cancelled order cannot be fulfilled.");
      ledger.amendOrder({ shipping: "fulfilled" });
    }
  });
  return getOrder(caller, orderId);
}

/** EP's order confirmation: a cancelled order cannot be confirmed; any other answers as it is. */
export async function confirmOrder(caller: Caller, orderId: string): Promise<LoadedOrder> {
  const loaded = await getOrder(caller, orderId);
  if (loaded.order.status === "cancelled") throw refused("Order cannot be confirmed in its current state");
  return loaded;
}
