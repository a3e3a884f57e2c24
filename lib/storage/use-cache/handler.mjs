// @ts-check
// The store behind every `'use cache'` entry (next.config.mjs `cacheHandlers.default`; Next's cache-handler interface,
// docs/performance.md "What is cached"). Entries live in this process's memory, at most USE_CACHE_BYTES in all, the
// least recently read dropped first, so no request (a new search term, a cache-busting query) can grow it without
// bound. Tags are how writes reach them: `revalidateTag("catalog")` marks every entry carrying the tag as expired on
// this instance at once and, on PostgreSQL, on every other instance through `NOTIFY` within moments (each instance
// `LISTEN`s). An instance that loses its listening connection drops everything it holds when it reconnects, since
// it cannot know what it missed. On the embedded database there is one process, so nothing is sent.
// Plain JavaScript: Next imports this file itself when the server starts, outside the app's bundle.
import pg from "pg";
import { createUseCacheStore } from "./store.mjs";

export const TAG_CHANNEL = "cartwright_cache_tags";

/**
 * Sends and receives tag invalidations on PostgreSQL: one listening connection per instance, reconnected after a
 * failure (and then this instance's entries are dropped); each invalidation is sent with NOTIFY once its write has
 * committed (revalidateTag is called after the write returns).
 * @param {string} url @param {ReturnType<typeof createUseCacheStore>} store @param {string} instance
 */
function connectTagChannel(url, store, instance) {
  /** @type {pg.Pool | undefined} */
  let sender;
  let retryMs = 250;

  async function listen() {
    const client = new pg.Client({ connectionString: url, application_name: "cartwright-cache-tags" });
    // Whether the connection fails to open or ends later, one new attempt follows, ever later up to 5 s apart.
    let retried = false;
    const retry = () => {
      if (retried) return;
      retried = true;
      setTimeout(() => void listen(), retryMs).unref();
      retryMs = Math.min(retryMs * 2, 5000);
    };
    client.on("error", () => {});
    client.on("end", retry);
    client.on("notification", (message) => {
      try {
        const { tags, expire, from } = JSON.parse(message.payload ?? "{}");
        if (from !== instance && Array.isArray(tags)) store.invalidate(tags, typeof expire === "number" ? expire : undefined);
      } catch {
        // Not ours: ignored.
      }
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${TAG_CHANNEL}`);
      // A reconnection may have missed invalidations: nothing kept from before it is trusted.
      store.clear();
      retryMs = 250;
      // The socket must not keep a stopping server alive.
      /** @type {{ connection?: { stream?: { unref?: () => void } } }} */ (/** @type {unknown} */ (client)).connection?.stream?.unref?.();
    } catch {
      await client.end().catch(() => {});
      retry();
    }
  }

  void listen();
  return {
    /** @param {string[]} tags @param {number | undefined} expire */
    async publish(tags, expire) {
      sender ??= new pg.Pool({ connectionString: url, max: 1, application_name: "cartwright-cache-tags", allowExitOnIdle: true });
      try {
        await sender.query("SELECT pg_notify($1, $2)", [TAG_CHANNEL, JSON.stringify({ tags, expire, from: instance })]);
      } catch {
        // The other instances then see the change when their entries expire (cacheLife), as without a channel.
      }
    },
  };
}

const isPostgres = (/** @type {string | undefined} */ url) => Boolean(url && /^postgres(ql)?:\/\//.test(url));

/** This process's handler: shared tags on PostgreSQL, local ones on the embedded database. */
function processHandler() {
  const url = process.env.DATABASE_URL;
  const instance = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  /** @type {ReturnType<typeof connectTagChannel> | undefined} */
  let channel;
  const store = createUseCacheStore({ publish: (tags, expire) => channel?.publish(tags, expire) ?? Promise.resolve() });
  if (isPostgres(url)) channel = connectTagChannel(/** @type {string} */ (url), store, instance);
  return store;
}

// One per process, reachable by the bench and tests that inspect a running server's store.
const HANDLER = Symbol.for("cartwright.useCacheHandler");
/** @type {typeof globalThis & { [HANDLER]?: ReturnType<typeof createUseCacheStore> }} */
const holder = globalThis;
const handler = (holder[HANDLER] ??= processHandler());

/** @type {import("next/cache").CacheHandler} */
const useCacheHandler = {
  get: handler.get,
  set: handler.set,
  refreshTags: handler.refreshTags,
  getExpiration: handler.getExpiration,
  updateTags: handler.updateTags,
};

export default useCacheHandler;
