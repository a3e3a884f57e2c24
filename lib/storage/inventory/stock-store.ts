// The stock store: how the inventory domain (lib/commerce/inventory/stock.ts) reads and writes products' stock and
// its log of movements. Every movement is decided by the domain (stock-rules.ts) on rows this store has locked, in
// one transaction: the store's own (`change`), or the caller's when another domain moves stock inside its own
// (checkout, a cancelled, shipped or refunded order: `within(tx)`, the transaction handed through untouched).
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { getDb, readTogether, type Executor, type Tx } from "../db";
import { products, stock, stockTransactions } from "../schema";
import { readsOn, type BatchedRead } from "../batched-read";
import { rowToJson, rowsFromJsonText } from "../json-rows";
import { compiledStatement, type Statement } from "../compiled-statement";
import { availableStockSql } from "./available-stock-sql";

export type StockRow = typeof stock.$inferSelect;
export type StockTransactionRow = typeof stockTransactions.$inferSelect;
export type StockLogAction = StockTransactionRow["action"];
/** Who moved stock and why, as the log records it. */
export type StockActor = { actor: string; reason: string | null };

/** A product with its stock level, if the store keeps its stock (the admin's stock list). */
export type ProductStockRow = { productId: string; name: string; sku: string; total: number | null; allocated: number | null; updatedAt: Date | null };

/** What the admin's stock list asks for: words in a name or SKU (a LIKE pattern made by the domain), and only the
 * products with at most `availableAtMost` units available (the low-stock rule's threshold, decided by the domain; the
 * comparison is bound to isLowStock by tests/api/available-stock-sql.test.ts). */
export type ProductStockQuery = { pattern?: string; availableAtMost?: number };

/** What a movement of stock reads and writes, inside one transaction. */
export type StockUnit = {
  /** The unit's transaction, for a record that must land with the movement (who did what). */
  readonly executor: Executor;
  /** Locks the products' stock rows (those that have one), in product order, so two orders locking the same
   * products cannot wait on each other. */
  lock(productIds: string[]): Promise<Map<string, StockRow>>;
  /** Saves a product's new level and logs the movements that made it, each of `quantity` units. */
  save(
    productId: string,
    level: { total: number; allocated: number; updatedAt: Date },
    log: { actions: readonly StockLogAction[]; quantity: number; orderId: string | null; by: StockActor },
  ): Promise<{ level: StockRow; log: StockTransactionRow[] }>;
  productExists(productId: string): Promise<boolean>;
  /** Starts keeping the product's stock at `total` units; undefined when it is kept already. */
  insert(productId: string, total: number): Promise<StockRow | undefined>;
  /** Logs a movement that is not a change of a kept level (the first units of new stock). */
  log(productId: string, action: StockLogAction, quantity: number, by: StockActor): Promise<void>;
};

/** A product's new level and the movements that made it, each of `quantity` units (StockUnit.save's arguments). */
export type StockSave = {
  productId: string;
  level: { total: number; allocated: number; updatedAt: Date };
  log: { actions: readonly StockLogAction[]; quantity: number; orderId: string | null; by: StockActor };
};

/** The products' stock rows (those that have one), locked in product order: StockUnit.lock as a read that can
 * travel with others in a batched transaction (a checkout's). */
export function stockLockRead(productIds: string[]): BatchedRead<Map<string, StockRow>> {
  if (productIds.length === 0) return { statement: sql`select '[]'::text as rows`, parse: () => new Map() };
  return { statement: lockStockRows({ ids: [...new Set(productIds)] }), parse: (rows) => new Map(rowsFromJsonText(stock, String(rows[0]?.rows ?? "[]")).map((row) => [row.productId, row])) };
}

const lockStockRows = compiledStatement<{ ids: string[] }>(
  () => sql`select coalesce(json_agg(r order by r.product_id), '[]')::text as rows
      from (select * from ${stock} where ${stock.productId} = any(${sql.placeholder("ids")}::uuid[]) order by ${stock.productId} for update) r`,
);

/** The statements that write `saves` (new levels and their log) in one go, for the end of a batched transaction. */
export function stockSaveStatements(saves: readonly StockSave[]): Statement[] {
  if (saves.length === 0) return [];
  const levels = saves.map(({ productId, level }) => rowToJson(stock, { productId, ...level }));
  const logs = saves.flatMap(({ productId, log }) =>
    log.actions.map((action) => rowToJson(stockTransactions, { productId, action, quantity: log.quantity, orderId: log.orderId, actor: log.by.actor, reason: log.by.reason })),
  );
  return [
    sql`update ${stock} set total = r.total, allocated = r.allocated, updated_at = r.updated_at
      from json_populate_recordset(null::stock, ${JSON.stringify(levels)}::json) r where ${stock.productId} = r.product_id`,
    sql`insert into ${stockTransactions} (product_id, action, quantity, order_id, actor, reason)
      select r.product_id, r.action, r.quantity, r.order_id, r.actor, r.reason from json_populate_recordset(null::stock_transactions, ${JSON.stringify(logs)}::json) r`,
  ];
}

