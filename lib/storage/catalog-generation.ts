// The generation of what the storefront's catalog pages show (products, prices, categories, stock) on this
// instance: every committed change to it starts a new one, and nothing kept from before it is served after it
// (lib/http/page-cache.ts). In memory, on globalThis: the proxy and the route handlers are bundled apart but run in
// one process; other instances bound what they keep by time (docs/catalog.md "Caching").
const GENERATION = Symbol.for("cartwright.catalogGeneration");
type WithGeneration = typeof globalThis & { [GENERATION]?: number };

export function catalogGeneration(): number {
  return (globalThis as WithGeneration)[GENERATION] ?? 0;
}

/** Called once a change to what catalog pages show has committed (never inside its transaction). */
export function nextCatalogGeneration(): void {
  (globalThis as WithGeneration)[GENERATION] = catalogGeneration() + 1;
}
