// The storefront caches its catalog reads (lib/web/catalog-cache.ts, docs/catalog.md "Caching"); every write to the
// catalog through /pcm marks them stale here, so the next shopper on this instance sees the change. Other instances
// see it within CATALOG_CACHE_SECONDS (default 30), the longest a cached read lives.
import { revalidateTag } from "next/cache";

export const CATALOG_TAG = "catalog";

/** How long a cached catalog read may be served at most (seconds); 0 turns the cache off. */
export function catalogCacheSeconds(): number {
  const configured = Number(process.env.CATALOG_CACHE_SECONDS ?? 30);
  return Number.isFinite(configured) && configured >= 0 ? configured : 30;
}

/** Marks every cached catalog read stale; returns the response unchanged. */
export function catalogChanged<T>(response: T): T {
  try {
    revalidateTag(CATALOG_TAG, { expire: 0 });
  } catch {
    // Outside a Next request (a script or a test calling the handler directly) there is no cache to mark.
  }
  return response;
}
