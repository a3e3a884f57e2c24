// What the storefront's Server Components read: the live catalog with prices for one currency.
import { productStore } from "@/lib/storage/catalog/product-store";
import type { ProductScope } from "@/lib/storage/catalog/product-rows";
import type { PriceMap } from "@/lib/shared/product-fields";
import { formatMoney } from "../money";
import { catalogAvailability, findProduct, listProducts, type ProductRow, type ProductSort } from "./products";
import { variationFacts } from "./variations";
import { runSearch } from "./search/search-engine";
import { storefrontSearch, type SearchRequest } from "./search/search-request";
import type { FilterNode } from "./search/filter-by";
import { PRICE_BANDS, priceBandFilter } from "./price-bands";
import type { CategoryFilters } from "./category-filters";
import type { VariationMeta } from "./variation-matrix";
import { sellableIn, type CurrencyTally } from "./sellable-currencies";
import { autoPricedBundles, bundleListedPrice, liveOptionPrices } from "./bundle-listed-prices";
import { liveLinkedProducts } from "./custom-relationships";
import { relatedFirst } from "./related-first";
import { productCategoryIds } from "./store-navigation";

export type CatalogEntry = {
  id: string;
  name: string;
  slug: string;
  description: string;
  imageHref?: string;
  isBundle: boolean;
  /** A base product whose size, colour… is chosen on its page. */
  hasVariations?: boolean;
  /** Minor units in the requested currency; undefined when the product has no price in it. */
  amount?: number;
  formatted?: string;
  /** Whether it can be bought in the requested currency (a bundle: whether its options can fill it, sellable-currencies.ts). */
  sellable: boolean;
};

export function catalogEntry(row: ProductRow, currency: string, optionPrice?: (id: string) => PriceMap | undefined): CatalogEntry {
  // An auto-priced bundle shows its default selection's price, as its page and catalog search list it.
  const price = row.price[currency] ?? (row.components && optionPrice ? bundleListedPrice(row, currency, optionPrice) : undefined);
  return {
    sellable: sellableIn(row, currency, optionPrice),
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    imageHref: row.image?.href,
    isBundle: Boolean(row.components),
    ...(price ? { amount: price.amount, formatted: formatMoney(price.amount, currency) } : {}),
  };
}

/** The products a storefront list shows: base products and plain ones (children are chosen on their base's page). */
async function entries(rows: ProductRow[], currency: string): Promise<CatalogEntry[]> {
  const facts = await variationFacts(rows, { liveOnly: true });
  const options = await liveOptionPrices(rows);
  return rows.map((row) => ({
    ...catalogEntry(row, currency, (id) => options.get(id)),
    ...(facts.get(row.id)?.kind === "parent" ? { hasVariations: true } : {}),
  }));
}

/**
 * How much of the live catalog (the products its lists show: plain and base products and bundles) can be bought
 * in each of `currencies`: what sellableCurrencies decides the currency switch from.
 */
export async function catalogCurrencyTally(currencies: readonly string[]): Promise<CurrencyTally> {
  const counts = await productStore.listedCounts(currencies);
  const sellable: Record<string, number> = Object.fromEntries(currencies.map((currency, i) => [currency, counts.priced[i]]));
  // Auto-priced bundles have no price of their own: each can be bought where its options can fill it.
  const { bundles, optionPrices: options } = await autoPricedBundles();
  for (const bundle of bundles) {
    for (const currency of currencies) if (sellableIn(bundle, currency, (id) => options.get(id))) sellable[currency] += 1;
  }
  return { products: counts.products, sellable };
}

/** The whole shop, a page at a time. */
export async function liveCatalog(currency: string, sort: ProductSort | undefined, page: number): Promise<ProductListing> {
  return listing(page, currency, sort);
}

export const STOREFRONT_PAGE_SIZE = 12;
export type ProductListing = { entries: CatalogEntry[]; total: number; page: number; pages: number };

async function listing(page: number, currency: string, sort: ProductSort | undefined, scope?: ProductScope): Promise<ProductListing> {
  const offset = (Math.max(1, page) - 1) * STOREFRONT_PAGE_SIZE;
  const { rows, total } = await listProducts({ limit: STOREFRONT_PAGE_SIZE, offset }, { liveOnly: true, withoutChildren: true, scope, sort, currency });
  return { entries: await entries(rows, currency), total, page, pages: Math.max(1, Math.ceil(total / STOREFRONT_PAGE_SIZE)) };
}

import type { Category } from "./store-navigation";
import { storedUuid, type Uuid } from "../uuid";
export {
  categoryByPath,
  categoryTrailOf,
  productCategoryIds,
  storeNavigation,
  type Category,
  type Crumb,
  type Navigation,
  type NavigationNode,
} from "./store-navigation";

/** A category's products (its sub-categories' too), through the catalog search engine: EP's storefront's category
 * pages are catalog searches as well (docs/catalog.md "Search"). */
export async function categoryProducts(
  category: Pick<Category, "scope">,
  currency: string,
  sort: ProductSort | undefined,
  page: number,
  narrowed: CategoryFilters = {},
): Promise<ProductListing> {
  return searched(storefrontSearch("*", currency, sort, page, STOREFRONT_PAGE_SIZE, categoryFilter(category, currency, narrowed)), currency);
}

function categoryFilter(category: Pick<Category, "scope">, currency: string, { band, inStock }: CategoryFilters): FilterNode {
  const items: FilterNode[] = [{ kind: "scope", scope: category.scope }];
  if (band) items.push(priceBandFilter(band, currency));
  if (inStock) items.push({ kind: "in_stock" });
  return items.length === 1 ? items[0] : { kind: "and", items };
}

