// How much one catalog search request may ask for (issue 44): each bound caps one thing the engine spends work on,
// as Typesense and Elastic Path bound them, with room above what EP's storefront sends (a multi-search of 1 to 5
// searches from InstantSearch's adapter, a query of a few words, three category levels and a price faceted with up to
// 30 values, a filter of a few clauses, 6 to 20 hits a page). Plain numbers, free of the engine, so that the
// storefront's search box (a client component) can keep its suggestions within them. docs/catalog.md "Search".

/** Searches in one multi-search (Typesense's own default ceiling is 50; EP's storefront sends at most a handful). */
export const MAX_SEARCHES = 10;
/** Characters of `q` (the storefront's search box takes 100). */
export const MAX_QUERY_LENGTH = 200;
/** Words of `q`: each is matched on its own, and, when nothing matches, also as its nearest catalog words. */
export const MAX_QUERY_TERMS = 12;
/** Characters of one word of `q`: a longer run of letters is no word of any catalog. */
export const MAX_TERM_LENGTH = 64;
/** Fields of `facet_by`: every one is an aggregation over all the matches. */
export const MAX_FACETS = 12;
/** `max_facet_values` (InstantSearch's "show more" asks for 20 to 30). */
export const MAX_FACET_VALUES = 100;
/** Characters of `filter_by`. */
export const MAX_FILTER_LENGTH = 2048;
/** Clauses (`field:value`) of `filter_by`. */
export const MAX_FILTER_CLAUSES = 20;
/** Values of `filter_by`, all its clauses and lists together. */
export const MAX_FILTER_VALUES = 200;
/** Fields of `sort_by` (Typesense's own limit). */
export const MAX_SORTS = 3;
/** `per_page`: EP's catalog pages hold at most 100 (`page[limit]`); Typesense's own ceiling is 250. */
export const MAX_PER_PAGE = 100;
/** How deep a search may page: (page - 1) × per_page at most this (EP's catalog offset limit). */
export const MAX_SEARCH_DEPTH = 10_000;

/** The words of a query, as the engine reads them: runs of letters and digits, lower-cased. */
export const queryWords = (q: string): string[] => q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** What the storefront sends for what a shopper typed: cut to the bounds (the first words, no more characters). */
export function boundedQuery(text: string): string {
  const cut = text.slice(0, MAX_QUERY_LENGTH);
  const words = [...cut.matchAll(/[\p{L}\p{N}]+/gu)];
  if (words.length <= MAX_QUERY_TERMS && words.every((w) => w[0].length <= MAX_TERM_LENGTH)) return cut;
  return words
    .slice(0, MAX_QUERY_TERMS)
    .map((w) => w[0].slice(0, MAX_TERM_LENGTH))
    .join(" ");
}
