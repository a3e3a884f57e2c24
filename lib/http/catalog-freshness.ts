// How fresh the storefront's cached catalog reads and kept pages are: each lives at most CATALOG_CACHE_SECONDS, and
// every catalog or stock change on this instance starts a new generation (lib/storage/catalog-generation.ts), so
// nothing kept before it is served after it. docs/catalog.md "Caching".
import { envNumber } from "@/lib/env/number-setting";

export { catalogGeneration, nextCatalogGeneration } from "@/lib/storage/catalog-generation";

/** How long a cached catalog read or page may be served at most (seconds); 0 turns the caches off. */
export function catalogCacheSeconds(): number {
  return envNumber("CATALOG_CACHE_SECONDS", 30);
}
