// The shopper's reads of hierarchies, nodes and the products under them (/catalog/…), each one function that
// a route calls with what it parsed. docs/catalog.md.
import { eq } from "drizzle-orm";
import type { Executor } from "@/lib/storage/db";
import { products } from "@/lib/storage/schema";
import { ApiError } from "../errors";
import { parseProductFilter, type FilterClause, type NodeFilterField } from "./catalog-filter";
import { catalogProductPage } from "./catalog-page";
import {
  catalogHierarchyResource,
  childrenOf,
  catalogNodeResource,
  findHierarchy,
  findNode,
  hierarchiesWithNodes,
  hierarchyProductIds,
  listHierarchies,
  listNodes,
  nodeContext,
  nodeProductIds,
  type NodeListScope,
} from "./hierarchies";
import { findProduct, listProducts, parseCatalogInclude, parsePage, parseProductSort, productNotFound, type CatalogInclude, type Page, type ProductSort } from "./products";

export async function catalogHierarchies(db: Executor, page: Page, filter: FilterClause<NodeFilterField>[]) {
  const { rows, total } = await listHierarchies(db, page, filter);
  const withNodes = await hierarchiesWithNodes(db, rows.map((r) => r.id));
  return { data: rows.map((row) => catalogHierarchyResource(row, withNodes.has(row.id))), total };
}

export async function catalogHierarchy(db: Executor, id: string) {
  const row = await findHierarchy(db, id);
  const withNodes = await hierarchiesWithNodes(db, [row.id]);
  return catalogHierarchyResource(row, withNodes.has(row.id));
}

export async function catalogNodes(db: Executor, scope: NodeListScope, page: Page, filter: FilterClause<NodeFilterField>[]) {
  if (scope.kind === "hierarchy" || scope.kind === "top") await findHierarchy(db, scope.hierarchyId);
  if (scope.kind === "children") await findNode(db, scope.parentId);
  const { rows, total } = await listNodes(db, scope, page, filter);
  const context = await nodeContext(db, rows);
  return { data: rows.map((row) => catalogNodeResource(row, context)), total };
}

export async function catalogNode(db: Executor, id: string) {
  const row = await findNode(db, id);
  return catalogNodeResource(row, await nodeContext(db, [row]));
}

export type ProductListQuery = { page: Page; filter: FilterClause[]; sort?: ProductSort; currency?: string; include: ReadonlySet<CatalogInclude>; origin: string };

/** The live products of a node and the nodes under it. */
export async function catalogNodeProducts(db: Executor, nodeId: string, query: ProductListQuery) {
  await findNode(db, nodeId);
  const { rows, total } = await listProducts(db, query.page, { liveOnly: true, within: await nodeProductIds(db, nodeId), filter: query.filter, sort: query.sort, currency: query.currency });
  return { ...(await catalogProductPage(db, rows, query)), total };
}

/** The live products of any node of a hierarchy. */
export async function catalogHierarchyProducts(db: Executor, hierarchyId: string, query: ProductListQuery) {
  await findHierarchy(db, hierarchyId);
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
