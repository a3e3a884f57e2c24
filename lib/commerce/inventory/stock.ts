// Stock of products (EP's inventories, docs/api.md "Stock"): the API's reads and writes, and what checkout, a
// cancelled order and a shipped order do to it. Every movement locks the product's stock row, applies
// stock-rules.ts and logs a stock transaction, in one database transaction (the stock store's, or the caller's
// handed through as an opaque Tx): so 50 checkouts racing for the last 10 units make exactly 10 orders.
import { STOCK_TAG, expireCacheTags } from "@/lib/cache/tags";
import type { Executor, Tx } from "@/lib/storage/db";
import { stockLockRead, stockStore, type StockActor, type StockRow, type StockSave, type StockTransactionRow, type StockUnit } from "@/lib/storage/inventory/stock-store";
import { actorName } from "../activity/activity";
import type { Caller } from "../auth/tokens";
import { now } from "../clock";
import { ApiError, notFound } from "../errors";
import type { Page } from "../page";
import { availableStock } from "./available-stock";
import { insufficientStock, stockAfter, type StockAction, type StockMovement } from "./stock-rules";

export type { StockActor, StockRow, StockTransactionRow };

/** Who moved stock through the API (the movement's `actor`), with no reason given. */
export const BY_API: StockActor = { actor: "API", reason: null };

/** A staff member in the admin pages (by name, as every record of who did what names them: actorName) and their reason. */
export const byAdministrator = (caller: Caller, reason: string | null): StockActor => ({ actor: actorName(caller), reason: reason || null });

/** An order's movements: the order, and what it did. */
const byOrder = (orderId: string, reason: string): StockActor => ({ actor: `order ${orderId}`, reason });

const stockNotFound = (productId: string) => notFound("Not Found", "No stock is kept for this product.", { id: productId });

/** Moves a locked row's stock by the rule, or throws `refuse()` when there is not enough to move; logs it. */
/** A locked row's stock moved by the rule, as the save that writes it, or `refuse()` when there is not enough to move. */
function plannedMove(row: StockRow, movement: StockMovement, quantity: number, orderId: string | null, by: StockActor, refuse: () => ApiError): StockSave {
  const after = stockAfter(row, movement, quantity);
  if (!after) throw refuse();
  // A shipment is logged as EP's two movements: the hold let go, the units gone.
  const actions = movement === "ship" ? (["deallocate", "decrement"] as const) : [movement];
  return { productId: row.productId, level: { ...after, updatedAt: now() }, log: { actions, quantity, orderId, by } };
}

async function move(unit: StockUnit, row: StockRow, movement: StockMovement, quantity: number, orderId: string | null, by: StockActor, refuse: () => ApiError) {
  const { productId, level, log } = plannedMove(row, movement, quantity, orderId, by, refuse);
  return unit.save(productId, level, log);
}

/** A stock change has committed: the cached catalog answers that show stock are computed again from now on, on every
 * instance (lib/cache/tags.ts). Checkouts and order changes, which move stock inside their own transactions,
 * call it once those commit. */
export function stockChanged<T>(result: T): T {
  expireCacheTags([STOCK_TAG]);
  return result;
}

// ---- The API ----------------------------------------------------------------------------------

/** What else lands in a stock change's transaction (the admin's record of who did what), with the level after it. */
export type WithinStockChange = (executor: Executor, level: StockRow) => Promise<unknown>;

export async function createStock(productId: string, availableUnits: number, by: StockActor = BY_API, within?: WithinStockChange): Promise<StockRow> {
  return stockChanged(
    await stockStore.change(async (unit) => {
      if (!(await unit.productExists(productId))) throw notFound("Not Found", "No product with this id.", { id: productId });
      const row = await unit.insert(productId, availableUnits);
      if (!row) throw new ApiError({ status: 409, title: "Conflict", detail: "Stock is already kept for this product; change it with PUT.", meta: { id: productId } });
      if (availableUnits > 0) await unit.log(productId, "increment", availableUnits, by);
      await within?.(unit.executor, row);
      return row;
    }),
  );
}

export async function getStock(productId: string): Promise<StockRow> {
  const row = await stockStore.stock(productId);
  if (!row) throw stockNotFound(productId);
  return row;
}

/** The stock of several products (POST /v2/inventories/multiple), in the order asked, each once; a product whose
 * stock is not kept is left out, as EP leaves it out. */
export async function stockOfProducts(productIds: string[]): Promise<StockRow[]> {
  const wanted = [...new Set(productIds.map((id) => id.toLowerCase()))];
  const rows = await stockStore.stockOf(wanted);
  return wanted.flatMap((id) => rows.get(id) ?? []);
}

export async function listStock(page: Page): Promise<{ rows: StockRow[]; total: number }> {
  return stockStore.list(page);
}

/** PUT: sets what is available; what is held for orders stays held. */
export async function setAvailable(productId: string, availableUnits: number, by: StockActor = BY_API, within?: WithinStockChange): Promise<StockRow> {
  return stockChanged(
    await stockStore.change(async (unit) => {
      const row = (await unit.lock([productId])).get(productId);
      if (!row) throw stockNotFound(productId);
      const change = availableUnits - availableStock(row);
      const level = change === 0 ? row : (await move(unit, row, change > 0 ? "increment" : "decrement", Math.abs(change), null, by, () => stockNotFound(productId))).level;
      await within?.(unit.executor, level);
      return level;
    }),
  );
}

