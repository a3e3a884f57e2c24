// The order store: how the orders domain (lib/commerce/orders) and the domains that change orders (payments,
// e-mail, checkout) read and write orders and their lines. The domain sees rows (rows.ts), never SQL. A change
// that must be atomic runs in `transaction`, whose handle the domain only passes back to store calls (and to the
// other stores joining the same transaction: stock, subscriptions, the outbox).
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { getDb, readTogether, type Executor, type Tx } from "../db";
import { readsOn, type BatchedRead } from "../batched-read";
import { shapedStatement } from "../compiled-statement";
import { orderItems, orders, orderTransactions } from "../schema";
import type { AnonymizedFields, OrderFilter, OrderItemRow, OrderRow, OrderScope, PageWindow } from "./rows";
import { withParsedLines } from "./order-line";

export type LoadedOrderRows = { order: OrderRow; items: OrderItemRow[] };

export type LapseCutoffs = { productIds?: string[]; holdCutoff: Date; promiseCutoff: Date; limit?: number };
/** A lapsed order: whether its shopper promised to pay outside the store, whether it holds stock. */
export type LapsedOrder = { id: string; promised: boolean; stockHeld: boolean };

/** The twin of isPaymentPromise (lib/commerce/payments/record-payment.ts): a pending manual payment of the order. */
// The order's id written out whole: in a select list Drizzle writes a column of a one-table query without its table,
// which inside this subquery would name the transaction's own id.
const PROMISED = sql<boolean>`exists (select 1 from ${orderTransactions} t where t.order_id = "orders"."id" and t.gateway = 'manual' and t.status = 'pending')`;
const OPEN_UNPAID = and(eq(orders.payment, "unpaid"), eq(orders.status, "incomplete"));

export type OrderStore = {
  /** Runs `work` in one database transaction; its handle goes only to store calls. */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /** The order with this (lower-case) id; in `executor`'s transaction when given. */
  order(id: string, executor?: Executor): Promise<OrderRow | undefined>;
  /** The lines of these orders, by order then position. */
  items(orderIds: string[], executor?: Executor): Promise<OrderItemRow[]>;
  /** Orders of the scope, newest first, with their lines, and how many the filter keeps in all. */
  list(scope: OrderScope, page: PageWindow, filter: OrderFilter): Promise<{ orders: LoadedOrderRows[]; total: number }>;
  /** How many orders of the whole store the filter keeps. */
  count(filter: OrderFilter): Promise<number>;
  /**
   * Locks (skipping orders another request holds) the unpaid, incomplete orders that have lapsed (expired-holds.ts):
   * holding stock, placed before `holdCutoff` and without a pending manual payment (a promise to pay); or with such a
   * promise and placed before `promiseCutoff`. Only those with lines of `productIds` when given; oldest first, at
   * most `limit`.
   */
  lockLapsedOrders(tx: Tx, lapse: LapseCutoffs): Promise<LapsedOrder[]>;
  /** The same lock as a read, to travel with others in a batched transaction (a checkout's). */
  lapsedOrdersRead(lapse: LapseCutoffs): BatchedRead<LapsedOrder[]>;
  /** The order is cancelled and holds no stock. */
  cancelHold(tx: Tx, orderId: string, at: Date): Promise<void>;
  /** Its promises to pay outside the store (pending manual payments) are cancelled. */
  cancelPaymentPromises(tx: Tx, orderId: string, at: Date): Promise<void>;
  /**
   * How many open unpaid orders (unpaid, incomplete) placed since `since` came from the address (when given) and
   * how many are for the e-mail (any case); each key's count is serialised by a lock held until `tx` ends, so
   * checkouts racing on any instance count each other.
   */
  openUnpaidCounts(tx: Tx, shopper: { placedFrom?: string; email: string }, since: Date): Promise<{ byAddress: number; byEmail: number }>;
  /** A line's refunded and restocked units. */
  setLineRefunds(tx: Tx, itemId: string, refundedQuantity: number, restockedQuantity: number): Promise<void>;
  markShippingRefunded(tx: Tx, orderId: string): Promise<void>;
  /** These orders, locked until `tx` ends (in id order, so that two such locks never wait on each other). */
  lockOrders(tx: Tx, orderIds: string[]): Promise<OrderRow[]>;
  /** An order's personal data as the domain erased it (order-anonymity.ts). */
  saveAnonymized(tx: Tx, orderId: string, erased: AnonymizedFields): Promise<OrderRow>;
};

