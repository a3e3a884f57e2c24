// A catalog search route's answer, charged to the rate limit by its cost (search-cost.ts; the request took one token
// already) and run within what its address may have running at once (search-admission.ts). An answer this process
// kept within CATALOG_CACHE_SECONDS (lib/cache/catalog-search.ts) costs one token: it is read, not searched; if it
// was searched after all (dropped from the store, or marked stale), the rest of its cost is owed afterwards
// (lib/cache/kept-searches.ts). docs/performance.md "What is cached".
import { searchedCatalogSize } from "@/lib/commerce/catalog/search/search-engine";
import { searchCost } from "@/lib/commerce/catalog/search/search-cost";
import { parseCatalogInclude } from "@/lib/commerce/catalog/products";
import { catalogCacheSeconds } from "@/lib/cache/catalog-entry";
import { cachedSearchAnswer, keptSearches as kept, searchAnswerKey, type CatalogSearch } from "@/lib/cache/catalog-search";
import { clientAddress } from "./origin/client-address";
import { requestCurrency } from "./api/currency";
import { jsonBytes } from "./api/response";
import { admitSearch } from "./limits/search-admission";

/** What a search route's handler is given: the request, and how to charge its rate limit more than one token. */
export type SearchCall = { request: Request; query: URLSearchParams; origin: string; spend: (tokens: number, owed?: "owed") => Promise<void> };

/** A catalog search route's answer in the request's currency and with its `include`, charged by its cost. */
export async function searchAnswer({ request, query, origin, spend }: SearchCall, search: CatalogSearch): Promise<Response> {
  const include = [...parseCatalogInclude(query.getAll("include"))].sort();
  const currency = await requestCurrency(request);
  const key = searchAnswerKey(search, origin, currency, include);
  const searches = search.kind === "multi" ? search.searches : [search.search];
  const cost = searchCost(searches, await searchedCatalogSize(), include.length > 0);
  const upFront = kept.upFront(key, cost, catalogCacheSeconds() * 1000);
  if (upFront > 1) await spend(upFront - 1);
  const searchedBefore = kept.searches(key);
  const text = await admitSearch(clientAddress(request.headers), upFront, () => cachedSearchAnswer(search, origin, currency, include));
  if (upFront < cost && kept.searches(key) !== searchedBefore) await spend(cost - upFront, "owed");
  if (catalogCacheSeconds() > 0) kept.answered(key);
  return jsonBytes(200, Buffer.from(text));
}
