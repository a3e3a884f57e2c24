// Stock of products (EP's inventories, docs/api.md "Stock"): the API's reads and writes, and what checkout, a
// cancelled order and a shipped order do to it. Every movement locks the product's stock row, applies
// stock-rules.ts and logs a stock transaction, in the caller's database transaction: so 50 checkouts racing for the
// last 10 units make exactly 10 orders.
import { asc, count, eq, inArray } from "drizzle-orm";
import { ApiError, notFound } from "../errors";
import type { Page } from "../page";
import { nextCatalogGeneration } from "@/lib/storage/catalog-generation";
import { getDb, readTogether, type Executor, type Tx } from "@/lib/storage/db";
import { products, stock, stockTransactions } from "@/lib/storage/schema";
import { insufficientStock, stockAfter, type StockAction, type StockMovement } from "./stock-rules";

export type StockRow = typeof stock.$inferSelect;
export type StockTransactionRow = typeof stockTransactions.$inferSelect;

const stockNotFound = (productId: string) => notFound("Not Found", "No stock is kept for this product.", { id: productId });

async function lockStock(tx: Tx, productIds: string[]): Promise<Map<string, StockRow>> {
  if (productIds.length === 0) return new Map();
  // In one order, so two orders locking the same products cannot wait on each other.
  const rows = await tx.select().from(stock).where(inArray(stock.productId, productIds)).orderBy(asc(stock.productId)).for("update");
  return new Map(rows.map((r) => [r.productId, r]));
}

async function move(tx: Tx, row: StockRow, movement: StockMovement, quantity: number, orderId: string | null, refuse: () => ApiError) {
  const after = stockAfter(row, movement, quantity);
  if (!after) throw refuse();
  const [saved] = await tx
    .update(stock)
    .set({ ...after, updatedAt: new Date() })
    .where(eq(stock.productId, row.productId))
    .returning();
  // A shipment is logged as EP's two movements: the hold let go, the units gone.
  const logged = movement === "ship" ? (["deallocate", "decrement"] as const) : [movement];
  const log = await tx.insert(stockTransactions).values(logged.map((action) => ({ productId: row.productId, action, quantity, orderId }))).returning();
  return { level: saved, log };
}

/** A stock change has committed: product pages kept for shoppers show it from now on (lib/http/page-cache.ts).
 * Checkouts and order changes, which move stock inside their own transactions, call it once those commit. */
export function stockChanged<T>(result: T): T {
  nextCatalogGeneration();
  return result;
}

// ---- The API ----------------------------------------------------------------------------------

async function productExists(db: Executor, productId: string): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  return Boolean(row);
}

export async function createStock(productId: string, availableUnits: number): Promise<StockRow> {
  const db = await getDb();
  return stockChanged(await db.transaction(async (tx) => {
    if (!(await productExists(tx, productId))) throw notFound("Not Found", "No product with this id.", { id: productId });
    const [row] = await tx.insert(stock).values({ productId, total: availableUnits }).onConflictDoNothing().returning();
    if (!row) throw new ApiError({ status: 409, title: "Conflict", detail: "Stock is already kept for this product; change it with PUT.", meta: { id: productId } });
    if (availableUnits > 0) await tx.insert(stockTransactions).values({ productId, action: "increment", quantity: availableUnits });
    return row;
  }));
}

export async function getStock(productId: string): Promise<StockRow> {
  const [row] = await (await getDb()).select().from(stock).where(eq(stock.productId, productId));
  if (!row) throw stockNotFound(productId);
  return row;
}

/** Stock of the products that have it (the catalog's `meta.stock`, the storefront's availability). */
export async function stockOf(db: Executor, productIds: string[]): Promise<Map<string, StockRow>> {
  if (productIds.length === 0) return new Map();
  const rows = await db.select().from(stock).where(inArray(stock.productId, productIds));
  return new Map(rows.map((r) => [r.productId, r]));
}

export async function listStock(page: Page): Promise<{ rows: StockRow[]; total: number }> {
  const db = await getDb();
  const [rows, [{ total }]] = await readTogether(db,
    () => db.select().from(stock).orderBy(asc(stock.productId)).limit(page.limit).offset(page.offset),
    () => db.select({ total: count() }).from(stock),
  );
  return { rows, total };
}