/** How many of a category's products the featured collection reads to find `count` it can show. */
const FEATURED_READ = 24;

/**
 * The home page's featured collection: the first `count` of a category's live products (its sub-categories' too), in
 * its page's order, that can be bought in `currency`; the rest are left out (the collection shows what sells here).
 */
export async function featuredProducts(category: Pick<Category, "scope">, currency: string, count: number): Promise<CatalogEntry[]> {
  const { entries: listed } = await searched(storefrontSearch("*", currency, undefined, 1, FEATURED_READ, categoryFilter(category, currency, {})), currency);
  return listed.filter((entry) => entry.sellable).slice(0, count);
}

/** How many products each choice of a category page's filters would show, as a facet counts: each filter's choices
 * counted with the other filters as they are (the bands with "in stock" if chosen; "in stock" within the band). */
export type CategoryFilterCounts = { anyPrice: number; bands: number[]; inStock: number };

export async function categoryFilterCounts(category: Pick<Category, "scope">, currency: string, narrowed: CategoryFilters): Promise<CategoryFilterCounts> {
  const count = async (filters: CategoryFilters) => (await runSearch(storefrontSearch("*", currency, undefined, 1, 0, categoryFilter(category, currency, filters)))).found;
  const [anyPrice, inStock, ...bands] = await Promise.all([
    count({ inStock: narrowed.inStock }),
    count({ band: narrowed.band, inStock: true }),
    ...PRICE_BANDS.map((band) => count({ band, inStock: narrowed.inStock })),
  ]);
  return { anyPrice, bands, inStock };
}

/** The products the shopper's words find (catalog search: stems, prefixes, misspellings; docs/catalog.md "Search"),
 * best match first unless sorted. */
export async function searchProducts(term: string, currency: string, sort: ProductSort | undefined, page: number, pageSize = STOREFRONT_PAGE_SIZE): Promise<ProductListing> {
  return searched(storefrontSearch(term, currency, sort, page, pageSize), currency);
}

async function searched(request: SearchRequest, currency: string): Promise<ProductListing> {
  const { rows, found } = await runSearch(request);
  return { entries: await entries(rows, currency), total: found, page: request.page, pages: Math.max(1, Math.ceil(found / request.perPage)) };
}

/** A product page's variations: the base product's (for a base or one of its children), with its live children
 * and whether each can be bought now. */
export type VariationChoice = {
  base: ProductRow;
  meta: Extract<VariationMeta, { kind: "parent" }>;
  children: { id: string; slug: string; optionIds: string[]; price: PriceMap; available?: number }[];
};

export async function variationChoice(row: ProductRow): Promise<VariationChoice | undefined> {
  const base = row.baseProductId ? await findProduct({ id: storedUuid(row.baseProductId) }, { liveOnly: true }) : row;
  if (!base) return undefined;
  const meta = (await variationFacts([base], { liveOnly: true })).get(base.id);
  if (meta?.kind !== "parent") return undefined;
  const children = await productStore.liveChildren(base.id);
  const stock = await catalogAvailability(children);
  return {
    base,
    meta,
    children: children.map((c) => ({ id: c.id, slug: c.slug, optionIds: c.childOptionIds ?? [], price: c.price, available: stock.get(c.id) })),
  };
}

export async function liveProductBySlug(slug: string): Promise<ProductRow | undefined> {
  return findProduct({ slug }, { liveOnly: true });
}

/** A live product by its id (a form names the product it adds by id, parsed where the form arrives). */
export async function liveProductById(id: Uuid): Promise<ProductRow | undefined> {
  return findProduct({ id }, { liveOnly: true });
}

/** A bundle's option products as its picker shows them: name and prices, by product id (live ones only). */
export async function bundleOptionProducts(row: ProductRow): Promise<Record<string, { name: string; slug: string; price: PriceMap }>> {
  const ids = [...new Set(Object.values(row.components ?? {}).flatMap((c) => c.options.map((o) => o.id)))];
  if (ids.length === 0) return {};
  const rows = await productStore.liveByIds(ids);
  return Object.fromEntries(rows.map((r) => [r.id, { name: r.name, slug: r.slug, price: r.price }]));
}

/** How many products a product page suggests. */
export const SUGGESTED_ON_PAGE = 4;

/** A product page's suggestions (issue 48): products linked through a custom relationship first, then others of
 * its categories (related-first.ts), live and sold in `currency`, with their prices in it. A child's page suggests
 * what its base product's does after its own links (a child is its base product in another size or colour). */
export async function productPageSuggestions(row: ProductRow, currency: string, limit = SUGGESTED_ON_PAGE): Promise<CatalogEntry[]> {
  // More candidates than shown: the product's own family and what is not sold in `currency` are left out of them.
  const candidates = limit * 3;
  const linkedFrom = [row.id, ...(row.baseProductId ? [row.baseProductId] : [])].map(storedUuid);
  const [linked, nodeIds] = await Promise.all([Promise.all(linkedFrom.map((id) => liveLinkedProducts(id, candidates))), productCategoryIds(row)]);
  const sameCategory = nodeIds.length
    ? (await listProducts({ limit: candidates, offset: 0 }, { liveOnly: true, withoutChildren: true, scope: { kind: "nodes", nodeIds } })).rows
    : [];
  const suggestible = await entries(relatedFirst(linked.flat(), sameCategory, row, candidates), currency);
  return suggestible.filter((entry) => entry.sellable && entry.formatted !== undefined).slice(0, limit);
}
