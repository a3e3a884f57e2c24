// An unpaid order does not hold stock for ever (docs/api.md "Stock"): once it has waited longer than the hold time
// (ORDER_STOCK_HOLD_MINUTES, 60 by default) without a payment, the next checkout that wants the same products
// cancels it and lets its units go. Orders another request holds locked are left for the next time. An order whose
// shopper promised to pay outside the store (a pending manual payment: record-payment.ts) keeps its units until an
// administrator records the money or voids the promise (docs/orders.md).
import type { Tx } from "@/lib/storage/db";
import { orderStore } from "@/lib/storage/orders/order-store";
import { releaseForOrder } from "../inventory/stock";
import { orderLineStock } from "./order-line-stock";
import { envNumber } from "@/lib/env/number-setting";
import { now } from "../clock";

export const stockHoldMinutes = () => envNumber("ORDER_STOCK_HOLD_MINUTES", 60);

/** Cancels the expired unpaid orders holding any of `productIds`, releasing their stock; how many. */
export async function releaseExpiredHolds(tx: Tx, productIds: string[], at: Date = now()): Promise<number> {
  if (productIds.length === 0) return 0;
  const cutoff = new Date(at.getTime() - stockHoldMinutes() * 60_000);
  const expired = await orderStore.lockExpiredHolds(tx, productIds, cutoff);
  for (const id of expired) {
    const items = await orderStore.items([id], tx);
    await releaseForOrder(tx, id, orderLineStock(items), "deallocate", "Not paid in time");
    await orderStore.cancelHold(tx, id, at);
  }
  return expired.length;
}
