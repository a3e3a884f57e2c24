// What the storefront's Server Components read about a cart: never creating one (a page view does
// not make a cart), the same collection the API answers, and the names a page needs to describe
// each line (personalisation labels, bundle components and their options), found in one query.
import { cartStore } from "@/lib/storage/carts/fast-cart-store";
import { orderedComponents } from "./bundle-selection";
import { AS_STORED } from "../absolute-href";
import { itemsCollection } from "./cart-resource";

/**
 * How a page names the parts of a line: its personalisation inputs and its bundle selections
 * (components in the bundle's order, options in each component's order).
 */
export type LineProductInfo = {
  inputNames: Record<string, string>;
  components: Record<string, { name: string; options: Record<string, string> }>;
};

export type StorefrontCart = {
  collection: ReturnType<typeof itemsCollection>;
  products: Record<string, LineProductInfo>;
};

/** The number of units in a cart (promotions not counted); 0 for a cart that does not exist. */
export async function cartUnitCount(cartId: string | undefined): Promise<number> {
  if (!cartId) return 0;
  return cartStore().unitCount(cartId);
}

/**
 * What every page needs of the shopper's cart: how many units it holds and, once it has lines, its currency
 * (fixed by its first line, cart-currency.ts): then every price the storefront shows is in it.
 */
export async function cartSummary(cartId: string | undefined): Promise<{ units: number; currency?: string }> {
  if (!cartId) return { units: 0 };
  const [row, units] = await Promise.all([cartStore().row(cartId), cartStore().unitCount(cartId)]);
  return units > 0 && row?.currency ? { units, currency: row.currency } : { units };
}

/** The account a cart is tied to (null for a guest's cart), or undefined when there is no such cart. */
export async function cartAccountId(cartId: string): Promise<string | null | undefined> {
  const row = await cartStore().row(cartId);
  return row ? (row.accountId ?? null) : undefined;
}

/** The cart as the cart page shows it, or undefined when there is no such cart. */
export async function storefrontCart(cartId: string | undefined): Promise<StorefrontCart | undefined> {
  if (!cartId) return undefined;
  const view = await cartStore().read(cartId, { create: false });
  if (!view) return undefined;
  const ids = view.items.flatMap((item) => (item.productId ? [item.productId] : []));
  const products = await lineProductInfo(ids);
  return { collection: itemsCollection(view, AS_STORED), products };
}

/** The names a page needs to describe lines of these products (live ones; others are shown by their keys). */
export async function lineProductInfo(productIds: string[]): Promise<Record<string, LineProductInfo>> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return {};
  const catalog = await cartStore().catalog(ids.map((id) => ({ id })));
  const products: Record<string, LineProductInfo> = {};
  for (const id of ids) {
    const product = catalog.byId(id);
    if (!product) continue;
    products[id] = {
      inputNames: Object.fromEntries(Object.entries(product.customInputs ?? {}).map(([key, def]) => [key, def.name || key])),
      components: Object.fromEntries(
        orderedComponents(product.components ?? {}).map(([key, component]) => [
          key,
          {
            name: component.name,
            options: Object.fromEntries(component.options.map((o) => [o.id, catalog.byId(o.id)?.name ?? "A product no longer sold"])),
          },
        ]),
      ),
    };
  }
  return products;
}
