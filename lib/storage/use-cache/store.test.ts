import { describe, expect, it } from "vitest";
import type { CacheEntry } from "next/cache";
import { createUseCacheStore, MAX_KEY_BYTES } from "./store.mjs";

/** An entry as Next hands it over: its value a stream of `bytes` bytes, made at `timestamp`. */
function entry(bytes: number, timestamp: number, tags: string[] = ["catalog"]): Promise<CacheEntry> {
  const value = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes).fill(7));
      controller.close();
    },
  });
  return Promise.resolve({ value, tags, stale: 30, timestamp, expire: 30, revalidate: 30 });
}

const text = async (found: CacheEntry | undefined) => (found ? (await new Response(found.value).arrayBuffer()).byteLength : undefined);

describe("the 'use cache' store", () => {
  it("keeps at most its bound whatever the number of distinct keys, the least recently read dropped first", async () => {
    const store = createUseCacheStore({ maxBytes: 64 * 1024 });
    await store.set("first", entry(1024, 1));
    for (let n = 0; n < 1000; n++) {
      // "first" is read all along, so it is never the least recently read.
      expect(await text(await store.get("first", []))).toBe(1024);
      await store.set(`search ${n}`, entry(1024, 1));
    }
    expect(store.stats().bytes).toBeLessThanOrEqual(64 * 1024);
    // Each entry costs its key and its record besides its 1 KiB value.
    expect(store.stats().entries).toBeGreaterThan(40);
    expect(store.stats().entries).toBeLessThan(64);
    expect(await store.get("search 0", [])).toBeUndefined();
    expect(await text(await store.get("search 999", []))).toBe(1024);
    expect(await text(await store.get("first", []))).toBe(1024);
  });

  it("counts its keys against the bound: distinct long keys of empty answers cannot grow it past its bound", async () => {
    const maxBytes = 256 * 1024;
    const store = createUseCacheStore({ maxBytes });
    // Arguments a page never sends, each answered with an empty list: the key is what costs.
    for (let n = 0; n < 2000; n++) await store.set(`${n}:${"x".repeat(4000)}`, entry(2, 1));
    expect(store.stats().bytes).toBeLessThanOrEqual(maxBytes);
    expect(store.stats().entries).toBeLessThan(maxBytes / 8000);
  });

  it("keeps no entry whose key is longer than its cap, and such a key pushes nothing out", async () => {
    const store = createUseCacheStore({ maxBytes: 1024 * 1024 });
    await store.set("kept", entry(10, 1));
    const long = "x".repeat(MAX_KEY_BYTES / 2 + 1);
    await store.set(long, entry(10, 1));
    expect(await store.get(long, [])).toBeUndefined();
    expect(store.stats().entries).toBe(1);
    expect(await text(await store.get("kept", []))).toBe(10);
    const longest = "y".repeat(MAX_KEY_BYTES / 2);
    await store.set(longest, entry(10, 1));
    expect(await text(await store.get(longest, []))).toBe(10);
  });

  it("serves each hit as a stream of its own", async () => {
    const store = createUseCacheStore({ maxBytes: 64 * 1024 });
    await store.set("k", entry(10, 1));
    expect(await text(await store.get("k", []))).toBe(10);
    expect(await text(await store.get("k", []))).toBe(10);
  });

  it("does not keep an entry larger than a sixteenth of the store", async () => {
    const store = createUseCacheStore({ maxBytes: 16 * 1024 });
    await store.set("small", entry(100, 1));
    await store.set("large", entry(1024, 1));
    expect(await store.get("large", [])).toBeUndefined();
    expect(await text(await store.get("small", []))).toBe(100);
  });

  it("never serves an entry made before its tag was invalidated, and serves those made after", async () => {
    let clock = 1000;
    const published: string[][] = [];
    const store = createUseCacheStore({ maxBytes: 64 * 1024, now: () => clock, publish: async (tags) => void published.push(tags) });
    await store.set("before", entry(10, 999));
    await store.set("other tag", entry(10, 999, ["navigation"]));
    clock = 1001;
    await store.updateTags(["catalog"], { expire: 0 });
    expect(published).toEqual([["catalog"]]);
    expect(await store.get("before", [])).toBeUndefined();
    expect(await text(await store.get("other tag", []))).toBe(10);
    await store.set("after", entry(10, 1002));
    clock = 1003;
    expect(await text(await store.get("after", []))).toBe(10);
    expect(await store.getExpiration(["catalog"])).toBe(1001);
    expect(await store.getExpiration(["never"])).toBe(0);
  });

  it("serves an entry whose tag went stale with a background refresh until it expires", async () => {
    let clock = 1000;
    const store = createUseCacheStore({ maxBytes: 64 * 1024, now: () => clock });
    await store.set("k", entry(10, 999));
    store.invalidate(["catalog"], 60);
    expect((await store.get("k", []))?.revalidate).toBe(-1);
    clock += 61_000;
    expect(await store.get("k", [])).toBeUndefined();
  });

  it("checks soft tags (a path's) as well as the entry's own", async () => {
    let clock = 1000;
    const store = createUseCacheStore({ maxBytes: 64 * 1024, now: () => clock });
    await store.set("k", entry(10, 999, []));
    clock = 1001;
    store.invalidate(["_N_T_/search"], undefined);
    expect(await store.get("k", ["_N_T_/search"])).toBeUndefined();
  });
});
