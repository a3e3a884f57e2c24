// How fresh the storefront's cached catalog reads and pages are: each lives at most CATALOG_CACHE_SECONDS, and every
// catalog write on this instance starts a new generation, so nothing cached before it is served after it.
// docs/catalog.md "Caching".

/** How long a cached catalog read or page may be served at most (seconds); 0 turns the caches off. */
export function catalogCacheSeconds(): number {
  const configured = Number(process.env.CATALOG_CACHE_SECONDS ?? 30);
  return Number.isFinite(configured) && configured >= 0 ? configured : 30;
}

// On globalThis: the proxy and the route handlers are bundled apart but run in one process.
const GENERATION = Symbol.for("cartwright.catalogGeneration");
type WithGeneration = typeof globalThis & { [GENERATION]?: number };

/** The catalog's generation on this instance: it changes with every catalog write. */
export function catalogGeneration(): number {
  return (globalThis as WithGeneration)[GENERATION] ?? 0;
}

/** A catalog write has committed: what was cached before it is not served again on this instance. */
export function nextCatalogGeneration(): void {
  (globalThis as WithGeneration)[GENERATION] = catalogGeneration() + 1;
}
