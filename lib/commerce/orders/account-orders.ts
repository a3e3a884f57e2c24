// An account's orders as its account page lists them: newest first, with their total as placed.
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/storage/db";
import { orders } from "@/lib/storage/schema";

export type AccountOrderSummary = {
  id: string;
  status: string;
  payment: string;
  shipping: string;
  createdAt: Date;
  /** The order's total with tax, formatted when it was placed. */
  total?: string;
};

type StoredTotal = { with_tax?: { formatted?: string } };

export async function accountOrders(accountId: string, limit = 20): Promise<AccountOrderSummary[]> {
  const rows = await (await getDb())
    .select()
    .from(orders)
    .where(eq(orders.accountId, accountId))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    payment: row.payment,
    shipping: row.shipping,
    createdAt: row.createdAt,
    total: (row.displayPrice as StoredTotal).with_tax?.formatted,
  }));
}