function unitOf(tx: Tx): StockUnit {
  return {
    executor: tx,
    async lock(productIds) {
      const [rows] = await readsOn(tx)(stockLockRead(productIds));
      return rows;
    },
    async save(productId, level, log) {
      const [saved] = await tx.update(stock).set(level).where(eq(stock.productId, productId)).returning();
      const logged = await tx
        .insert(stockTransactions)
        .values(log.actions.map((action) => ({ productId, action, quantity: log.quantity, orderId: log.orderId, actor: log.by.actor, reason: log.by.reason })))
        .returning();
      return { level: saved, log: logged };
    },
    async productExists(productId) {
      const [row] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
      return Boolean(row);
    },
    async insert(productId, total) {
      const [row] = await tx.insert(stock).values({ productId, total }).onConflictDoNothing().returning();
      return row;
    },
    async log(productId, action, quantity, by) {
      await tx.insert(stockTransactions).values({ productId, action, quantity, actor: by.actor, reason: by.reason });
    },
  };
}

async function stockOfOn(db: Executor, productIds: string[]): Promise<Map<string, StockRow>> {
  if (productIds.length === 0) return new Map();
  const rows = await db.select().from(stock).where(inArray(stock.productId, productIds));
  return new Map(rows.map((r) => [r.productId, r]));
}

export const stockStore = {
  /** Runs `work` in a transaction of its own. */
  async change<T>(work: (unit: StockUnit) => Promise<T>): Promise<T> {
    return (await getDb()).transaction((tx) => work(unitOf(tx)));
  },

  /** The unit of the caller's transaction: the movements commit or roll back with it. */
  within(tx: Tx): StockUnit {
    return unitOf(tx);
  },

  /** Stock of the products that have it. */
  async stockOf(productIds: string[]): Promise<Map<string, StockRow>> {
    return stockOfOn(await getDb(), productIds);
  },

  async stock(productId: string): Promise<StockRow | undefined> {
    return (await stockOfOn(await getDb(), [productId])).get(productId);
  },

  async list(page: { limit: number; offset: number }): Promise<{ rows: StockRow[]; total: number }> {
    const db = await getDb();
    const [rows, [{ total }]] = await readTogether(db,
      () => db.select().from(stock).orderBy(asc(stock.productId)).limit(page.limit).offset(page.offset),
      () => db.select({ total: count() }).from(stock),
    );
    return { rows, total };
  },

  /** Products with their stock (none when it is not kept), by name: only those whose stock is kept when a most
   * available is asked. */
  async productsWithStock(query: ProductStockQuery, page: { limit: number; offset: number }): Promise<{ rows: ProductStockRow[]; total: number }> {
    const db = await getDb();
    const conditions: SQL[] = [];
    if (query.pattern !== undefined) conditions.push(or(ilike(products.name, query.pattern), ilike(products.sku, query.pattern))!);
    if (query.availableAtMost !== undefined) conditions.push(sql`${availableStockSql("stock")} <= ${query.availableAtMost}`);
    const where = conditions.length ? and(...conditions) : undefined;
    const [rows, [{ total }]] = await readTogether(db,
      () =>
        db
          .select({ productId: products.id, name: products.name, sku: products.sku, total: stock.total, allocated: stock.allocated, updatedAt: stock.updatedAt })
          .from(products)
          .leftJoin(stock, eq(stock.productId, products.id))
          .where(where)
          .orderBy(asc(products.name), asc(products.id))
          .limit(page.limit)
          .offset(page.offset),
      () => db.select({ total: count() }).from(products).leftJoin(stock, eq(stock.productId, products.id)).where(where),
    );
    return { rows, total };
  },

  /** One product with its stock (none when it is not kept). */
  async productWithStock(productId: string): Promise<ProductStockRow | undefined> {
    const [row] = await (await getDb())
      .select({ productId: products.id, name: products.name, sku: products.sku, total: stock.total, allocated: stock.allocated, updatedAt: stock.updatedAt })
      .from(products)
      .leftJoin(stock, eq(stock.productId, products.id))
      .where(eq(products.id, productId));
    return row;
  },

  /** A product's latest movements, newest first (the admin's history). */
  async recentTransactions(productId: string, limit: number): Promise<StockTransactionRow[]> {
    return (await getDb()).select().from(stockTransactions).where(eq(stockTransactions.productId, productId)).orderBy(desc(stockTransactions.createdAt), desc(stockTransactions.id)).limit(limit);
  },

  /** False when no stock was kept for the product. */
  async delete(productId: string): Promise<boolean> {
    const deleted = await (await getDb()).delete(stock).where(eq(stock.productId, productId)).returning();
    return deleted.length > 0;
  },

  /** A product's log of movements, oldest first. */
  async transactions(productId: string): Promise<StockTransactionRow[]> {
    return (await getDb()).select().from(stockTransactions).where(eq(stockTransactions.productId, productId)).orderBy(asc(stockTransactions.createdAt), asc(stockTransactions.id));
  },
};
