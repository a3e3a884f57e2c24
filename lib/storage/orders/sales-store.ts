// The sales the dashboard counts (lib/commerce/orders/sales-summary.ts decides what counts), grouped by the store's
// day (midnight to midnight in its time zone: AT TIME ZONE, the zone checked by the domain) and currency: the orders placed (by status), the money that moved (taken by the store, given back by refunds, by the
// day it moved), and the orders still waiting for their money. Nothing is judged here: cancelled orders come back
// as a group of their own, and the domain leaves them out.
import { and, gte, inArray, lt, ne, sql } from "drizzle-orm";
import { getDb } from "../db";
import { orderRefunds, orders, orderTransactions } from "../schema";

/** Orders of one day (in the store's zone), currency and status. */
export type DailySalesRow = {
  /** The UTC day they were placed, YYYY-MM-DD. */
  day: string;
  currency: string;
  status: string;
  orders: number;
  /** The sum of their totals with tax, in minor units of `currency`. */
  total: number;
};

/** Money that moved on one day in one currency, minor units. */
export type DailyMoneyRow = { day: string; currency: string; received: number; refunded: number };

/** Orders not cancelled whose money has not all come, per currency: how many, and what they still owe. */
export type AwaitingPaymentRow = { currency: string; orders: number; owed: number };

export type SalesStore = {
  /** Orders placed from `from` (inclusive) to `before` (exclusive), grouped by `zone`'s day, currency and status. */
  dailySales(from: Date, before: Date, zone: string): Promise<DailySalesRow[]>;
  /** Money taken (complete purchases and captures, by when it was taken) and refunded (by when), in the window, by `zone`'s day. */
  dailyMoney(from: Date, before: Date, zone: string): Promise<DailyMoneyRow[]>;
  /** Every open order with `payment` among `payments`, whenever placed. */
  awaitingPayment(payments: readonly string[]): Promise<AwaitingPaymentRow[]>;
};

/** The local day of a timestamp in `zone` (an IANA name), YYYY-MM-DD. */
const dayOf = (column: unknown, zone: string) => sql<string>`to_char(${column} at time zone ${zone}::text, 'YYYY-MM-DD')`;
// The zone is a bound parameter, so the day is grouped by its place in the select list (the first column): the same
// expression with a second parameter would not be the select's.
const firstColumn = sql`1`;
const orderTotal = sql`(${orders.displayPrice} -> 'with_tax' ->> 'amount')::bigint`;
const balanceOwing = sql`coalesce((${orders.displayPrice} -> 'balance_owing' ->> 'amount')::bigint, ${orderTotal})`;
// A sum of bigints is numeric: read as text, so no driver rounds it.
const sumText = (value: unknown) => sql<string>`coalesce(sum(${value}), 0)::text`;

const sqlSalesStore: SalesStore = {
  async dailySales(from, before, zone) {
    const placedDay = dayOf(orders.createdAt, zone);
    const rows = await (await getDb())
      .select({ day: placedDay, currency: orders.currency, status: orders.status, orders: sql<number>`count(*)::int`, total: sumText(orderTotal) })
      .from(orders)
      .where(and(gte(orders.createdAt, from), lt(orders.createdAt, before)))
      .groupBy(firstColumn, orders.currency, orders.status);
    return rows.map((row) => ({ ...row, orders: Number(row.orders), total: Number(row.total) }));
  },

  async dailyMoney(from, before, zone) {
    const db = await getDb();
    const takenDay = dayOf(orderTransactions.moneyTakenAt, zone);
    const refundDay = dayOf(orderRefunds.createdAt, zone);
    const [taken, given] = await Promise.all([
      db
        .select({ day: takenDay, currency: orderTransactions.currency, amount: sumText(orderTransactions.amount) })
        .from(orderTransactions)
        .where(and(gte(orderTransactions.moneyTakenAt, from), lt(orderTransactions.moneyTakenAt, before)))
        .groupBy(firstColumn, orderTransactions.currency),
      db
        .select({ day: refundDay, currency: orderRefunds.currency, amount: sumText(orderRefunds.amount) })
        .from(orderRefunds)
        .where(and(gte(orderRefunds.createdAt, from), lt(orderRefunds.createdAt, before)))
        .groupBy(firstColumn, orderRefunds.currency),
    ]);
    const rows = new Map<string, DailyMoneyRow>();
    const at = (day: string, currency: string) => {
      const key = `${day} ${currency}`;
      if (!rows.has(key)) rows.set(key, { day, currency, received: 0, refunded: 0 });
      return rows.get(key)!;
    };
    for (const row of taken) at(row.day, row.currency).received += Number(row.amount);
    for (const row of given) at(row.day, row.currency).refunded += Number(row.amount);
    return [...rows.values()];
  },

  async awaitingPayment(payments) {
    const rows = await (await getDb())
      .select({ currency: orders.currency, orders: sql<number>`count(*)::int`, owed: sumText(balanceOwing) })
      .from(orders)
      .where(and(ne(orders.status, "cancelled"), inArray(orders.payment, [...payments])))
      .groupBy(orders.currency);
    return rows.map((row) => ({ currency: row.currency, orders: Number(row.orders), owed: Number(row.owed) }));
  },
};

export function salesStore(): SalesStore {
  return sqlSalesStore;
}