/** PUT: sets what is available; what is held for orders stays held. */
export async function setAvailable(productId: string, availableUnits: number): Promise<StockRow> {
  const db = await getDb();
  return stockChanged(
    await db.transaction(async (tx) => {
      const row = (await lockStock(tx, [productId])).get(productId);
      if (!row) throw stockNotFound(productId);
      const change = availableUnits - (row.total - row.allocated);
      if (change === 0) return row;
      return (await move(tx, row, change > 0 ? "increment" : "decrement", Math.abs(change), null, () => stockNotFound(productId))).level;
    }),
  );
}

export async function deleteStock(productId: string): Promise<void> {
  const deleted = await (await getDb()).delete(stock).where(eq(stock.productId, productId)).returning();
  if (deleted.length === 0) throw stockNotFound(productId);
  stockChanged(undefined);
}

export async function createStockTransaction(productId: string, action: StockAction, quantity: number): Promise<StockTransactionRow> {
  const db = await getDb();
  return stockChanged(
    await db.transaction(async (tx) => {
      const row = (await lockStock(tx, [productId])).get(productId);
      if (!row) throw stockNotFound(productId);
      const { log } = await move(tx, row, action, quantity, null, () => insufficientStock({ id: productId }, { action, quantity, level: row }));
      return log[0];
    }),
  );
}

export async function listStockTransactions(productId: string): Promise<StockTransactionRow[]> {
  await getStock(productId);
  return (await getDb()).select().from(stockTransactions).where(eq(stockTransactions.productId, productId)).orderBy(asc(stockTransactions.createdAt), asc(stockTransactions.id));
}

export async function getStockTransaction(productId: string, transactionId: string): Promise<StockTransactionRow> {
  const found = (await listStockTransactions(productId)).find((t) => t.id === transactionId.toLowerCase());
  if (!found) throw notFound("Not Found", "No such stock transaction.", { id: transactionId });
  return found;
}

// ---- Orders -----------------------------------------------------------------------------------

export type OrderLineStock = { productId: string; quantity: number; name?: string; sku?: string };

/** Checkout: allocates each managed product's units to the order; any shortfall refuses the whole checkout. */
export async function allocateForOrder(tx: Tx, orderId: string, lines: OrderLineStock[]): Promise<boolean> {
  const wanted = new Map<string, OrderLineStock>();
  for (const line of lines) {
    const seen = wanted.get(line.productId);
    wanted.set(line.productId, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
  }
  const rows = await lockStock(tx, [...wanted.keys()]);
  for (const [productId, row] of [...rows].sort(([a], [b]) => a.localeCompare(b))) {
    const line = wanted.get(productId)!;
    await move(tx, row, "allocate", line.quantity, orderId, () => insufficientStock({ id: productId, name: line.name, sku: line.sku }, "check out"));
  }
  return rows.size > 0;
}

/** Units refunded and put back in stock: still held (not shipped) they are let go; shipped, they come back. */
export async function restockForOrder(tx: Tx, orderId: string, lines: OrderLineStock[], how: "deallocate" | "increment"): Promise<void> {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  const rows = await lockStock(tx, [...units.keys()]);
  for (const [productId, row] of rows) {
    // Stock set lower by hand since checkout: let go of no more than is still held.
    const quantity = how === "deallocate" ? Math.min(units.get(productId)!, row.allocated) : units.get(productId)!;
    if (quantity > 0) await move(tx, row, how, quantity, orderId, () => stockNotFound(productId));
  }
}

/** A cancelled order lets its units go; a shipped one takes them out of the store. */
export async function releaseForOrder(tx: Tx, orderId: string, lines: OrderLineStock[], how: "deallocate" | "ship"): Promise<void> {
  const held = new Map<string, number>();
  for (const line of lines) held.set(line.productId, (held.get(line.productId) ?? 0) + line.quantity);
  const rows = await lockStock(tx, [...held.keys()]);
  for (const [productId, row] of rows) {
    // Stock set lower by hand since checkout: let go of what is still held.
    const quantity = Math.min(held.get(productId)!, row.allocated);
    if (quantity > 0) await move(tx, row, how, quantity, orderId, () => stockNotFound(productId));
  }
}
