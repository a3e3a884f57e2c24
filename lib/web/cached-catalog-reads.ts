// The storefront's catalog reads, cached across shoppers with the framework's `'use cache'` and tagged `catalog`:
// every catalog write marks them stale (lib/http/catalog-cache.ts), on every instance (lib/storage/use-cache-handler.mjs).
// Only what is the same for every shopper is cached, keyed by what it depends on (the currency of the prices, the
// category, the search, the sort, the page); what is a shopper's own (their cart, their currency choice, stock) is
// read per request and never cached. CATALOG_CACHE_SECONDS=0 reads everything live. docs/performance.md.
import { catalogEntry, unlessCachingOff as unlessOff } from "@/lib/http/catalog-cache";
import {
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

async function navigationEntry() {
  "use cache";
  catalogEntry();
  return storeNavigation();
}

async function catalogPageEntry(currency: string, sort: ProductSort | undefined, page: number) {
  "use cache";
  catalogEntry();
  return liveCatalog(currency, sort, page);
}

async function categoryEntry(hierarchy: string, path: string[]) {
  "use cache";
  catalogEntry();
  return categoryByPath(hierarchy, path);
}

async function categoryProductsEntry(category: Category, currency: string, sort: ProductSort | undefined, page: number) {
  "use cache";
  catalogEntry();
  return categoryProducts(category, currency, sort, page);
}

async function searchEntry(term: string, currency: string, sort: ProductSort | undefined, page: number) {
  "use cache";
  catalogEntry();
  return searchProducts(term, currency, sort, page);
}

const readSellableCurrencies = async (): Promise<string[]> => sellableCurrencies(await catalogCurrencyTally(STORE_CURRENCIES), STORE_CURRENCIES);

async function sellableCurrenciesEntry(): Promise<string[]> {
  "use cache";
  catalogEntry();
  return readSellableCurrencies();
}

export const cachedNavigation = unlessOff(navigationEntry, () => storeNavigation());
export const cachedCatalog = unlessOff(catalogPageEntry, liveCatalog);
export const cachedCategory = unlessOff(categoryEntry, categoryByPath);
export const cachedCategoryProducts = unlessOff(categoryProductsEntry, categoryProducts);
export const cachedSearch = unlessOff(searchEntry, searchProducts);
/** The currencies the catalog can sell in, of those the storefront knows (sellable-currencies.ts). */
export const cachedSellableCurrencies = unlessOff(sellableCurrenciesEntry, readSellableCurrencies);
