// The bodies of EP's inventories calls, parsed at the edge.
import { z } from "zod";
import { notFound } from "../errors";
import { STOCK_ACTIONS } from "./stock-rules";

const units = z.number().int("Stock is counted in whole units.").min(0, "Stock cannot be negative.").max(1_000_000_000);
const productId = z.uuid("A product id is a UUID.");

/** POST /v2/inventories (EP's StockCreate; the id is the product's). */
export const createStockSchema = z.object({
  data: z.looseObject({ id: productId, type: z.literal("stock", "The type must be stock."), attributes: z.looseObject({ available: units.optional() }) }),
});

/** POST /v2/inventories/{product_id}: the same, with the product in the path. */
export const createStockForProductSchema = z.object({
  data: z.looseObject({ type: z.literal("stock", "The type must be stock."), attributes: z.looseObject({ available: units.optional() }) }),
});

/** PUT /v2/inventories/{product_id}: what is available now. */
export const updateStockSchema = z.object({
  data: z.looseObject({ type: z.literal("stock", "The type must be stock."), attributes: z.looseObject({ available: units }) }),
});

/** POST /v2/inventories/{product_id}/transactions. */
export const stockTransactionSchema = z.object({
  data: z.looseObject({
    type: z.literal("stock-transaction", "The type must be stock-transaction."),
    attributes: z.looseObject({
      action: z.enum(STOCK_ACTIONS, "Use increment, decrement, allocate or deallocate."),
      quantity: units.min(1, "Move at least one unit."),
    }),
  }),
});

/** The product id of an inventories path: anything that is not a product id names no stock (404). */
export function stockProductId(raw: string): string {
  if (!productId.safeParse(raw).success) throw notFound("Not Found", "No stock is kept for this product.", { id: raw });
  return raw.toLowerCase();
}
