// The storefront's catalog reads, cached across shoppers with the framework's `'use cache'` and tagged `catalog`:
// every catalog write marks them stale (catalog-entry.ts), on every instance (lib/storage/use-cache/handler.mjs).
// Only what is the same for every shopper is cached, keyed by what it depends on (the currency of the prices, the
// category, the search, the sort, the page); what is a shopper's own (their cart, their currency choice, stock) is
// read per request and never cached. CATALOG_CACHE_SECONDS=0 reads everything live. docs/performance.md.
// Next registers every `'use cache'` function as a Server Function too: a POST carrying its id calls it with whatever
// arguments were sent. So each entry checks its arguments first and answers what no page sends with nothing (an
// empty list, no category), never with an error or an unbounded read.
import { z } from "zod";
import { isUnstorableText } from "@/lib/http/api/body";
import { cacheTag } from "next/cache";
import { catalogEntry, unlessCachingOff as unlessOff } from "./catalog-entry";
import {
  categoryByPath,
  categoryProducts,
  categoryFilterCounts,
  liveCatalog,
  liveProductById,
  productPageSuggestions,
  searchProducts,
  catalogCurrencyTally,
  storeNavigation,
  type Category,
  type ProductListing,
} from "@/lib/commerce/catalog/catalog-page-read";
import { sellableCurrencies } from "@/lib/commerce/catalog/sellable-currencies";
import { CURRENCIES_TAG } from "./tags";
import { cachedStoreCurrencies } from "./store-currencies";
import { PRODUCT_SORTS, type ProductSort } from "@/lib/commerce/catalog/products";
import { uuidField } from "@/lib/commerce/uuid";
import { PRICE_BANDS, priceBandOf } from "@/lib/commerce/catalog/price-bands";
import type { CategoryFilters } from "@/lib/commerce/catalog/category-filters";
import type { ProductRow } from "@/lib/commerce/catalog/products";

const code = z.string().regex(/^[A-Z]{3}$/);
const sorted = z.enum(PRODUCT_SORTS).optional();
const pageNumber = z.number().int().min(1).max(10_000);
// Text the database cannot take (a NUL, an unpaired surrogate) would fail its query: such text is no page's.
const storable = (text: string) => !isUnstorableText(text);
const words = z.string().max(500).refine(storable);
// Hierarchies' and nodes' ids are UUIDs; anything else would fail the database's comparison.
const id = uuidField();

const scope = z.union([z.strictObject({ hierarchyId: id }), z.strictObject({ nodeId: id })]);
const band = z.enum(PRICE_BANDS.map((b) => b.param)).optional();

/** What each cached read takes, as the pages call them (exported for their test). */
export const catalogReadArguments = {
  listing: z.tuple([code, sorted, pageNumber]),
  category: z.tuple([words, z.array(words).max(20)]),
  scope: z.tuple([scope, code, sorted, pageNumber, band, z.boolean()]),
  filterCounts: z.tuple([scope, code, band, z.boolean()]),
  search: z.tuple([words, code, sorted, pageNumber]),
  suggestions: z.tuple([id, code]),
};
const {
  listing: listingArguments,
  category: categoryArguments,
  scope: scopeArguments,
  filterCounts: filterCountsArguments,
  search: searchArguments,
  suggestions: suggestionsArguments,
} = catalogReadArguments;

const NO_LISTING: ProductListing = { entries: [], total: 0, page: 1, pages: 0 };

async function navigationEntry() {
  "use cache";
  catalogEntry();
  return storeNavigation();
}

async function catalogPageEntry(currency: string, sort: ProductSort | undefined, page: number) {
  "use cache";
  catalogEntry();
  if (!listingArguments.safeParse([currency, sort, page]).success) return NO_LISTING;
  return liveCatalog(currency, sort, page);
}

async function categoryEntry(hierarchy: string, path: string[]) {
  "use cache";
  catalogEntry();
  if (!categoryArguments.safeParse([hierarchy, path]).success) return undefined;
  return categoryByPath(hierarchy, path);
}

