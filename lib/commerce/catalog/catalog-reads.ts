// The shopper's reads of hierarchies, nodes and the products under them (/catalog/…), each one function that
// a route calls with what it parsed. docs/catalog.md.
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "@/lib/storage/db";
import { products } from "@/lib/storage/schema";
import { ApiError } from "../errors";
import { bundleComponents, INVALID_BUNDLE } from "../carts/bundle-selection";
import { bundleSelectionSchema } from "../carts/bundle-selection-schema";
import { issuesToErrors, parseOrThrow } from "../validation";
import { parseProductFilter, type FilterClause } from "./catalog-filter";
import { catalogProductPage, type CatalogPageOptions } from "./catalog-page";
import { childrenOf, hierarchyProductIds, nodeProductIds } from "@/lib/storage/catalog/hierarchy-store";
import { findHierarchy, findNode } from "./hierarchies";
import { findProduct, listProducts, parseCatalogInclude, parsePage, parseProductSort, productNotFound, type CatalogInclude, type Page, type ProductSort } from "./products";

export type ProductListQuery = { page: Page; filter: FilterClause[]; sort?: ProductSort; currency?: string; include: ReadonlySet<CatalogInclude>; origin: string };

/** The live products of a node and the nodes under it. */
export async function catalogNodeProducts(db: Executor, nodeId: string, query: ProductListQuery) {
  await findNode(nodeId);
  const { rows, total } = await listProducts(db, query.page, { liveOnly: true, within: await nodeProductIds(nodeId), filter: query.filter, sort: query.sort, currency: query.currency });
  return { ...(await catalogProductPage(db, rows, query)), total };
}

/** The live products of any node of a hierarchy. */
export async function catalogHierarchyProducts(db: Executor, hierarchyId: string, query: ProductListQuery) {
  await findHierarchy(hierarchyId);
  const { rows, total } = await listProducts(db, query.page, { liveOnly: true, within: hierarchyProductIds(hierarchyId), filter: query.filter, sort: query.sort, currency: query.currency });
  return { ...(await catalogProductPage(db, rows, query)), total };
}

/** A base product's live children; any other product → 422 (EP's rule). */
export async function catalogChildProducts(db: Executor, productId: string, query: ProductListQuery) {
  const base = await findProduct(db, { id: productId }, { liveOnly: true });
  if (!base) throw productNotFound({ id: productId });
  const { rows, total } = await listProducts(db, query.page, {
    liveOnly: true,
    within: childrenOf(productId),
    filter: query.filter,
    sort: query.sort,
    currency: query.currency,
  });
  if (total === 0 && (base.baseProductId || !(await hasChildren(db, productId)))) {
    throw new ApiError({ status: 422, title: "Unprocessable Entity", detail: "Only a base product (one with child products) has children." });
  }
  return { ...(await catalogProductPage(db, rows, query)), total };
}


async function hasChildren(db: Executor, productId: string) {
  return (await db.select({ id: products.id }).from(products).where(eq(products.baseProductId, productId)).limit(1)).length > 0;
}

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

const configureBody = z.object({ data: z.object({ selected_options: z.record(z.string(), z.record(z.string(), z.unknown())) }) });

/**
 * POST /catalog/products/{id}/configure (EP's Configure a Shopper Bundle): the live bundle with a shopper's
 * selection, judged by the cart's rule (422 `Invalid bundle configuration`, as adding it would be) and priced
 * as the cart will charge it (bundle-price.ts), in `meta.bundle_configuration` and `meta.display_price`.
 */
export async function catalogConfiguredBundle(db: Executor, productId: string, body: unknown, options: Omit<CatalogPageOptions, "selection">) {
  const raw = parseOrThrow(configureBody, body, "").data.selected_options;
  const row = await findProduct(db, { id: productId }, { liveOnly: true });
  if (!row) throw productNotFound({ id: productId });
  if (!bundleComponents(row)) throw new ApiError({ status: 422, title: INVALID_BUNDLE, detail: `Product ${row.id} is not a bundle`, source: "data.selected_options" });
  const selection = bundleSelectionSchema(row).safeParse(raw);
  if (!selection.success) throw new ApiError(issuesToErrors(selection.error.issues, raw, "data.selected_options"));
  const { data, included } = await catalogProductPage(db, [row], { ...options, selection: selection.data });
  return { data: data[0], ...(included ? { included } : {}) };
}
