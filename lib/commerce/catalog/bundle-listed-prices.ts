// What catalog search lists an auto-priced bundle at (price.<CUR>.float_price: its price filter, facet and sort):
// the price its page shows, its default selection's as a cart charges it (bundle-price.ts). A bundle with a price
// of its own is listed at that, as any product; one whose default selection a cart would refuse in a currency is
// listed at no price there. Worked out here, on each search that names a price, so no stored copy can go stale
// when an option's price or status changes. docs/catalog.md "Search".
import { productStore } from "@/lib/storage/catalog/product-store";
import type { BundlePrices } from "@/lib/storage/catalog/search-store";
import type { PriceMap } from "@/lib/shared/product-fields";
import { defaultSelection, type BundleProduct } from "../carts/bundle-selection";
import { bundleCatalogPrice } from "./bundle-price";
import type { ProductRow } from "./products";

/** The prices of the live option products of these bundles, by product id. */
export async function liveOptionPrices(rows: { components?: ProductRow["components"] }[]): Promise<Map<string, PriceMap>> {
  const ids = [...new Set(rows.flatMap((row) => Object.values(row.components ?? {}).flatMap((c) => c.options.map((o) => o.id))))];
  const found = await productStore.liveByIds(ids);
  return new Map(found.map((r) => [r.id, r.price]));
}

/** The listed live bundles without a price of their own, with their live options' prices. */
export async function autoPricedBundles() {
  const bundles = await productStore.autoPricedBundles();
  return { bundles, optionPrices: bundles.length ? await liveOptionPrices(bundles) : new Map<string, PriceMap>() };
}

/** What an auto-priced bundle is listed at in `currency` (its default selection's price), given its live options'
 * prices (undefined for one that is not live); undefined where a cart would refuse that selection. */
export function bundleListedPrice(bundle: BundleProduct, currency: string, optionPrice: (id: string) => PriceMap | undefined): { amount: number } | undefined {
  const liveOption = (id: string) => {
    const price = optionPrice(id);
    return price ? { id, price } : undefined;
  };
  const price = bundleCatalogPrice(bundle, defaultSelection(bundle), liveOption, currency);
  return price ? { amount: price.amount } : undefined;
}

/** Each currency's listed prices of the auto-priced bundles that have one there. */
export async function bundleListedPrices(currencies: readonly string[]): Promise<BundlePrices[]> {
  if (currencies.length === 0) return [];
  const { bundles, optionPrices } = await autoPricedBundles();
  if (bundles.length === 0) return [];
  return currencies.map((currency) => {
    const listed = bundles.flatMap((bundle) => {
      const price = bundleListedPrice(bundle, currency, (id) => optionPrices.get(id));
      return price ? [{ id: bundle.id, amount: price.amount }] : [];
    });
    return { currency, ids: listed.map((b) => b.id), amounts: listed.map((b) => b.amount) };
  });
}
