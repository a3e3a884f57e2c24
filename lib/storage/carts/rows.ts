// The rows a cart is made of, as the database holds them, and what the cart store reads and writes.
// A leaf: the cart store and the carts domain both depend on these types, and they depend on nothing
// but the schema.
import type { cartCustomDiscounts, cartItems, cartItemTaxes, carts, cartShippingGroups, products, promotions } from "../schema";

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;
export type CartItemTaxRow = typeof cartItemTaxes.$inferSelect;
export type ShippingGroupRow = typeof cartShippingGroups.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type PromotionRow = typeof promotions.$inferSelect;
export type CustomDiscountRow = typeof cartCustomDiscounts.$inferSelect;

/** A promotion a cart may use, with the (lower-cased) codes of it that the cart's lines name and that still exist. */
/** A promotion as a cart's pricing sees it: its codes still in the cart and how often placed orders used it. */
export type CartPromotion = PromotionRow & { liveCodes: string[]; uses: { orders: number; customerOrders: number } };

/** What a cart's discounts are derived from besides its lines: its promotions and custom discounts. */
export type DiscountContext = { promotions: CartPromotion[]; customDiscounts: CustomDiscountRow[] };

/** A cart with everything its totals need. */
export type CartContents = {
  cart: CartRow;
  items: CartItemRow[];
  taxes: CartItemTaxRow[];
  groups: ShippingGroupRow[];
  /** Without it, lines are priced as stored (no discount recalculation). */
  discounts?: DiscountContext;
};

/** A catalog product an item names: by id or by SKU. */
export type ProductKey = { id: string } | { sku: string };

/** The live products a request named (and the option products of the bundles among them). */
/** A catalog product as an add reads it: the product and, when the store keeps its stock, the units available now. */
export type CatalogProduct = ProductRow & {
  available?: number | null;
  /** A base product with live child products (variations): a cart takes one of its children, not it. */
  hasChildren?: boolean;
};

export type Catalog = {
  byId(id: string): CatalogProduct | undefined;
  bySku(sku: string): CatalogProduct | undefined;
};

export function catalogOf(rows: CatalogProduct[]): Catalog {
  const ids = new Map(rows.map((r) => [r.id, r]));
  const skus = new Map(rows.map((r) => [r.sku, r]));
  return { byId: (id) => ids.get(id.toLowerCase()), bySku: (sku) => skus.get(sku) };
}

/** The ids and SKUs `keys` name, each once (ids in lower case, as the catalog stores them). */
export function productKeyLists(keys: ProductKey[]): { ids: string[]; skus: string[] } {
  const ids = [...new Set(keys.flatMap((k) => ("id" in k ? [k.id.toLowerCase()] : [])))];
  const skus = [...new Set(keys.flatMap((k) => ("sku" in k ? [k.sku] : [])))];
  return { ids, skus };
}
