import { describe, expect, it } from "vitest";
import { nextCatalogGeneration } from "./catalog-freshness";
import { PAGE_CACHE_ENTRIES, nonceStandIn, renderedPage, servePage, sharedPage, sharedPageKey, type CachedPage } from "./page-cache";

const request = (pathname: string, cookies: Record<string, string> = {}, headers: Record<string, string> = {}, method = "GET", search = "") => ({
  method,
  pathname,
  search,
  headers: new Headers(headers),
  cookies: Object.entries(cookies).map(([name, value]) => ({ name, value })),
});

describe("sharedPageKey", () => {
  it("keys the shop, categories, search and product pages by currency and address", () => {
    expect(sharedPageKey(request("/"))).toBe("|/");
    expect(sharedPageKey(request("/", { currency: "EUR" }))).toBe("EUR|/");
    expect(sharedPageKey(request("/categories/kitchen/drinkware", { currency: "GBP" }, {}, "GET", "?sort=price&page=2"))).toBe(
      "GBP|/categories/kitchen/drinkware?sort=price&page=2",
    );
    expect(sharedPageKey(request("/search", {}, {}, "GET", "?q=mug"))).toBe("|/search?q=mug");
    expect(sharedPageKey(request("/products/canvas-work-apron", {}, {}, "GET", "?size=l"))).toBe("|/products/canvas-work-apron?size=l");
  });
  it("renders for the shopper anything that is theirs or not a catalog page", () => {
    // A cart, a session, a notice: any cookie besides the currency.
    expect(sharedPageKey(request("/", { cw_cart: "c1" }))).toBeUndefined();
    expect(sharedPageKey(request("/", { currency: "USD", cw_account: "t" }))).toBeUndefined();
    expect(sharedPageKey(request("/", { currency: "<script>" }))).toBeUndefined();
    // Not catalog pages.
    for (const path of ["/cart", "/checkout", "/account", "/products/mug/more", "/products/mug.svg/x", "/searching", "/admin"]) expect(sharedPageKey(request(path))).toBeUndefined();
    // Client navigations, prefetches and Server Actions: each router header alone asks for React's payload.
    for (const name of ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-hmr-refresh"]) {
      expect(sharedPageKey(request("/", {}, { [name]: "1" })), name).toBeUndefined();
    }
    expect(sharedPageKey(request("/", {}, { "next-action": "abc" }, "POST"))).toBeUndefined();
    expect(sharedPageKey(request("/", {}, {}, "HEAD"))).toBeUndefined();
  });
});

const page = (text: string): CachedPage => ({ body: `<script nonce="${nonceStandIn()}">${text}</script>`, status: 200, headers: [["content-type", "text/html"]] });
const kept = (text: string) => ({ page: page(text), keep: true });

describe("sharedPage", () => {
  it("renders once, serves the kept page until the catalog changes, then renders again", async () => {
    let renders = 0;
    const render = async () => kept(`render ${++renders}`);
    expect((await sharedPage("k1", render))?.hit).toBe(false);
    const again = await sharedPage("k1", render);
    expect(again?.hit).toBe(true);
    expect(again?.page.body).toContain("render 1");
    nextCatalogGeneration();
    const after = await sharedPage("k1", render);
    expect(after?.hit).toBe(false);
    expect(after?.page.body).toContain("render 2");
  });

  it("serves a kept page no longer than CATALOG_CACHE_SECONDS", async () => {
    let renders = 0;
    const render = async () => kept(`render ${++renders}`);
    const start = Date.now();
    await sharedPage("k2", render, start);
    expect((await sharedPage("k2", render, start + 29_000))?.hit).toBe(true);
    expect((await sharedPage("k2", render, start + 31_000))?.hit).toBe(false);
    expect(renders).toBe(2);
  });

  it("renders a page once for shoppers asking at the same time", async () => {
    let renders = 0;
    let finish!: () => void;
    const rendered = new Promise<void>((resolve) => (finish = resolve));
    const render = async () => {
      renders += 1;
      await rendered;
      return kept("once");
    };
    const asked = [sharedPage("k3", render), sharedPage("k3", render), sharedPage("k3", render)];
    finish();
    const pages = await Promise.all(asked);
    expect(renders).toBe(1);
    expect(pages.every((p) => p?.page.body.includes("once"))).toBe(true);
  });

  it("never keeps a page rendered while the catalog changed", async () => {
    let renders = 0;
    const render = async () => {
      renders += 1;
      // A catalog write commits during this render.
      if (renders === 1) nextCatalogGeneration();
      return kept(`render ${renders}`);
    };
    await sharedPage("k4", render);
    const next = await sharedPage("k4", render);
    expect(next?.hit).toBe(false);
    expect(next?.page.body).toContain("render 2");
  });

  it("serves a page not to keep (a 404) to the shopper who asked, and renders it again for the next", async () => {
    let renders = 0;
    const render = async () => ({ page: { ...page(`missing ${++renders}`), status: 404 }, keep: false });
    expect(await sharedPage("k5", render)).toMatchObject({ hit: false, page: { status: 404 } });
    expect((await sharedPage("k5", render))?.page.body).toContain("missing 2");
  });

  it("keeps a bounded number of pages, dropping the least recently served", async () => {
    for (let i = 0; i <= PAGE_CACHE_ENTRIES; i++) await sharedPage(`many-${i}`, async () => kept(`${i}`));
    expect((await sharedPage(`many-${PAGE_CACHE_ENTRIES}`, async () => kept("again")))?.hit).toBe(true);
    expect((await sharedPage("many-0", async () => kept("again")))?.hit).toBe(false);
  });
});

describe("servePage and renderedPage", () => {
  it("gives every copy its own nonce in place of the stand-in", async () => {
    const kept = page("x");
    const first = await servePage(kept, "nonce-one", "script-src 'nonce-nonce-one'", true).text();
    const second = servePage(kept, "nonce-two", "script-src 'nonce-nonce-two'", true);
    expect(first).toBe('<script nonce="nonce-one">x</script>');
    expect(await second.text()).toBe('<script nonce="nonce-two">x</script>');
    expect(second.headers.get("content-security-policy")).toBe("script-src 'nonce-nonce-two'");
    expect(second.headers.get("x-page-cache")).toBe("hit");
  });
  it("keeps only complete HTML 200s rendered with the stand-in; a response setting cookies is the shopper's own", async () => {
    const html = (body: string, init: ResponseInit = {}) => new Response(body, { status: 200, headers: { "content-type": "text/html; charset=utf-8" }, ...init });
    const withStandIn = `<script nonce="${nonceStandIn()}"></script>`;
    expect(await renderedPage(html(withStandIn))).toMatchObject({ keep: true, page: { status: 200, body: withStandIn } });
    expect(await renderedPage(html(withStandIn, { status: 404, headers: { "content-type": "text/html" } }))).toMatchObject({ keep: false, page: { status: 404 } });
    expect(await renderedPage(new Response(null, { status: 307, headers: { location: "/search" } }))).toMatchObject({ keep: false, page: { status: 307 } });
    expect(await renderedPage(html('<script nonce="other"></script>'))).toMatchObject({ keep: false });
    expect(await renderedPage(html(withStandIn, { headers: { "content-type": "text/html", "set-cookie": "a=b" } }))).toBeUndefined();
  });
});
