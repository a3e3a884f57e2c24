// Catalog search answers cached for every shopper who sends the same search in the same currency (EP's storefront
// sends its listing's search on every page view), with the framework's `'use cache'`: tagged `catalog` and `stock`, so
// a catalog write or a stock change marks them stale on every instance, kept at most CATALOG_CACHE_SECONDS, in the
// handler's bounded store
// (lib/storage/use-cache-handler.mjs): a million distinct searches cost no more memory than its bound, and nothing
// on disk. docs/performance.md.
//
// Each search is charged to the rate limit by its cost (search-cost.ts; the request took one token already) and runs
// within what its address may have running at once (search-admission.ts). An answer this process kept within
// CATALOG_CACHE_SECONDS costs one token: it is read, not searched; if it was searched after all (dropped from the
// store, or marked stale), the rest of its cost is owed afterwards (kept-searches.ts).
import { createHash } from "node:crypto";
import { multiSearch, singleSearch } from "@/lib/commerce/catalog/search/catalog-search";
import { searchedCatalogSize } from "@/lib/commerce/catalog/search/search-engine";
import { searchCost } from "@/lib/commerce/catalog/search/search-cost";
import type { SearchRequest } from "@/lib/commerce/catalog/search/search-request";
import { parseCatalogInclude, type CatalogInclude } from "@/lib/commerce/catalog/products";
import { answerOf, catalogCacheSeconds, catalogEntry, outcomeOf, unlessCachingOff, type CachedOutcome } from "./catalog-cache";
import { clientAddress } from "./origin/client-address";
import { requestCurrency } from "./api/currency";
import { jsonBytes } from "./api/response";
import { KeptSearches } from "./kept-searches";
import { admitSearch } from "./limits/search-admission";

const holder = globalThis as unknown as { __cartwrightKeptSearches?: KeptSearches };
/** This process's searches with an answer kept, shared with the kept entry's body. */
const kept = (holder.__cartwrightKeptSearches ??= new KeptSearches());

/** What a kept answer is known by: a digest of what keys it. */
const searchKey = (search: CatalogSearch, origin: string, currency: string, include: CatalogInclude[]) =>
  createHash("sha256").update(JSON.stringify([search, origin, currency, include])).digest("base64url");

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
  kept.searched(searchKey(search, origin, currency, include));
  return outcomeOf(() => answerText(search, origin, currency, include));
}

const cachedAnswer = unlessCachingOff(answerEntry, (...args: Parameters<typeof answerText>) => outcomeOf(() => answerText(...args)));

/** What a search route's handler is given: the request, and how to charge its rate limit more than one token. */
export type SearchCall = { request: Request; query: URLSearchParams; origin: string; spend: (tokens: number, owed?: "owed") => Promise<void> };

/** A catalog search route's answer in the request's currency and with its `include`, charged by its cost. */
export async function searchAnswer({ request, query, origin, spend }: SearchCall, search: CatalogSearch): Promise<Response> {
  const include = [...parseCatalogInclude(query.getAll("include"))].sort();
  const currency = await requestCurrency(request);
  const key = searchKey(search, origin, currency, include);
  const searches = search.kind === "multi" ? search.searches : [search.search];
  const cost = searchCost(searches, await searchedCatalogSize(), include.length > 0);
  const upFront = kept.upFront(key, cost, catalogCacheSeconds() * 1000);
  if (upFront > 1) await spend(upFront - 1);
  const searchedBefore = kept.searches(key);
  const text = await admitSearch(clientAddress(request.headers), upFront, async () => answerOf(await cachedAnswer(search, origin, currency, include)));
  if (upFront < cost && kept.searches(key) !== searchedBefore) await spend(cost - upFront, "owed");
  if (catalogCacheSeconds() > 0) kept.answered(key);
  return jsonBytes(200, Buffer.from(text));
}
