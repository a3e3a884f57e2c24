// The bodies of EP's inventories calls, parsed at the edge.
import { z } from "zod";
import { notFound } from "../errors";
import { STOCK_ACTIONS } from "./stock-rules";
import { uuidField } from "@/lib/commerce/uuid";

const units = z.number().int("Stock is counted in whole units.").min(0, "Stock cannot be negative.").max(1_000_000_000);
const productId = uuidField("A product id is a UUID.");

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

/** The most products POST /v2/inventories/multiple reads at once: a page of a catalog list (EP's pages go to 100). */
export const MULTIPLE_STOCK_MAX = 100;

/** POST /v2/inventories/multiple: the products whose stock to read (EP's MultipleProducts). */
export const multipleStockSchema = z.object({
  data: z
    .array(z.looseObject({ id: productId, type: z.literal("stock", "The type must be stock.").optional() }), "data is a list of products: [{\"id\": …}]")
    .max(MULTIPLE_STOCK_MAX, `Ask for the stock of at most ${MULTIPLE_STOCK_MAX} products at once.`),
});

/** The product id of an inventories path: anything that is not a product id names no stock (404). */
export function stockProductId(raw: string): string {
  if (!productId.safeParse(raw).success) throw notFound("Not Found", "No stock is kept for this product.", { id: raw });
  return raw.toLowerCase();
}

// ---- The admin's stock forms (/admin/stock/{product id}): the same units as the API's ----

const reason = z.string().trim().max(500, "Keep the reason under 500 characters.");

/** A whole number typed in a form (blank is refused, not 0). */
const typedWhole = (message: string) => z.string(message).trim().min(1, message).transform(Number).pipe(z.number(message).int("Stock is counted in whole units."));

/** Set what is available (PUT /v2/inventories/{product_id}'s `available`), with an optional reason. */
export const stockSetFormSchema = z.object({
  available: typedWhole("Enter the units available, such as 12.").pipe(units),
  reason: reason.default(""),
});

/** Add or take away units (a stock transaction, increment or decrement), with the reason, which is required. */
export const stockAdjustFormSchema = z.object({
  change: typedWhole("Enter a number of units, such as 5 or -2.").pipe(
    z.number().min(-1_000_000_000).max(1_000_000_000).refine((n) => n !== 0, "Enter a number of units other than 0: more to add, minus to take away."),
  ),
  reason: reason.min(1, "Say why the stock changes, such as “Delivery from the supplier” or “Damaged”."),
});

export type StockSetForm = z.output<typeof stockSetFormSchema>;
export type StockAdjustForm = z.output<typeof stockAdjustFormSchema>;
