// How long a cached catalog read may be served at most, even if no write marks it stale first (a write on another
// instance whose notice was lost, a change made in the database by hand). docs/performance.md.
import { envNumber } from "@/lib/env/number-setting";

/** How long a cached catalog read may be served at most (seconds); 0 turns the caches off. */
export function catalogCacheSeconds(): number {
  return envNumber("CATALOG_CACHE_SECONDS", 30);
}
