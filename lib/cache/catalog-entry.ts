// How a cached read of the catalog or the store's settings is kept, and how a write marks them stale. Every catalog
// write (products, prices, categories, variations, through /pcm or the admin) calls `catalogChanged`: the cached
// reads of this folder, all tagged `catalog`, are computed again at their next read on this instance, and every other
// instance hears of it within moments through the cache handler (lib/storage/use-cache/handler.mjs).
// docs/performance.md "What is cached".
import { cacheLife, cacheTag, revalidateTag } from "next/cache";
import { ApiError, type ErrorObject } from "@/lib/commerce/errors";
import { envNumber } from "@/lib/env/number-setting";
import { CATALOG_TAG, STOCK_TAG } from "./tags";

/** How long a cached read may be served at most (seconds), even if no write marks it stale first (a write on another
 * instance whose notice was lost, a change made in the database by hand); 0 turns the caches off. */
export function catalogCacheSeconds(): number {
  return envNumber("CATALOG_CACHE_SECONDS", 30);
}

/** Called first in a `'use cache'` function: tagged `tags`, kept at most CATALOG_CACHE_SECONDS. */
export function cachedEntry(...tags: string[]): void {
  cacheTag(...tags);
  const seconds = catalogCacheSeconds();
  cacheLife({ stale: seconds, revalidate: seconds, expire: seconds });
}

/** Called first in a `'use cache'` function of catalog data: tagged `catalog` (and `stock` when the answer shows
 * stock, which a committed stock change expires: tags.ts). */
export function catalogEntry(showsStock = false): void {
  cachedEntry(CATALOG_TAG, ...(showsStock ? [STOCK_TAG] : []));
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
