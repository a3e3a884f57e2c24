import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { nextCatalogGeneration } from "./catalog-freshness";
import { keptSearch } from "./search-cache";

const env = process.env as Record<string, string | undefined>;
const before = { node: env.NODE_ENV, seconds: env.CATALOG_CACHE_SECONDS };
beforeEach(() => {
  env.NODE_ENV = "production";
  env.CATALOG_CACHE_SECONDS = "30";
});
afterEach(() => {
  env.NODE_ENV = before.node;
  env.CATALOG_CACHE_SECONDS = before.seconds;
});

describe("keptSearch", () => {
  it("keeps an answer until the catalog changes or it is older than CATALOG_CACHE_SECONDS", async () => {
    let computed = 0;
    const answer = async () => ({ n: ++computed });
    const now = 1_000_000;
    expect(await keptSearch("k", answer, now)).toMatchObject({ hit: false });
    const again = await keptSearch("k", answer, now + 1000);
    expect(again.hit).toBe(true);
    expect(JSON.parse(again.bytes.toString())).toEqual({ n: 1 });
    nextCatalogGeneration();
    expect(JSON.parse((await keptSearch("k", answer, now + 2000)).bytes.toString())).toEqual({ n: 2 });
    expect(JSON.parse((await keptSearch("k", answer, now + 40_000)).bytes.toString())).toEqual({ n: 3 });
  });

  it("computes a search once for everyone asking at the same time", async () => {
    let computed = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const answer = async () => {
      computed += 1;
      await gate;
      return { ok: true };
    };
    const both = Promise.all([keptSearch("same", answer), keptSearch("same", answer)]);
    release();
    await both;
    expect(computed).toBe(1);
  });

  it("keeps nothing outside production or with CATALOG_CACHE_SECONDS=0", async () => {
    env.CATALOG_CACHE_SECONDS = "0";
    let computed = 0;
    await keptSearch("off", async () => ++computed);
    expect((await keptSearch("off", async () => ++computed)).hit).toBe(false);
    expect(computed).toBe(2);
  });
});
