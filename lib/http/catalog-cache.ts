// The storefront caches catalog pages (docs/catalog.md "Caching"); every write to the catalog through /pcm
// marks them stale here, so the next shopper sees the change.
import { revalidateTag } from "next/cache";

export const CATALOG_TAG = "catalog";

/** Marks every cached catalog page stale; returns the response unchanged. */
export function catalogChanged<T>(response: T): T {
  try {
    revalidateTag(CATALOG_TAG, { expire: 0 });
  } catch {
    // Outside a Next request (a script or a test calling the handler directly) there is no cache to mark.
  }
  return response;
}
