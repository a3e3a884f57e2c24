// The catalog's product lists (GET /catalog/products, a node's products), cached for every shopper who asks for the
// same page in the same currency with the framework's `'use cache'`: tagged `catalog` and `stock` (the lists show
// `meta.stock`), so a catalog write or a committed stock change marks them stale on every instance; at most
// CATALOG_CACHE_SECONDS; in the handler's bounded store (lib/storage/use-cache/handler.mjs). docs/performance.md.
import { catalogNodeProducts, catalogProducts, type ProductListQuery } from "@/lib/commerce/catalog/catalog-products";
import type { CatalogInclude } from "@/lib/commerce/catalog/products";
import { answerOf, catalogEntry, outcomeOf, unlessCachingOff, type CachedOutcome } from "./catalog-entry";
import type { Uuid } from "@/lib/commerce/uuid";

/** A list's query as a cache key: what it depends on, its includes as a sorted array. */
type ListKey = Omit<ProductListQuery, "include"> & { include: CatalogInclude[] };
type ListAnswer = Awaited<ReturnType<typeof catalogProducts>>;

function readList(nodeId: Uuid | undefined, key: ListKey): Promise<CachedOutcome<ListAnswer>> {
  const list = { ...key, include: new Set(key.include) };
  return outcomeOf(() => (nodeId === undefined ? catalogProducts(list) : catalogNodeProducts(nodeId, list)));
}

async function listEntry(nodeId: Uuid | undefined, key: ListKey): Promise<CachedOutcome<ListAnswer>> {
  "use cache";
  catalogEntry(true);
  return readList(nodeId, key);
}

const cachedList = unlessCachingOff(listEntry, readList);

const keyOf = (list: ProductListQuery): ListKey => ({ ...list, include: [...list.include].sort() });

/** GET /catalog/products: a page of the live catalog, as catalogProducts answers it. */
export async function cachedCatalogProducts(list: ProductListQuery): Promise<ListAnswer> {
  return answerOf(await cachedList(undefined, keyOf(list)));
}

/** GET /catalog/nodes/{id}/relationships/products, as catalogNodeProducts answers it (an unknown node: 404). */
export async function cachedNodeProducts(nodeId: Uuid, list: ProductListQuery): Promise<ListAnswer> {
  return answerOf(await cachedList(nodeId, keyOf(list)));
}
