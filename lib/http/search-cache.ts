// Catalog search answers cached for every shopper who sends the same search in the same currency (EP's storefront
// sends its listing's search on every page view), with the framework's `'use cache'`: tagged `catalog` and `stock`, so
// a catalog write or a stock change marks them stale on every instance, kept at most CATALOG_CACHE_SECONDS, in the
// handler's bounded store
// (lib/storage/use-cache-handler.mjs): a million distinct searches cost no more memory than its bound, and nothing
// on disk. docs/performance.md.
import { multiSearch, singleSearch } from "@/lib/commerce/catalog/search/catalog-search";
import type { SearchRequest } from "@/lib/commerce/catalog/search/search-request";
import { parseCatalogInclude, type CatalogInclude } from "@/lib/commerce/catalog/products";
import { answerOf, catalogEntry, outcomeOf, unlessCachingOff, type CachedOutcome } from "./catalog-cache";
import { requestCurrency } from "./currency";
import { jsonBytes } from "./response";

/** One search (GET /catalog/search) or several (POST /catalog/multi-search). */
export type CatalogSearch = { kind: "single"; search: SearchRequest } | { kind: "multi"; searches: SearchRequest[] };

/** The answer's JSON text. The origin is an argument: the answer's links are absolute against it. */
async function answerText(search: CatalogSearch, origin: string, currency: string, include: CatalogInclude[]): Promise<string> {
  const options = { origin, currency, include: new Set(include) };
  return JSON.stringify(search.kind === "multi" ? await multiSearch(search.searches, options) : await singleSearch(search.search, options));
}

async function answerEntry(search: CatalogSearch, origin: string, currency: string, include: CatalogInclude[]): Promise<CachedOutcome<string>> {
  "use cache";
  catalogEntry(true);
  return outcomeOf(() => answerText(search, origin, currency, include));
}

const cachedAnswer = unlessCachingOff(answerEntry, (...args: Parameters<typeof answerText>) => outcomeOf(() => answerText(...args)));

/** A catalog search route's answer in the request's currency and with its `include`. */
export async function searchAnswer(request: Request, query: URLSearchParams, origin: string, search: CatalogSearch): Promise<Response> {
  const include = [...parseCatalogInclude(query.getAll("include"))].sort();
  return jsonBytes(200, Buffer.from(answerOf(await cachedAnswer(search, origin, requestCurrency(request), include))));
}
