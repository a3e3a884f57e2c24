// A shopper's custom item may not pass for a catalog product: its sku may not read as a product's sku, nor its
// name as a product's name. "Reads as" is the look-alike key (catalog/lookalike-key.ts): case, whitespace runs,
// invisible characters, dashes and confusable letters of other scripts make no difference, so `skillet-26`,
// `Cast  Iron Skillet` or a Cyrillic `а` in it are the product's. Custom items stay open to shoppers (they
// price them, and the store verifies the price), but one that looks like a product would let a shopper sell
// themselves the product at any price. Administrators may add any custom item.
import type { Caller } from "@/lib/commerce/auth/tokens";
import { lookalikeKey } from "../catalog/lookalike-key";
import { ApiError } from "../errors";

/** The look-alike keys of the catalog's SKUs and names that a custom item's could match. */
export type CatalogLookalikes = { skuKeys: Set<string>; nameKeys: Set<string> };

/** Whether this caller's custom items are checked against the catalog (everyone's but an administrator's). */
export const checksCustomItems = (caller: Caller) => caller.grant !== "client_credentials";

/** Refuses (422) a custom item whose sku or name reads as a catalog product's. */
export function assertNotACatalogProduct(item: { sku?: string; name: string }, catalog: CatalogLookalikes, source: string): void {
  if (item.sku !== undefined && catalog.skuKeys.has(lookalikeKey(item.sku))) {
    throw new ApiError({
      status: 422,
      title: "Custom item is a catalog product",
      detail: `The SKU ${item.sku} reads as a catalog product's: add the product itself (type cart_item), or give the custom item a SKU of its own.`,
      source: `${source}.sku`,
      meta: { value: item.sku },
    });
  }
  if (catalog.nameKeys.has(lookalikeKey(item.name))) {
    throw new ApiError({
      status: 422,
      title: "Custom item is a catalog product",
      detail: `"${item.name}" reads as the name of a catalog product: add the product itself (type cart_item), or name the custom item differently.`,
      source: `${source}.name`,
      meta: { value: item.name },
    });
  }
}
