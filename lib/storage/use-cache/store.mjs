// @ts-check
// The bounded store of `'use cache'` entries and of the times their tags were invalidated (handler.mjs is
// the process's handler built on it). At most `maxBytes` of entries, the least recently read dropped first; an entry
// carrying a tag invalidated after it was made is not served. docs/performance.md "What is cached".
// An entry's bytes are its key's as well as its value's: the key is the framework's serialization of the cached
// function's arguments, and every `'use cache'` function can be called as a Server Function with any arguments, so
// a key can be far larger than its value (an empty list keyed by a 400,000-character "search"). A key longer than
// MAX_KEY_BYTES is kept by no entry at all: no page makes one, and the read is then computed each time.
/** @typedef {import("next/cache").CacheEntry} CacheEntry */
/** @typedef {Omit<CacheEntry, "value"> & { value: Uint8Array }} StoredEntry */

const DEFAULT_BYTES = 64 * 1024 * 1024;
/** The longest key an entry may have, in bytes (a key's characters count two each, as the engine may keep them). */
export const MAX_KEY_BYTES = 16 * 1024;
/** What an entry costs beyond its key, value and tags: its map slot and its record of times. */
const ENTRY_OVERHEAD_BYTES = 256;

/** The bytes one entry holds in memory, as counted against the bound. */
export function entryBytes(/** @type {string} */ key, /** @type {StoredEntry} */ entry) {
  return ENTRY_OVERHEAD_BYTES + 2 * key.length + entry.value.byteLength + entry.tags.reduce((sum, tag) => sum + 2 * tag.length, 0);
}

/** How many bytes of entries this instance keeps at most (USE_CACHE_BYTES, default 64 MiB). */
export function cacheBytesLimit() {
  const value = Number(process.env.USE_CACHE_BYTES);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_BYTES;
}

/**
 * A bounded store of entries and the times tags were invalidated, with an optional channel to the other instances.
 * @param {{ maxBytes?: number, now?: () => number, publish?: (tags: string[], expireSeconds: number | undefined) => Promise<void> }} [options]
 */
export function createUseCacheStore(options = {}) {
  const maxBytes = options.maxBytes ?? cacheBytesLimit();
  const now = options.now ?? Date.now;
  /** @type {Map<string, StoredEntry>} */
  const entries = new Map();
  /** @type {Map<string, Promise<void>>} */
  const pending = new Map();
  /** @type {Map<string, { stale: number, expired: number }>} */
  const tagTimes = new Map();
  let bytes = 0;

  function drop(/** @type {string} */ key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entryBytes(key, entry);
  }

  /** Marks tags invalidated now: expired at once, or stale now and expired after `expireSeconds`. */
  function invalidate(/** @type {string[]} */ tags, /** @type {number | undefined} */ expireSeconds) {
    const at = now();
    for (const tag of tags) {
      const times = tagTimes.get(tag) ?? { stale: 0, expired: 0 };
      times.stale = at;
      times.expired = expireSeconds === undefined || expireSeconds <= 0 ? at : at + expireSeconds * 1000;
      tagTimes.set(tag, times);
    }
  }

  return {
    /** What the store holds now (for tests and the bench). */
    stats: () => ({ entries: entries.size, bytes, maxBytes }),
    /** Everything goes: used when invalidations may have been missed. */
    clear() {
      entries.clear();
      bytes = 0;
    },
    invalidate,

    /** @param {string} key @param {string[]} softTags @returns {Promise<CacheEntry | undefined>} */
    async get(key, softTags) {
      await pending.get(key);
      const entry = entries.get(key);
      if (!entry) return undefined;
      let revalidate = entry.revalidate;
      for (const tag of [...entry.tags, ...softTags]) {
        const times = tagTimes.get(tag);
        if (!times) continue;
        if (times.expired > entry.timestamp && times.expired <= now()) {
          drop(key);
          return undefined;
        }
        if (times.stale > entry.timestamp) revalidate = -1;
      }
      // Most recently read last: the first entry is the one to drop.
      entries.delete(key);
      entries.set(key, entry);
      const value = entry.value;
      return {
        ...entry,
        revalidate,
        value: new ReadableStream({
          start(controller) {
            controller.enqueue(value);
            controller.close();
          },
        }),
      };
    },

    /** @param {string} key @param {Promise<CacheEntry>} pendingEntry */
    async set(key, pendingEntry) {
      if (2 * key.length > MAX_KEY_BYTES) {
        drop(key);
        // Nothing is kept, not even for a moment; the value's stream is let go.
        await pendingEntry.then((entry) => entry.value.cancel()).catch(() => {});
        return;
      }
      /** @type {() => void} */
      let done = () => {};
      pending.set(key, new Promise((resolve) => (done = () => resolve(undefined))));
      try {
        const entry = await pendingEntry;
        const value = new Uint8Array(await new Response(entry.value).arrayBuffer());
        drop(key);
        // One entry may take at most a sixteenth of the store: a huge answer is computed each time rather than
        // evicting everything else.
        const stored = { ...entry, value };
        if (entryBytes(key, stored) > maxBytes / 16) return;
        entries.set(key, stored);
        bytes += entryBytes(key, stored);
        for (const oldest of entries.keys()) {
          if (bytes <= maxBytes) break;
          drop(oldest);
        }
      } catch {
        // An entry whose value failed is not kept; the next read computes it again.
      } finally {
        pending.delete(key);
        done();
      }
    },

    async refreshTags() {
      // Other instances' invalidations arrive as notifications (see below), not at each request.
    },

    /** @param {string[]} tags */
    async getExpiration(tags) {
      let latest = 0;
      for (const tag of tags) latest = Math.max(latest, tagTimes.get(tag)?.expired ?? 0);
      return latest;
    },

    /** @param {string[]} tags @param {{ expire?: number }} [durations] */
    async updateTags(tags, durations) {
      invalidate(tags, durations?.expire);
      await options.publish?.(tags, durations?.expire);
    },
  };
}

