// The admin's stock pages (/admin/stock): products with their available and allocated units, found by words in a
// name or SKU, low stock only (low-stock.ts) when asked; a product's level and its latest movements, with who moved
// it and why. Changes go through the API's own functions (stock.ts: setAvailable, createStockTransaction,
// createStock), which log the administrator and the reason.
import { z } from "zod";
import { stockStore, type ProductStockRow, type StockTransactionRow } from "@/lib/storage/inventory/stock-store";
import { ApiError, notFound } from "../errors";
import type { Uuid } from "../uuid";
import { availableStock } from "./available-stock";
import { isLowStock, LOW_STOCK } from "./low-stock";
import { recordAdministratorChange } from "../activity/administrator";
import { productWords } from "../catalog/product-words";
import type { Caller } from "../auth/tokens";
import { createStock, createStockTransaction, setAvailable, type StockActor, type WithinStockChange } from "./stock";
import type { StockAdjustForm, StockSetForm } from "./stock-request";

export const ADMIN_STOCK_PAGE_SIZE = 25;
/** How many of a product's movements its page shows, newest first. */
export const STOCK_HISTORY_SIZE = 50;

const one = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** `?q=` words, `?low=1` low stock only, `?page=` from 1; anything else is ignored. */
export const adminStockQuerySchema = z.object({
  q: z.preprocess(one, z.string().trim().max(200).optional().catch(undefined)),
  low: z.preprocess(one, z.literal("1").optional().catch(undefined)),
  page: z.preprocess(one, z.coerce.number().int().min(1).max(400).optional().catch(undefined)),
});
export type AdminStockQuery = z.output<typeof adminStockQuerySchema>;

export type AdminStockLine = { productId: string; name: string; sku: string; kept: boolean; available?: number; allocated?: number; low: boolean };

function line(row: ProductStockRow): AdminStockLine {
  if (row.total === null || row.allocated === null) return { productId: row.productId, name: row.name, sku: row.sku, kept: false, low: false };
  const available = availableStock({ total: row.total, allocated: row.allocated });
  return { productId: row.productId, name: row.name, sku: row.sku, kept: true, available, allocated: row.allocated, low: isLowStock(available) };
}

/** A page of products with their stock, by name. */
export async function adminStockList(query: AdminStockQuery) {
  const page = query.page ?? 1;
  const words = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const { rows, total } = await stockStore.productsWithStock(
    { pattern: words, availableAtMost: query.low ? LOW_STOCK : undefined },
    { limit: ADMIN_STOCK_PAGE_SIZE, offset: (page - 1) * ADMIN_STOCK_PAGE_SIZE },
  );
  return { lines: rows.map(line), total, page, pages: Math.max(1, Math.ceil(total / ADMIN_STOCK_PAGE_SIZE)) };
}

export type StockMovementLine = { id: string; action: string; quantity: number; actor: string | null; reason: string | null; orderId: string | null; at: Date };

const movement = (row: StockTransactionRow): StockMovementLine => ({
  id: row.id,
  action: row.action,
  quantity: row.quantity,
  actor: row.actor,
  reason: row.reason,
  orderId: row.orderId,
  at: row.createdAt,
});

/** A product's stock and its latest movements; 404 when there is no such product. */
export async function adminProductStock(productId: Uuid) {
  const row = await stockStore.productWithStock(productId);
  if (!row) throw notFound("Not Found", "No product with this id.", { id: productId });
  const history = row.total === null ? [] : (await stockStore.recentTransactions(row.productId, STOCK_HISTORY_SIZE)).map(movement);
  return { ...line(row), history };
}

const units = (n: number) => (n === 1 ? "1 unit" : `${n} units`);
const because = (reason: string) => (reason.trim() ? `: ${reason.trim()}` : "");

/** The record of an administrator's stock change, in its transaction: "Set stock of Ceramic Mug (SKU MUG-1) to 12: recount". */
async function stockRecord(caller: Caller | undefined, productId: string, words: (product: string) => string): Promise<WithinStockChange | undefined> {
  if (!caller) return undefined;
  const row = await stockStore.productWithStock(productId.toLowerCase());
  const product = row ? productWords(row) : "a product";
  return (executor) => recordAdministratorChange(caller, { action: "stock.change", subject: { type: "product", id: productId }, summary: words(product) }, executor);
}

/** Sets the units available (what orders hold stays held), or starts keeping the product's stock at them. */
export async function adminSetStock(productId: string, form: StockSetForm, by: StockActor, caller?: Caller) {
  const kept = await stockStore.stock(productId);
  const record = await stockRecord(caller, productId, (product) => `Set stock of ${product} to ${form.available}${because(form.reason)}`);
  return kept ? setAvailable(productId, form.available, by, record) : createStock(productId, form.available, by, record);
}

/** Adds units (an increment) or takes them away (a decrement, only from what is available). */
export async function adminAdjustStock(productId: string, form: StockAdjustForm, by: StockActor, caller?: Caller) {
  const record = await stockRecord(caller, productId, (product) =>
    form.change > 0 ? `Added ${units(form.change)} to the stock of ${product}${because(form.reason)}` : `Took ${units(-form.change)} from the stock of ${product}${because(form.reason)}`,
  );
  try {
    return await createStockTransaction(productId, form.change > 0 ? "increment" : "decrement", Math.abs(form.change), by, record);
  } catch (error) {
    // The API's refusal names its levels; the administrator reads what is available now.
    if (!(error instanceof ApiError && error.status === 400)) throw error;
    const level = await stockStore.stock(productId);
    const available = level ? availableStock(level) : 0;
    throw new ApiError({
      status: 400,
      title: "Insufficient stock",
      detail: `Only ${available === 1 ? "1 unit is" : `${available} units are`} available: you cannot take away ${-form.change}.`,
    });
  }
}