const orderEmail = sql`lower(${orders.customer}->>'email')`;

const scopeWhere = (scope: OrderScope): SQL | undefined => {
  if (scope.kind === "customer") return eq(orderEmail, scope.email.toLowerCase());
  if (scope.kind === "all") return undefined;
  const own = eq(orders.accountId, scope.accountId);
  return scope.guestEmail === undefined ? own : or(own, and(isNull(orders.accountId), eq(orderEmail, scope.guestEmail.toLowerCase())));
};

const filterWhere = (scope: OrderScope, filter: OrderFilter): SQL | undefined =>
  and(
    scopeWhere(scope),
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.payment ? eq(orders.payment, filter.payment) : undefined,
    filter.payments ? inArray(orders.payment, [...filter.payments]) : undefined,
    filter.shipping ? eq(orders.shipping, filter.shipping) : undefined,
    filter.notCancelled ? ne(orders.status, "cancelled") : undefined,
    filter.placedFrom ? gte(orders.createdAt, filter.placedFrom) : undefined,
    filter.placedBefore ? lt(orders.createdAt, filter.placedBefore) : undefined,
    filter.guestEmail !== undefined ? and(isNull(orders.accountId), eq(orderEmail, filter.guestEmail.toLowerCase())) : undefined,
    filter.search ? searchWhere(filter.search) : undefined,
  );

/** The admin's search: a number by its unique index, a SKU by order_items_sku_idx, words by a bounded ILIKE scan. */
const searchWhere = (search: NonNullable<OrderFilter["search"]>): SQL | undefined =>
  or(
    search.number !== undefined ? eq(orders.number, search.number) : undefined,
    search.contains !== undefined
      ? or(sql`${orders.customer}->>'name' ilike ${search.contains}`, sql`${orders.customer}->>'email' ilike ${search.contains}`)
      : undefined,
    sql`${orders.id} in (select ${orderItems.orderId} from ${orderItems} where lower(${orderItems.cartItem}->>'sku') = ${search.sku})`,
  );

async function items(orderIds: string[], executor?: Executor): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  const db = executor ?? (await getDb());
  return withParsedLines(await db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.orderId), asc(orderItems.position)));
}

/**
 * Open unpaid orders past their time (holding any of the products, when `holding`), locked, oldest first. Prepared,
 * and its plan's shape is fixed by the query itself (docs/performance.md "The lapsed orders read"): the orders that may
 * have lapsed are gathered first (materialized), from two small sets each with its partial index (the orders holding
 * stock placed before the hold cutoff: orders_holding_idx; the orders with a promise to pay:
 * order_transactions_promises_idx); then each is looked up by its id (a lateral subquery: nothing else can drive the
 * join), checked and locked. The constants that pick those two indexes are literals, so the generic plan matches
 * them to the indexes' predicates.
 * (Any plan free to walk the unpaid orders by when they were placed, as one did without statistics, visits every
 * unpaid order, and those that hold no stock and promised nothing never lapse.)
 */
const lapsedOrdersStatement = shapedStatement<{ holding: boolean }, { productIds: string[]; holdCutoff: string; promiseCutoff: string; limit: number }>(
  ({ holding }) => (holding ? "holding" : "any"),
  ({ holding }) => {
    // tests/api/order-stores.test.ts holds PROMISED to isPaymentPromise.
    const holdingProducts = holding
      ? sql`and exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.productId} = any(${sql.placeholder("productIds")}::uuid[]))`
      : sql``;
    // OPEN_UNPAID's values are parameters, which matters here: a partial index on exactly "unpaid and incomplete"
    // (there are three) would otherwise be as good as any other to the planner of a table without statistics, and it
    // walked one, whole, for every candidate.
    return sql`with may_have_lapsed as materialized (
        select ${orders.id} from ${orders}
         where ${orders.stockHeld} and ${orders.createdAt} < ${sql.placeholder("holdCutoff")}::timestamptz and ${OPEN_UNPAID}
        union
        select t.order_id from ${orderTransactions} t where t.gateway = 'manual' and t.status = 'pending'
      )
      select coalesce(json_agg(json_build_object('id', r.id, 'promised', r.promised, 'stock_held', r.stock_held)), '[]')::text as rows from (
        select lapsed.* from may_have_lapsed cross join lateral (
          select ${orders.id}, ${PROMISED} as promised, ${orders.stockHeld}, ${orders.createdAt}
            from ${orders}
           where ${orders.id} = may_have_lapsed.id and ${OPEN_UNPAID} ${holdingProducts}
             and ((${orders.stockHeld} and ${orders.createdAt} < ${sql.placeholder("holdCutoff")}::timestamptz and not ${PROMISED})
               or (${orders.createdAt} < ${sql.placeholder("promiseCutoff")}::timestamptz and ${PROMISED}))
             for update of ${orders} skip locked
        ) lapsed
        order by lapsed.created_at, lapsed.id
        limit ${sql.placeholder("limit")}) r`;
  },
);

