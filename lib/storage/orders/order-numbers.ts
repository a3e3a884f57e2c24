// The store's order numbers: one counter row, bumped inside the checkout's own transaction. The row's lock orders
// concurrent checkouts (on every instance, since the lock is the database's), and a checkout that rolls back takes
// its number back with it, so the numbers are consecutive with no gaps (docs/orders.md "Order numbers").
import { sql } from "drizzle-orm";
import type { Tx } from "../db";
import { orderNumberCounter } from "../schema";

/** The next order number, taken in `tx`: the counter stays locked until `tx` ends. */
export async function takeOrderNumber(tx: Tx): Promise<number> {
  const [row] = await tx
    .update(orderNumberCounter)
    .set({ lastNumber: sql`${orderNumberCounter.lastNumber} + 1` })
    .where(sql`${orderNumberCounter.id} = 'orders'`)
    .returning({ number: orderNumberCounter.lastNumber });
  if (!row) throw new Error("The order number counter is missing (migration 0017 makes it).");
  return row.number;
}
