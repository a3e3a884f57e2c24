// Catalog search answers (GET /catalog/search, POST /catalog/multi-search) cached for every shopper who sends the same
// search in the same currency (EP's storefront sends its listing's search on every page view), with the framework's
// `'use cache'`: tagged `catalog` and `stock`, so a catalog write or a stock change marks them stale on every
// instance, kept at most CATALOG_CACHE_SECONDS, in the handler's bounded store (lib/storage/use-cache/handler.mjs):
// a million distinct searches cost no more memory than its bound, and nothing on disk. This process also notes
// which searches it has an answer kept for and how often each was searched (kept-searches.ts): the search route
// (lib/http/search-answer.ts) charges by that, this module only caches. docs/performance.md.
import { createHash } from "node:crypto";
import { multiSearch, singleSearch } from "@/lib/commerce/catalog/search/catalog-search";
import type { SearchRequest } from "@/lib/commerce/catalog/search/search-request";
import type { CatalogInclude } from "@/lib/commerce/catalog/products";
import { answerOf, catalogEntry, outcomeOf, unlessCachingOff } from "./catalog-entry";
import { KeptSearches } from "./kept-searches";

const holder = globalThis as unknown as { __cartwrightKeptSearches?: KeptSearches };
/** This process's searches with an answer kept, shared with the kept entry's body. */
export const keptSearches = (holder.__cartwrightKeptSearches ??= new KeptSearches());

/** One search (GET /catalog/search) or several (POST /catalog/multi-search). */
export type CatalogSearch = { kind: "single"; search: SearchRequest } | { kind: "multi"; searches: SearchRequest[] };

/** What a kept answer is known by: a digest of what keys it. */
export const searchAnswerKey = (search: CatalogSearch, origin: string, currency: string, include: CatalogInclude[]) =>
  createHash("sha256").update(JSON.stringify([search, origin, currency, include])).digest("base64url");

/** The answer's JSON text. The origin is an argument: the answer's links are absolute against it. */
async function answerText(search: CatalogSearch, origin: string, currency: string, include: CatalogInclude[]): Promise<string> {
  const options = { origin, currency, include: new Set(include) };
  return JSON.stringify(search.kind === "multi" ? await multiSearch(search.searches, options) : await singleSearch(search.search, options));
}

async function answerEntry(search: CatalogSearch, origin: string, currency: string, include: CatalogInclude[]) {
  "use cache";
  catalogEntry(true);
  keptSearches.searched(searchAnswerKey(search, origin, currency, include));
  return outcomeOf(() => answerText(search, origin, currency, include));
}

const cachedAnswer = unlessCachingOff(answerEntry, (...args: Parameters<typeof answerText>) => outcomeOf(() => answerText(...args)));

/** The search's answer as JSON text, from the cache when kept (`include` sorted: it is part of the key). */
export async function cachedSearchAnswer(search: CatalogSearch, origin: string, currency: string, include: CatalogInclude[]): Promise<string> {
  return answerOf(await cachedAnswer(search, origin, currency, include));
}
