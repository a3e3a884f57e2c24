// Every catalog write (products, prices, categories, variations, through /pcm or the admin) marks the cached catalog
// reads stale: the storefront's (lib/web/cached-catalog-reads.ts) and the catalog searches' (search-cache.ts), all
// tagged `catalog`. The next read on this instance computes them again, and every other instance hears of it within
// moments through the cache handler (lib/storage/use-cache-handler.mjs). docs/performance.md.
import { cacheLife, cacheTag, revalidateTag } from "next/cache";
import { catalogCacheSeconds } from "./catalog-freshness";

export { catalogCacheSeconds };
export const CATALOG_TAG = "catalog";

/** Called first in a `'use cache'` function of catalog data: tagged `catalog`, kept at most CATALOG_CACHE_SECONDS. */
export function catalogEntry(): void {
  cacheTag(CATALOG_TAG);
  const seconds = catalogCacheSeconds();
  cacheLife({ stale: seconds, revalidate: seconds, expire: seconds });
}

/** `entry` (a cached read) unless caching is off (CATALOG_CACHE_SECONDS=0, as in tests run outside Next), then `read`. */
export const unlessCachingOff =
  <Args extends unknown[], Result>(entry: (...args: Args) => Promise<Result>, read: (...args: Args) => Promise<Result>) =>
  (...args: Args): Promise<Result> =>
    catalogCacheSeconds() === 0 ? read(...args) : entry(...args);

/** Marks every cached catalog read stale; returns the response unchanged. */
export function catalogChanged<T>(response: T): T {
  try {
    revalidateTag(CATALOG_TAG, { expire: 0 });
  } catch {
    // Outside a Next request (a script or a test calling the handler directly) there is no cache to mark.
  }
  return response;
}