/**
 * Inside a product's save (the caller's transaction): the units available become `availableUnits`, the stock
 * counted from then on when it was not. `shown` is what the form showed: typed back unchanged, the level is left as
 * it now is (orders may have moved it since the form was read). The caller calls stockChanged once it commits.
 */
export async function keepAvailableWithin(tx: Tx, productId: string, availableUnits: number, shown: number | undefined, by: StockActor): Promise<void> {
  const unit = stockStore.within(tx);
  const row = (await unit.lock([productId])).get(productId);
  if (!row) {
    await unit.insert(productId, availableUnits);
    if (availableUnits > 0) await unit.log(productId, "increment", availableUnits, by);
    return;
  }
  if (availableUnits === shown) return;
  const change = availableUnits - availableStock(row);
  if (change !== 0) await move(unit, row, change > 0 ? "increment" : "decrement", Math.abs(change), null, by, () => stockNotFound(productId));
}

export async function deleteStock(productId: string): Promise<void> {
  if (!(await stockStore.delete(productId))) throw stockNotFound(productId);
  stockChanged(undefined);
}

export async function createStockTransaction(
  productId: string,
  action: StockAction,
  quantity: number,
  by: StockActor = BY_API,
  within?: WithinStockChange,
): Promise<StockTransactionRow> {
  return stockChanged(
    await stockStore.change(async (unit) => {
      const row = (await unit.lock([productId])).get(productId);
      if (!row) throw stockNotFound(productId);
      const { log, level } = await move(unit, row, action, quantity, null, by, () => insufficientStock({ id: productId }, { action, quantity, level: row }));
      await within?.(unit.executor, level);
      return log[0];
    }),
  );
}

export async function listStockTransactions(productId: string): Promise<StockTransactionRow[]> {
  await getStock(productId);
  return stockStore.transactions(productId);
}

export async function getStockTransaction(productId: string, transactionId: string): Promise<StockTransactionRow> {
  const found = (await listStockTransactions(productId)).find((t) => t.id === transactionId.toLowerCase());
  if (!found) throw notFound("Not Found", "No such stock transaction.", { id: transactionId });
  return found;
}

// ---- Orders: inside the order's own transaction -------------------------------------------------

export type OrderLineStock = { productId: string; quantity: number; name?: string; sku?: string };

/** The stock rows of `productIds` (those whose stock is kept), locked: what checkout allocates from. */
export const stockRowsRead = (productIds: string[]) => stockLockRead(productIds);

/**
 * Checkout: each managed product's units allocated to the order, from its row locked by stockRowsRead, as the saves
 * the order's placement writes; any shortfall refuses the whole checkout.
 */
export function allocationSaves(orderId: string, lines: OrderLineStock[], rows: ReadonlyMap<string, StockRow>): StockSave[] {
  const wanted = new Map<string, OrderLineStock>();
  for (const line of lines) {
    const seen = wanted.get(line.productId);
    wanted.set(line.productId, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
  }
  return [...rows]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([productId, row]) => {
      const line = wanted.get(productId);
      if (!line) return [];
      return [plannedMove(row, "allocate", line.quantity, orderId, byOrder(orderId, "Checkout"), () => insufficientStock({ id: productId, name: line.name, sku: line.sku }, "check out"))];
    });
}

/** Units refunded and put back in stock: still held (not shipped) they are let go; shipped, they come back. */
export async function restockForOrder(tx: Tx, orderId: string, lines: OrderLineStock[], how: "deallocate" | "increment"): Promise<void> {
  const unit = stockStore.within(tx);
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  const rows = await unit.lock([...units.keys()]);
  for (const [productId, row] of rows) {
    // Stock set lower by hand since checkout: let go of no more than is still held.
    const quantity = how === "deallocate" ? Math.min(units.get(productId)!, row.allocated) : units.get(productId)!;
    const reason = how === "deallocate" ? "Refunded before shipping" : "Refunded and put back in stock";
    if (quantity > 0) await move(unit, row, how, quantity, orderId, byOrder(orderId, reason), () => stockNotFound(productId));
  }
}

/** A cancelled order lets its units go; a shipped one takes them out of the store. */
export async function releaseForOrder(
  tx: Tx,
  orderId: string,
  lines: OrderLineStock[],
  how: "deallocate" | "ship",
  reason = how === "ship" ? "Order shipped" : "Order cancelled",
): Promise<void> {
  const unit = stockStore.within(tx);
  const held = new Map<string, number>();
  for (const line of lines) held.set(line.productId, (held.get(line.productId) ?? 0) + line.quantity);
  const rows = await unit.lock([...held.keys()]);
  for (const [productId, row] of rows) {
    // Stock set lower by hand since checkout: let go of what is still held.
    const quantity = Math.min(held.get(productId)!, row.allocated);
    if (quantity > 0) await move(unit, row, how, quantity, orderId, byOrder(orderId, reason), () => stockNotFound(productId));
  }
}
