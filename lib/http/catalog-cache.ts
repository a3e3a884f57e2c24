// The storefront caches its catalog reads (lib/web/cached-catalog-reads.ts, docs/catalog.md "Caching"); every write to the
// catalog through /pcm marks them stale here, so the next shopper on this instance sees the change. Other instances
// see it within CATALOG_CACHE_SECONDS (default 30), the longest a cached read lives. The whole catalog pages served
// from lib/http/page-cache.ts are marked stale with them.
import { revalidateTag } from "next/cache";
import { nextCatalogGeneration } from "./catalog-freshness";

export { catalogCacheSeconds } from "./catalog-freshness";
export const CATALOG_TAG = "catalog";

/** Marks every cached catalog read and page stale; returns the response unchanged. */
export function catalogChanged<T>(response: T): T {
  nextCatalogGeneration();
  try {
    revalidateTag(CATALOG_TAG, { expire: 0 });
  } catch {
    // Outside a Next request (a script or a test calling the handler directly) there is no cache to mark.
  }
  return response;
}