/** A category's products: keyed by its scope alone (the rest of the category is not what the list depends on). */
async function categoryProductsEntry(scope: Category["scope"], currency: string, sort: ProductSort | undefined, page: number, bandParam: string | undefined, inStock: boolean) {
  "use cache";
  // Narrowed to what is in stock, the list changes with every sale: it carries the stock tag (tags.ts).
  catalogEntry(inStock);
  if (!scopeArguments.safeParse([scope, currency, sort, page, bandParam, inStock]).success) return NO_LISTING;
  return categoryProducts({ scope }, currency, sort, page, { band: priceBandOf(bandParam), inStock });
}

/** A category's filter counts: keyed by its scope, the currency and the filters chosen; they count stock. */
async function categoryFilterCountsEntry(scope: Category["scope"], currency: string, bandParam: string | undefined, inStock: boolean) {
  "use cache";
  catalogEntry(true);
  if (!filterCountsArguments.safeParse([scope, currency, bandParam, inStock]).success) return { anyPrice: 0, bands: PRICE_BANDS.map(() => 0), inStock: 0 };
  return categoryFilterCounts({ scope }, currency, { band: priceBandOf(bandParam), inStock });
}

async function searchEntry(term: string, currency: string, sort: ProductSort | undefined, page: number) {
  "use cache";
  catalogEntry();
  if (!searchArguments.safeParse([term, currency, sort, page]).success) return NO_LISTING;
  return searchProducts(term, currency, sort, page);
}

/** A product page's suggestions: keyed by the product's id and the currency. Tagged `catalog`, so a change to a
 * product, its prices, its categories or its custom relationships (whose routes call catalogChanged) marks them stale. */
async function productSuggestionsEntry(productId: string, currency: string) {
  "use cache";
  catalogEntry();
  const parsed = suggestionsArguments.safeParse([productId, currency]);
  if (!parsed.success) return [];
  const row = await liveProductById(parsed.data[0]);
  return row ? productPageSuggestions(row, currency) : [];
}

async function readSellableCurrencies(): Promise<string[]> {
  const { enabled, defaultCurrency } = await cachedStoreCurrencies();
  return sellableCurrencies(await catalogCurrencyTally(enabled), enabled, defaultCurrency);
}

async function sellableCurrenciesEntry(): Promise<string[]> {
  "use cache";
  catalogEntry();
  cacheTag(CURRENCIES_TAG);
  return readSellableCurrencies();
}

export const cachedNavigation = unlessOff(navigationEntry, () => storeNavigation());
export const cachedCatalog = unlessOff(catalogPageEntry, liveCatalog);
export const cachedCategory = unlessOff(categoryEntry, categoryByPath);
export const cachedCategoryProducts = unlessOff(
  (category: Category, currency: string, sort: ProductSort | undefined, page: number, narrowed: CategoryFilters = {}) =>
    categoryProductsEntry(category.scope, currency, sort, page, narrowed.band?.param, narrowed.inStock === true),
  categoryProducts,
);
export const cachedCategoryFilterCounts = unlessOff(
  (category: Category, currency: string, narrowed: CategoryFilters) => categoryFilterCountsEntry(category.scope, currency, narrowed.band?.param, narrowed.inStock === true),
  categoryFilterCounts,
);
export const cachedSearch = unlessOff(searchEntry, searchProducts);
/** What a product page suggests (productPageSuggestions): live products sold in `currency`, linked ones first. */
export const cachedProductSuggestions = unlessOff(
  (row: ProductRow, currency: string) => productSuggestionsEntry(row.id, currency),
  (row: ProductRow, currency: string) => productPageSuggestions(row, currency),
);
/** The currencies the catalog can sell in, of the store's enabled ones (sellable-currencies.ts). */
export const cachedSellableCurrencies = unlessOff(sellableCurrenciesEntry, readSellableCurrencies);
