// Tags of cached answers that change below the HTTP layer: stock moves inside checkouts, order changes and the
// inventories API, so the catalog answers that show it (`meta.stock`: the catalog searches and product lists,
// lib/http/catalog-cache.ts) carry the `stock` tag, and a committed stock change expires it here and on every
// instance, through the process's `'use cache'` store (use-cache-handler.mjs). Outside a Next server (a test, a
// script) there is no store and nothing cached. docs/performance.md "What is cached".
export const STOCK_TAG = "stock";

const HANDLER = Symbol.for("cartwright.useCacheHandler");
type Holder = typeof globalThis & { [HANDLER]?: { updateTags(tags: string[], durations?: { expire?: number }): Promise<void> } };

/** Expires `tags` at once: entries carrying them are computed again at their next read, on every instance. */
export function expireCacheTags(tags: string[]): void {
  void (globalThis as Holder)[HANDLER]?.updateTags(tags, { expire: 0 }).catch(() => {});
}

/** The store's details and policy pages as the storefront shows them (lib/web/cached-store-reads.ts): a save expires it. */
export const STORE_SETTINGS_TAG = "store-settings";

/** The store's currencies as the storefront offers them (lib/web/currencies.ts): every currency write expires it. */
export const CURRENCIES_TAG = "currencies";