export const orderStore: OrderStore = {
  async transaction(work) {
    return (await getDb()).transaction(work);
  },

  async order(id, executor) {
    const [order] = await (executor ?? (await getDb())).select().from(orders).where(eq(orders.id, id));
    return order;
  },

  items,

  async list(scope, page, filter) {
    const db = await getDb();
    const where = filterWhere(scope, filter);
    const [rows, [{ total }]] = await readTogether(db,
      () => db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(page.limit).offset(page.offset),
      () => db.select({ total: count() }).from(orders).where(where),
    );
    const lines = await items(rows.map((r) => r.id), db);
    return { orders: rows.map((order) => ({ order, items: lines.filter((i) => i.orderId === order.id) })), total };
  },

  async count(filter) {
    const [{ total }] = await (await getDb()).select({ total: count() }).from(orders).where(filterWhere({ kind: "all" }, filter));
    return total;
  },

  async lockLapsedOrders(tx, lapse) {
    const [lapsed] = await readsOn(tx)(this.lapsedOrdersRead(lapse));
    return lapsed;
  },

  lapsedOrdersRead({ productIds, holdCutoff, promiseCutoff, limit = 1000 }) {
    if (productIds && productIds.length === 0) return { statement: sql`select '[]'::text as rows`, parse: () => [] };
    const values = { productIds: productIds ?? [], holdCutoff: holdCutoff.toISOString(), promiseCutoff: promiseCutoff.toISOString(), limit };
    return {
      statement: lapsedOrdersStatement({ holding: productIds !== undefined }, values),
      parse: (rows) =>
        (JSON.parse(String(rows[0]?.rows ?? "[]")) as { id: string; promised: boolean; stock_held: boolean }[]).map((row) => ({
          id: row.id,
          promised: Boolean(row.promised),
          stockHeld: Boolean(row.stock_held),
        })),
    };
  },

  async cancelHold(tx, orderId, at) {
    await tx.update(orders).set({ status: "cancelled", stockHeld: false, updatedAt: at }).where(eq(orders.id, orderId));
  },

  async cancelPaymentPromises(tx, orderId, at) {
    await tx
      .update(orderTransactions)
      .set({ status: "cancelled", updatedAt: at })
      .where(and(eq(orderTransactions.orderId, orderId), eq(orderTransactions.gateway, "manual"), eq(orderTransactions.status, "pending")));
  },

  async openUnpaidCounts(tx, { placedFrom, email }, since) {
    const address = placedFrom ? `unpaid-orders:from:${placedFrom}` : undefined;
    const mailbox = `unpaid-orders:email:${email.toLowerCase()}`;
    // Sorted, so two checkouts taking both locks never wait on each other crosswise.
    for (const key of [address, mailbox].filter((k): k is string => k !== undefined).sort()) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    }
    const counted = (where: SQL) => tx.select({ n: count() }).from(orders).where(and(OPEN_UNPAID, gte(orders.createdAt, since), where));
    const [byEmail] = await counted(sql`lower(${orders.customer}->>'email') = ${email.toLowerCase()}`);
    const [byAddress] = placedFrom ? await counted(eq(orders.placedFrom, placedFrom)) : [{ n: 0 }];
    return { byAddress: byAddress.n, byEmail: byEmail.n };
  },

  async setLineRefunds(tx, itemId, refundedQuantity, restockedQuantity) {
    await tx.update(orderItems).set({ refundedQuantity, restockedQuantity }).where(eq(orderItems.id, itemId));
  },
  async markShippingRefunded(tx, orderId) {
    await tx.update(orders).set({ shippingRefunded: true }).where(eq(orders.id, orderId));
  },

  async lockOrders(tx, orderIds) {
    if (orderIds.length === 0) return [];
    return tx.select().from(orders).where(inArray(orders.id, orderIds)).orderBy(asc(orders.id)).for("update");
  },

  async saveAnonymized(tx, orderId, erased) {
    const [saved] = await tx.update(orders).set(erased).where(eq(orders.id, orderId)).returning();
    return saved;
  },
};
