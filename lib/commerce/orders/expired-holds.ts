// An unpaid order does not hold stock for ever (docs/api.md "Stock"): once it has waited longer than the hold time
// (ORDER_STOCK_HOLD_MINUTES, 60 by default) without a payment, the next checkout that wants the same products
// cancels it and lets its units go. Orders another request holds locked are left for the next time. An order whose
// shopper promised to pay outside the store (a pending manual payment: record-payment.ts) keeps its units until an
// administrator records the money or voids the promise (docs/orders.md).
import { and, eq, inArray, lt, notExists } from "drizzle-orm";
import type { Tx } from "@/lib/storage/db";
import { orderItems, orders, orderTransactions } from "@/lib/storage/schema";
import { releaseForOrder } from "../inventory/stock";
import { orderLineStock } from "./order-line-stock";
import { envNumber } from "@/lib/env/number-setting";

export const stockHoldMinutes = () => envNumber("ORDER_STOCK_HOLD_MINUTES", 60);

/** Cancels the expired unpaid orders holding any of `productIds`, releasing their stock; how many. */
export async function releaseExpiredHolds(tx: Tx, productIds: string[], now = new Date()): Promise<number> {
  if (productIds.length === 0) return 0;
  const cutoff = new Date(now.getTime() - stockHoldMinutes() * 60_000);
  const holding = tx.select({ id: orderItems.orderId }).from(orderItems).where(inArray(orderItems.productId, productIds));
  const expired = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.stockHeld, true),
        eq(orders.payment, "unpaid"),
        eq(orders.status, "incomplete"),
        lt(orders.createdAt, cutoff),
        inArray(orders.id, holding),
        // The twin of isPaymentPromise (record-payment.ts): a pending manual payment.
        notExists(
          tx
            .select({ id: orderTransactions.id })
            .from(orderTransactions)
            .where(and(eq(orderTransactions.orderId, orders.id), eq(orderTransactions.gateway, "manual"), eq(orderTransactions.status, "pending"))),
        ),
      ),
    )
    .orderBy(orders.id)
    .for("update", { skipLocked: true });
  for (const { id } of expired) {
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, id));
    await releaseForOrder(tx, id, orderLineStock(items), "deallocate");
    await tx.update(orders).set({ status: "cancelled", stockHeld: false, updatedAt: now }).where(eq(orders.id, id));
  }
  return expired.length;
}
