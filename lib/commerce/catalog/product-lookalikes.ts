// Each product's name and SKU are kept with what they read as (product_lookalike_keys: lookalike-key.ts), so that
// a shopper's custom item is compared with the whole catalog by one indexed lookup (the cart store's
// productLookalikes). Whatever writes a name or SKU keeps its keys in the same transaction (the product store's
// create and update, a build of child products, each given lookalikeKey); products written otherwise (set-based
// SQL, or before the keys existed) or keyed from another name are keyed by keyProducts, which every server runs at
// start and the seeds run when they finish.
import { productStore } from "@/lib/storage/catalog/product-store";
import { lookalikeKey } from "./lookalike-key";

/** Keys the products that have no keys, or keys of another name or SKU, a batch at a time in id order; returns how many. */
export async function keyProducts(): Promise<number> {
  return productStore.keyUnkeyed(lookalikeKey);
}
