// The shopper's reads of products (/catalog/products, a node's or a hierarchy's products, a base product's
// children, a configured bundle), each one function that a route calls with what it parsed. docs/catalog.md.
import { ApiError } from "../errors";
import { bundleComponents, INVALID_BUNDLE } from "../carts/bundle-selection";
import { bundleSelectionSchema } from "../carts/bundle-selection-schema";
import { issuesToErrors } from "../validation";
import { productStore } from "@/lib/storage/catalog/product-store";
import { parseProductFilter, type FilterClause } from "./catalog-filter";
import { catalogProductPage, type CatalogPageOptions } from "./catalog-page";
import { relatedScope } from "./custom-relationships";
import { componentProductIds, findProduct, listProducts, parseCatalogInclude, parsePage, parseProductSort, productNotFound, type CatalogInclude, type Page, type ProductSort } from "./products";
import { findHierarchy, findNode, nodeSubtree } from "./hierarchies";
import type { Uuid } from "../uuid";

export type ProductListQuery = { page: Page; filter: FilterClause[]; sort?: ProductSort; currency?: string; include: ReadonlySet<CatalogInclude>; origin: string };

/** A product list's query as the catalog reads it: page, filter, sort, include; anything unknown → 400. */
export function productListQuery(query: URLSearchParams, currency: string | undefined, origin: string): ProductListQuery {
  return {
    page: parsePage(query),
    filter: parseProductFilter(query.get("filter")),
    sort: parseProductSort(query.get("sort")),
    currency,
    include: parseCatalogInclude(query.getAll("include")),
    origin,
  };
}

/** GET /catalog/products: a page of the live catalog. */
export async function catalogProducts(query: ProductListQuery) {
  const { rows, total } = await listProducts(query.page, { liveOnly: true, filter: query.filter, sort: query.sort, currency: query.currency });
  return { ...(await catalogProductPage(rows, query)), total };
}

/** GET /catalog/products/{id}: one live product. */
export async function catalogProduct(productId: Uuid, options: CatalogPageOptions) {
  const row = await findProduct({ id: productId }, { liveOnly: true });
  if (!row) throw productNotFound({ id: productId });
  const { data, included } = await catalogProductPage([row], options);
  return { data: data[0], ...(included ? { included } : {}) };
}

/** The live products of a node and the nodes under it. */
export async function catalogNodeProducts(nodeId: Uuid, query: ProductListQuery) {
  await findNode(nodeId);
  const scope = { kind: "nodes" as const, nodeIds: await nodeSubtree(nodeId) };
  const { rows, total } = await listProducts(query.page, { liveOnly: true, scope, filter: query.filter, sort: query.sort, currency: query.currency });
  return { ...(await catalogProductPage(rows, query)), total };
}

/** The live products of any node of a hierarchy. */
export async function catalogHierarchyProducts(hierarchyId: Uuid, query: ProductListQuery) {
  await findHierarchy(hierarchyId);
  const scope = { kind: "hierarchy" as const, hierarchyId };
  const { rows, total } = await listProducts(query.page, { liveOnly: true, scope, filter: query.filter, sort: query.sort, currency: query.currency });
  return { ...(await catalogProductPage(rows, query)), total };
}

/** A base product's live children; any other product → 422 (EP's rule). */
export async function catalogChildProducts(productId: Uuid, query: ProductListQuery) {
  const base = await findProduct({ id: productId }, { liveOnly: true });
  if (!base) throw productNotFound({ id: productId });
  const { rows, total } = await listProducts(query.page, {
    liveOnly: true,
    scope: { kind: "children", productId },
    filter: query.filter,
    sort: query.sort,
    currency: query.currency,
  });
  if (total === 0 && (base.baseProductId || !(await productStore.hasChildren(productId)))) {
    throw new ApiError({ status: 422, title: "Unprocessable Entity", detail: "Only a base product (one with child products) has children." });
  }
  return { ...(await catalogProductPage(rows, query)), total };
}

/** A live product, or its 404 (the catalog shows no other). */
async function liveProduct(productId: Uuid) {
  const row = await findProduct({ id: productId }, { liveOnly: true });
  if (!row) throw productNotFound({ id: productId });
  return row;
}

/** GET /catalog/products/{id}/relationships/{slug}/products: a live product's live related products, as every
 * catalog list shows them (prices in the request's currency, filter, sort, include). */
export async function catalogRelatedProducts(productId: Uuid, slug: string, query: ProductListQuery) {
  const scope = await relatedScope(productId, slug);
  await liveProduct(productId);
  const { rows, total } = await listProducts(query.page, { liveOnly: true, scope, filter: query.filter, sort: query.sort, currency: query.currency });
  return { ...(await catalogProductPage(rows, query)), total };
}

/** GET /catalog/products/{id}/relationships/component_products: the ids of a live bundle's live component products,
 * in component order (none for a product that is not a bundle). */
export async function catalogComponentProductIds(productId: Uuid, page: Page) {
  const ids = componentProductIds(await liveProduct(productId));
  const live = new Set((await productStore.liveByIds(ids)).map((row) => row.id));
  const shown = ids.filter((id) => live.has(id));
  return { data: shown.slice(page.offset, page.offset + page.limit).map((id) => ({ type: "product" as const, id })), total: shown.length };
}

/**
 * POST /catalog/products/{id}/configure (EP's Configure a Shopper Bundle): the live bundle with a shopper's
 * selection (`selectedOptions`, as configureBundleBodySchema reads it), judged by the cart's rule (422 `Invalid
 * bundle configuration`, as adding it would be) and priced as the cart will charge it (bundle-price.ts), in
 * `meta.bundle_configuration` and `meta.display_price`.
 */
export async function catalogConfiguredBundle(productId: Uuid, selectedOptions: Record<string, Record<string, unknown>>, options: Omit<CatalogPageOptions, "selection">) {
  const row = await findProduct({ id: productId }, { liveOnly: true });
  if (!row) throw productNotFound({ id: productId });
  if (!bundleComponents(row)) throw new ApiError({ status: 422, title: INVALID_BUNDLE, detail: `Product ${row.id} is not a bundle`, source: "data.selected_options" });
  const selection = bundleSelectionSchema(row).safeParse(selectedOptions);
  if (!selection.success) throw new ApiError(issuesToErrors(selection.error.issues, selectedOptions, "data.selected_options"));
  const { data, included } = await catalogProductPage([row], { ...options, selection: selection.data });
  return { data: data[0], ...(included ? { included } : {}) };
}
