// The stock store: how the inventory domain (lib/commerce/inventory/stock.ts) reads and writes products' stock and
// its log of movements. Every movement is decided by the domain (stock-rules.ts) on rows this store has locked, in
// one transaction: the store's own (`change`), or the caller's when another domain moves stock inside its own
// (checkout, a cancelled, shipped or refunded order: `within(tx)`, the transaction handed through untouched).
import { asc, count, eq, inArray } from "drizzle-orm";
import { getDb, readTogether, type Executor, type Tx } from "../db";
import { products, stock, stockTransactions } from "../schema";

export type StockRow = typeof stock.$inferSelect;
export type StockTransactionRow = typeof stockTransactions.$inferSelect;
export type StockLogAction = StockTransactionRow["action"];

/** What a movement of stock reads and writes, inside one transaction. */
export type StockUnit = {
  /** Locks the products' stock rows (those that have one), in product order, so two orders locking the same
   * products cannot wait on each other. */
  lock(productIds: string[]): Promise<Map<string, StockRow>>;
  /** Saves a product's new level and logs the movements that made it, each of `quantity` units. */
  save(
    productId: string,
    level: { total: number; allocated: number; updatedAt: Date },
    log: { actions: readonly StockLogAction[]; quantity: number; orderId: string | null },
  ): Promise<{ level: StockRow; log: StockTransactionRow[] }>;
  productExists(productId: string): Promise<boolean>;
  /** Starts keeping the product's stock at `total` units; undefined when it is kept already. */
  insert(productId: string, total: number): Promise<StockRow | undefined>;
  /** Logs a movement that is not a change of a kept level (the first units of new stock). */
  log(productId: string, action: StockLogAction, quantity: number): Promise<void>;
};

function unitOf(tx: Tx): StockUnit {
  return {
    async lock(productIds) {
      if (productIds.length === 0) return new Map();
      const rows = await tx.select().from(stock).where(inArray(stock.productId, productIds)).orderBy(asc(stock.productId)).for("update");
      return new Map(rows.map((r) => [r.productId, r]));
    },
    async save(productId, level, log) {
      const [saved] = await tx.update(stock).set(level).where(eq(stock.productId, productId)).returning();
      const logged = await tx
        .insert(stockTransactions)
        .values(log.actions.map((action) => ({ productId, action, quantity: log.quantity, orderId: log.orderId })))
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
    async log(productId, action, quantity) {
      await tx.insert(stockTransactions).values({ productId, action, quantity });
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

export type StockStore = typeof stockStore;
