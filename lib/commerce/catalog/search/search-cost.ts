// What a catalog search costs, in the rate limit's tokens (one token: one ordinary request, such as a catalog page
// of 25 products), so that the limiter charges a search by the work the engine does for it rather than by the
// request (issue 44). Measured on PostgreSQL at 2,000 and 20,000 products (docs/catalog.md "What a search costs"):
// the work that grows with the catalog is every pass over the matching products — the count, each facet (an
// aggregation over all of them: ~130 ms for one category facet over 20,000 products), each sort key and each filter
// clause (evaluated on every candidate) — while words (index lookups, and the typo pass's trigram lookups), hits
// (rendered as catalog products) and deep pages cost little and do not grow with it. So a pass is charged one token
// per 1,000 products the catalog lists (at least one), the rest a fixed share. An answer already kept
// (lib/cache/catalog-search.ts) costs one token whatever it asked.
import type { SearchRequest } from "./search-request";

/** Products a pass over the matches reads for one token (a pass over 1,000 products takes about as long as a
 * catalog page of 25). */
export const PRODUCTS_PER_TOKEN = 1000;

const HITS_PER_TOKEN = 25;
const SKIPPED_PER_TOKEN = 2500;
const WORD = 0.25;
const SORT_KEY = 0.5;
const FILTER_CLAUSE = 0.5;

/** Clauses of a filter: the conditions evaluated on every candidate. */
function clauses(filter: SearchRequest["filter"]): number {
  if (!filter) return 0;
  if (filter.kind === "and" || filter.kind === "or") return filter.items.reduce((sum, item) => sum + clauses(item), 0);
  return 1;
}

/** One search's cost, before rounding: `listed` is how many products the catalog lists (what a pass may read). */
export function oneSearchCost(search: SearchRequest, listed: number): number {
  const scale = Math.max(1, listed / PRODUCTS_PER_TOKEN);
  // The whole catalog with no words, filter or facet is counted by a trigger, not by a pass (search-store.ts).
  const counts = search.terms.length > 0 || search.filter !== undefined || search.facets.length > 0;
  const passes = (counts ? 1 : 0) + search.facets.length + SORT_KEY * search.sort.length + FILTER_CLAUSE * clauses(search.filter);
  const fixed = 1 + WORD * search.terms.length + search.perPage / HITS_PER_TOKEN + ((search.page - 1) * search.perPage) / SKIPPED_PER_TOKEN;
  return fixed + scale * passes;
}

/** A request's cost in whole tokens: the sum of its searches (and one more when it asks for `include`d resources). */
export function searchCost(searches: readonly SearchRequest[], listed: number, includes = false): number {
  return Math.ceil(searches.reduce((sum, search) => sum + oneSearchCost(search, listed), 0) + (includes ? 1 : 0));
}
