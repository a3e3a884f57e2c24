// Every catalog write (products, prices, categories, variations, through /pcm or the admin) marks the cached catalog
// reads stale: the storefront's (lib/web/cached-catalog-reads.ts) and the catalog searches' (search-cache.ts), all
// tagged `catalog`. The next read on this instance computes them again, and every other instance hears of it within
// moments through the cache handler (lib/storage/use-cache-handler.mjs). docs/performance.md.
import { cacheLife, cacheTag, revalidateTag } from "next/cache";
import { ApiError, type ErrorObject } from "@/lib/commerce/errors";
import { STOCK_TAG } from "@/lib/storage/cache-tags";
import { catalogCacheSeconds } from "./catalog-freshness";

export { catalogCacheSeconds };
export const CATALOG_TAG = "catalog";

/** Called first in a `'use cache'` function of catalog data: tagged `catalog` (and `stock` when the answer shows
 * stock, which a committed stock change expires: lib/storage/cache-tags.ts), kept at most CATALOG_CACHE_SECONDS. */
export function catalogEntry(showsStock = false): void {
  cacheTag(CATALOG_TAG, ...(showsStock ? [STOCK_TAG] : []));
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

/** A cached answer, or the refusal it ended in (an unknown node: 404). Kept as data, since an error thrown inside
 * `'use cache'` would reach the caller as a plain Error and be answered 500. */
export type CachedOutcome<T> = { value: T } | { refused: { errors: ErrorObject[]; status: number; headers: Record<string, string> } };

export async function outcomeOf<T>(read: () => Promise<T>): Promise<CachedOutcome<T>> {
  try {
    return { value: await read() };
  } catch (error) {
    if (error instanceof ApiError) return { refused: { errors: error.errors, status: error.status, headers: error.headers } };
    throw error;
  }
}

/** The answer, or its refusal thrown again as the ApiError it was. */
export function answerOf<T>(outcome: CachedOutcome<T>): T {
  if ("value" in outcome) return outcome.value;
  throw new ApiError(outcome.refused.errors, { status: outcome.refused.status, headers: outcome.refused.headers });
}
