// The tags of the cached reads (this folder), and their expiry for changes made below the HTTP layer. A leaf that
// imports nothing, so the domain may call it: stock moves inside checkouts, order changes and the inventories API,
// so the answers that show it (`meta.stock`: the catalog searches and product lists) carry the `stock` tag, and a
// committed stock change expires it here and on every instance, through the process's `'use cache'` store
// (lib/storage/use-cache/handler.mjs). Outside a Next server (a test, a script) there is no store and nothing
// cached. docs/performance.md "What is cached".

/** Every cached catalog read: a catalog write expires it (catalog-entry.ts `catalogChanged`). */
export const CATALOG_TAG = "catalog";

/** The cached answers that show stock: a committed stock change expires them. */
export const STOCK_TAG = "stock";

/** The store's details and policy pages as the storefront shows them (storefront-facts.ts): a save expires it. */
export const STORE_SETTINGS_TAG = "store-settings";

/** The storefront's home page as the merchant sets it (storefront-home.ts): a save expires it. */
export const HOME_PAGE_TAG = "home-page";

const HANDLER = Symbol.for("cartwright.useCacheHandler");
type Holder = typeof globalThis & { [HANDLER]?: { updateTags(tags: string[], durations?: { expire?: number }): Promise<void> } };

/** Expires `tags` at once: entries carrying them are computed again at their next read, on every instance. */
export function expireCacheTags(tags: string[]): void {
  void (globalThis as Holder)[HANDLER]?.updateTags(tags, { expire: 0 }).catch(() => {});
}

/** The store's currencies as the storefront offers them (store-currencies.ts): every currency write expires it. */
export const CURRENCIES_TAG = "currencies";
