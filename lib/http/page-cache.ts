// Whole catalog pages (the shop, a category, a search, a product) for the shoppers they are the same for: no cart, not signed
// in, nothing but a currency choice in their cookies. Such a page is rendered once per currency and address with a
// placeholder where the CSP nonce goes, kept for at most CATALOG_CACHE_SECONDS and until the next catalog or stock
// change on this instance, and served with a fresh nonce put in its place every time. A shopper with anything of their own (a
// cart, a session, a notice) is always rendered for them. docs/catalog.md "Caching".
import { randomBytes } from "node:crypto";
import { catalogCacheSeconds, catalogGeneration } from "./catalog-freshness";

export type CachedPage = { body: string; status: number; headers: [string, string][] };

// Per process, never sent to a browser: the text standing for the nonce in a kept page, and the header value that
// marks the proxy's own render of a page to keep.
const holder = globalThis as unknown as { __cartwrightPageCache?: PageCacheState };
type Entry = { page: CachedPage; generation: number; expiresAt: number };
type PageCacheState = { placeholder: string; renderSecret: string; entries: Map<string, Entry>; rendering: Map<string, Promise<CachedPage | undefined>> };
const state = (holder.__cartwrightPageCache ??= {
  placeholder: randomBytes(24).toString("base64url"),
  renderSecret: randomBytes(24).toString("base64url"),
  entries: new Map(),
  rendering: new Map(),
});

export const PAGE_RENDER_HEADER = "x-cartwright-page-render";
/** Pages kept at most (least recently served go first). */
export const PAGE_CACHE_ENTRIES = 500;

/** The nonce a page rendered to be kept carries, replaced in every copy served. */
export const nonceStandIn = (): string => state.placeholder;

/** Whether this request is the proxy's own render of a page to keep. */
export const isPageRender = (headers: Headers): boolean => headers.get(PAGE_RENDER_HEADER) === state.renderSecret;

/** The header that marks a render as the proxy's own. */
export const pageRenderHeader = (): [string, string] => [PAGE_RENDER_HEADER, state.renderSecret];

const CATALOG_PAGE = /^\/(?:$|search$|categories\/|products\/[^/]+$)/;

// A client navigation, a prefetch (the router's, or a segment's) or a Server Action asks for React's payload, not
// the HTML page; the proxy sees these headers as sent (next.config.mjs skipProxyUrlNormalize).
const ROUTER_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-hmr-refresh", "next-action"];

type PageRequest = { method: string; pathname: string; search: string; headers: Headers; cookies: { name: string; value: string }[] };

/**
 * The key of a page that is the same for every shopper sending this request, or undefined when it is not: not a
 * catalog page, not a plain browser GET (client navigations and prefetches ask for React's payload, not HTML), or a
 * shopper whose cookies hold anything but their currency.
 */
export function sharedPageKey(request: PageRequest): string | undefined {
  if (request.method !== "GET" || !CATALOG_PAGE.test(request.pathname)) return undefined;
  if (ROUTER_HEADERS.some((name) => request.headers.has(name))) return undefined;
  if (request.cookies.some((cookie) => cookie.name !== "currency")) return undefined;
  const currency = request.cookies.find((cookie) => cookie.name === "currency")?.value ?? "";
  // A currency code or none; anything else is rendered for the shopper who sent it.
  if (currency !== "" && !/^[A-Z]{3}$/.test(currency)) return undefined;
  return `${currency}|${request.pathname}${request.search}`;
}

/** Whether pages are kept at all: in production builds, while catalog reads are cached. */
export const pageCacheOn = (): boolean => process.env.NODE_ENV === "production" && catalogCacheSeconds() > 0;

/**
 * The page kept under `key`, or rendered now by `render` and kept if it is to be (one render at a time per key; what
 * others ask for meanwhile waits for it and gets the same). Undefined when the render is the shopper's own. A page rendered while a catalog
 * write commits is kept under the generation it started in, so it is never served after that write.
 */
export async function sharedPage(
  key: string,
  render: () => Promise<{ page: CachedPage; keep: boolean } | undefined>,
  now = Date.now(),
): Promise<{ page: CachedPage; hit: boolean } | undefined> {
  const generation = catalogGeneration();
  const kept = state.entries.get(key);
  if (kept && kept.generation === generation && kept.expiresAt > now) {
    // Most recently served last: the first entry is the one to drop.
    state.entries.delete(key);
    state.entries.set(key, kept);
    return { page: kept.page, hit: true };
  }
  const flight = `${generation}|${key}`;
  let rendering = state.rendering.get(flight);
  if (!rendering) {
    rendering = render()
      .then((rendered) => {
        if (rendered?.keep) keep(key, { page: rendered.page, generation, expiresAt: now + catalogCacheSeconds() * 1000 });
        return rendered?.page;
      })
      .finally(() => state.rendering.delete(flight));
    state.rendering.set(flight, rendering);
  }
  const page = await rendering;
  return page ? { page, hit: false } : undefined;
}

function keep(key: string, entry: Entry) {
  state.entries.delete(key);
  state.entries.set(key, entry);
  while (state.entries.size > PAGE_CACHE_ENTRIES) state.entries.delete(state.entries.keys().next().value as string);
}

/** A kept page as a response, its nonce stand-in replaced by this response's own nonce. */
export function servePage(page: CachedPage, nonce: string, csp: string, hit: boolean): Response {
  const headers = new Headers(page.headers);
  headers.set("content-security-policy", csp);
  headers.set("x-page-cache", hit ? "hit" : "miss");
  return new Response(page.body.replaceAll(state.placeholder, nonce), { status: page.status, headers });
}

// Hop-by-hop and per-response headers are not kept with a page (nor its ETag: every copy differs in its nonce).
const NOT_KEPT = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding", "date", "etag", "set-cookie", "content-security-policy", "x-page-cache"]);

/**
 * The proxy's render as what this shopper gets: kept when it is a complete HTML 200 rendered with the stand-in; served
 * once and not kept when it is anything else (a 404, a redirect); undefined when it sets cookies (then it is the
 * shopper's own and is rendered for them).
 */
export async function renderedPage(response: Response): Promise<{ page: CachedPage; keep: boolean } | undefined> {
  // Read whole either way: cancelling a response of Next's own fetch can leave it waiting for a minute and more.
  const body = await response.text();
  if (response.headers.has("set-cookie")) return undefined;
  const type = response.headers.get("content-type") ?? "";
  const page = { body, status: response.status, headers: [...response.headers].filter(([name]) => !NOT_KEPT.has(name.toLowerCase())) };
  return { page, keep: response.status === 200 && type.startsWith("text/html") && body.includes(state.placeholder) };
}
