// Catalog search answers kept for every shopper who sends the same search in the same currency (EP's storefront
// sends its listing's search on every page view): as the bytes sent, per process, at most CATALOG_CACHE_SECONDS and
// never past the next catalog or stock change on this instance — the freshness of kept pages (page-cache.ts).
// At most SEARCH_CACHE_BYTES in all, the least recently served dropped first; one computation at a time per search,
// what others ask for meanwhile waits for it. docs/catalog.md "Caching".
import type { SearchOptions } from "@/lib/commerce/catalog/search/catalog-search";
import { parseCatalogInclude } from "@/lib/commerce/catalog/products";
import { catalogCacheSeconds, catalogGeneration } from "./catalog-freshness";
import { requestCurrency } from "./currency";
import { jsonBytes } from "./response";

export const SEARCH_CACHE_BYTES = 64 * 1024 * 1024;

type Entry = { bytes: Buffer; generation: number; expiresAt: number };
type State = { entries: Map<string, Entry>; size: number; computing: Map<string, Promise<Buffer>> };
const holder = globalThis as unknown as { __cartwrightSearchCache?: State };
const state = (holder.__cartwrightSearchCache ??= { entries: new Map(), size: 0, computing: new Map() });

/** Whether answers are kept at all: in production builds, while catalog reads are cached. */
export const searchCacheOn = (): boolean => process.env.NODE_ENV === "production" && catalogCacheSeconds() > 0;

/** The answer kept under `key`, or `answer()` rendered now (and kept when the cache is on). */
export async function keptSearch(key: string, answer: () => Promise<unknown>, now = Date.now()): Promise<{ bytes: Buffer; hit: boolean }> {
  const render = async () => Buffer.from(JSON.stringify(await answer()));
  if (!searchCacheOn()) return { bytes: await render(), hit: false };
  const generation = catalogGeneration();
  const entry = state.entries.get(key);
  if (entry && entry.generation === generation && entry.expiresAt > now) {
    state.entries.delete(key);
    state.entries.set(key, entry);
    return { bytes: entry.bytes, hit: true };
  }
  const flight = `${generation}|${key}`;
  let computing = state.computing.get(flight);
  if (!computing) {
    computing = render()
      .then((bytes) => {
        keep(key, { bytes, generation, expiresAt: now + catalogCacheSeconds() * 1000 });
        return bytes;
      })
      .finally(() => state.computing.delete(flight));
    state.computing.set(flight, computing);
  }
  return { bytes: await computing, hit: false };
}

function keep(key: string, entry: Entry) {
  const old = state.entries.get(key);
  if (old) {
    state.size -= old.bytes.length;
    state.entries.delete(key);
  }
  if (entry.bytes.length > SEARCH_CACHE_BYTES / 16) return;
  state.entries.set(key, entry);
  state.size += entry.bytes.length;
  for (const [oldest, { bytes }] of state.entries) {
    if (state.size <= SEARCH_CACHE_BYTES) break;
    state.entries.delete(oldest);
    state.size -= bytes.length;
  }
}

/** A catalog search route's answer: the request's currency and `include`, kept under the parsed searches. */
export async function searchAnswer(
  request: Request,
  query: URLSearchParams,
  origin: string,
  searches: unknown,
  answer: (options: SearchOptions) => Promise<unknown>,
): Promise<Response> {
  const options = { origin, currency: requestCurrency(request), include: parseCatalogInclude(query.getAll("include")) };
  // The origin is in the key: the answer's links are absolute against it.
  const key = JSON.stringify([options.origin, options.currency, [...options.include].sort(), searches]);
  return jsonBytes(200, (await keptSearch(key, () => answer(options))).bytes);
}
