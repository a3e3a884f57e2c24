// A shopper's custom item may not pass for a catalog product: its sku may not be a product's sku, nor its
// name a product's name (letter case and surrounding spaces aside). Custom items stay open to shoppers
// (they price them, and the store verifies the price), but one that looks like a product would let a
// shopper sell themselves the product at any price. Administrators may add any custom item.
import type { Caller } from "@/lib/commerce/auth/tokens";
import { ApiError } from "../errors";

export type CatalogNames = { skus: Set<string>; names: Set<string> };

export const normalisedName = (name: string) => name.trim().toLowerCase();

/** Whether this caller's custom items are checked against the catalog (everyone's but an administrator's). */
export const checksCustomItems = (caller: Caller) => caller.grant !== "client_credentials";

/** Refuses (422) a custom item whose sku or name is a catalog product's. */
export function assertNotACatalogProduct(item: { sku?: string; name: string }, catalog: CatalogNames, source: string): void {
  if (item.sku !== undefined && catalog.skus.has(item.sku)) {
    throw new ApiError({
      status: 422,
      title: "Custom item is a catalog product",
      detail: `The SKU ${item.sku} belongs to a catalog product: add the product itself (type cart_item), or give the custom item a SKU of its own.`,
      source: `${source}.sku`,
      meta: { value: item.sku },
    });
  }
  if (catalog.names.has(normalisedName(item.name))) {
    throw new ApiError({
      status: 422,
      title: "Custom item is a catalog product",
      detail: `"${item.name}" is the name of a catalog product: add the product itself (type cart_item), or name the custom item differently.`,
      source: `${source}.name`,
      meta: { value: item.name },
    });
  }
}
