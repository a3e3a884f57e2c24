// The sales the dashboard counts (lib/commerce/orders/sales-summary.ts decides what counts): orders placed in a
// time window, grouped by the UTC day they were placed, their currency and their status, with how many there are
// and the sum of their totals (the order's display_price.with_tax, minor units). Nothing is judged here: cancelled
// orders come back as a group of their own, and the domain leaves them out.
import { and, gte, lt, sql } from "drizzle-orm";
import { getDb } from "../db";
import { orders } from "../schema";

/** Orders of one UTC day, currency and status. */
export type DailySalesRow = {
  /** The UTC day they were placed, YYYY-MM-DD. */
  day: string;
  currency: string;
  status: string;
  orders: number;
  /** The sum of their totals with tax, in minor units of `currency`. */
  total: number;
};

export type SalesStore = {
  /** Orders placed from `from` (inclusive) to `before` (exclusive), grouped by UTC day, currency and status. */
  dailySales(from: Date, before: Date): Promise<DailySalesRow[]>;
};

const utcDay = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
const orderTotal = sql`(${orders.displayPrice} -> 'with_tax' ->> 'amount')::bigint`;

const sqlSalesStore: SalesStore = {
  async dailySales(from, before) {
    const rows = await (await getDb())
      .select({
        day: utcDay,
        currency: orders.currency,
        status: orders.status,
        orders: sql<number>`count(*)::int`,
        // A sum of bigints is numeric: read as text, so no driver rounds it.
        total: sql<string>`coalesce(sum(${orderTotal}), 0)::text`,
      })
      .from(orders)
      .where(and(gte(orders.createdAt, from), lt(orders.createdAt, before)))
      .groupBy(utcDay, orders.currency, orders.status);
    return rows.map((row) => ({ ...row, orders: Number(row.orders), total: Number(row.total) }));
  },
};

export function salesStore(): SalesStore {
  return sqlSalesStore;
}
