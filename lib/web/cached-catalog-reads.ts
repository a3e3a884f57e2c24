// The storefront's catalog reads, cached across shoppers by Next's data cache and marked stale by every catalog
// write through /pcm (lib/http/catalog-cache.ts). Only what is the same for every shopper is cached, keyed by what
// it depends on (the currency of the prices, the category, the search, the sort, the page); what is a shopper's
// own (their cart, their currency choice, stock) is read per request and never cached. docs/catalog.md "Caching".
import { unstable_cache } from "next/cache";
import { CATALOG_TAG, catalogCacheSeconds } from "@/lib/http/catalog-cache";
import {
  catalogDatabase,
  categoryByPath,
  categoryProducts,
  liveCatalog,
  searchProducts,
  catalogCurrencyTally,
  storeNavigation,
  type Category,
} from "@/lib/commerce/catalog/storefront";
import { sellableCurrencies } from "@/lib/commerce/catalog/sellable-currencies";
import { STORE_CURRENCIES } from "./currencies";
import type { ProductSort } from "@/lib/commerce/catalog/products";

/** `read` cached under `key`, the database's identity and its arguments, or as it is when CATALOG_CACHE_SECONDS=0.
 * Next keeps its data cache on disk across restarts: keyed by the database, a server started on another database
 * (a test run, a reseeded store) never reads the entries of the last one. */
function cached<Args extends unknown[], Result>(read: (...args: Args) => Promise<Result>, key: string): (...args: Args) => Promise<Result> {
  const seconds = catalogCacheSeconds();
  if (seconds === 0) return read;
  const keyed = unstable_cache((_database: string, ...args: Args) => read(...args), [key], { tags: [CATALOG_TAG], revalidate: seconds });
  return async (...args: Args) => keyed(await catalogDatabase(), ...args);
}

export const cachedNavigation = cached(() => storeNavigation(), "catalog-navigation");
export const cachedCatalog = cached((currency: string, sort: ProductSort | undefined, page: number) => liveCatalog(currency, sort, page), "catalog-home");
export const cachedCategory = cached((hierarchy: string, path: string[]) => categoryByPath(hierarchy, path), "catalog-category");
export const cachedCategoryProducts = cached(
  (category: Category, currency: string, sort: ProductSort | undefined, page: number) => categoryProducts(category, currency, sort, page),
  "catalog-category-products",
);
export const cachedSearch = cached(
  (term: string, currency: string, sort: ProductSort | undefined, page: number) => searchProducts(term, currency, sort, page),
  "catalog-search",
);
/** The currencies the catalog can sell in, of those the storefront knows (sellable-currencies.ts). */
export const cachedSellableCurrencies = cached(
  async (): Promise<string[]> => sellableCurrencies(await catalogCurrencyTally(STORE_CURRENCIES), STORE_CURRENCIES),
  "catalog-currencies",
);
