// What the storefront shows of stock: the units a shopper can still buy, for products whose stock is kept.
import { getDb } from "@/lib/storage/db";
import { stockOf } from "./stock";
import { available } from "./stock-rules";

/** Units available now, or undefined when the store does not keep stock of the product. */
export async function availableUnits(productId: string): Promise<number | undefined> {
  const row = (await stockOf(await getDb(), [productId])).get(productId);
  return row ? available(row) : undefined;
}

/** Few enough left to say so. */
export const LOW_STOCK = 5;
