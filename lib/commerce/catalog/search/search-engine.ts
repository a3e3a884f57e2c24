// The catalog search engine: PostgreSQL full-text search over the products the storefront lists (live, not child
// products), with facets on categories and prices. One engine for EP's catalog search API and the storefront's own
// search and category pages. docs/catalog.md "Search".
//
// Matching, as Typesense does it: every word of the query must match, the last one as a prefix. A word matches a
// product's name, SKU or description (those of `query_by`) by its English stem ("mugs" finds mug, "cups" cup) or as
// the start of a word; when that finds nothing, a second pass lets each word also be one of the catalog's name words
// nearest to it by trigram similarity ("ceramc" is searched as ceramic too), which is how PostgreSQL tolerates typos,
// or a name word it becomes with two neighbouring letters swapped ("mgu" is searched as mug: transpositions.ts).
// This module reads the request into the search store's terms (categories as nodes, prices in minor units) and
// decides the passes; the store (lib/storage/catalog/search-store.ts) writes each as SQL.
import { searchStore, type FacetRows, type SearchCondition, type SearchFacet, type SearchQuery } from "@/lib/storage/catalog/search-store";
import { minorDigits } from "../../money";
import { type ProductRow } from "../products";
import { isUuid } from "../../uuid";
import { categoriesAt, readCategoryTree, nodesInCategories, nodesUnder, type CategoryTree } from "./category-tree";
import type { FilterNode, NumberRange } from "./filter-by";
import type { FacetField } from "./search-fields";
import type { SearchRequest } from "./search-request";
import { adjacentTranspositions } from "./transpositions";
import { bundleListedPrices } from "../bundle-listed-prices";

export type FacetCount = { field: FacetField; counts: { value: string; count: number }[]; distinctValues: number; stats?: PriceStats };
export type PriceStats = { min: number; max: number; sum: number; avg: number; total_values: number };
export type SearchOutcome = {
  rows: ProductRow[];
  /** How well each row matched (Typesense's `text_match`), in the rows' order. */
  textMatch: number[];
  found: number;
  /** Live listed products: what was searched. */
  outOf: number;
  facets: FacetCount[];
};

/** An amount in a currency's major units as the bounds of a range on minor units: [lowest, highest] whole amounts. */
function minorBounds(range: NumberRange, currency: string): { min?: number; max?: number } {
  const scale = 10 ** minorDigits(currency);
  const exact = (value: number) => {
    const scaled = value * scale;
    return Math.abs(scaled - Math.round(scaled)) < 1e-6 ? { whole: true, value: Math.round(scaled) } : { whole: false, value: scaled };
  };
  const out: { min?: number; max?: number } = {};
  if (range.min !== undefined) {
    const m = exact(range.min);
    out.min = m.whole ? m.value + (range.minExclusive ? 1 : 0) : Math.ceil(m.value);
  }
  if (range.max !== undefined) {
    const m = exact(range.max);
    out.max = m.whole ? m.value - (range.maxExclusive ? 1 : 0) : Math.floor(m.value);
  }
  return out;
}

/** A filter in the store's terms: categories as their nodes, ids that are UUIDs, prices in minor units. */
function searchCondition(node: FilterNode, tree: CategoryTree | undefined): SearchCondition {
  switch (node.kind) {
    case "and":
    case "or":
      return { kind: node.kind, items: node.items.map((item) => searchCondition(item, tree)) };
    case "scope":
      return { kind: "nodes", nodeIds: nodesUnder(tree!, node.scope), negate: false };
    case "values": {
      const { field, values, negate } = node;
      if (field.kind === "category") return { kind: "nodes", nodeIds: nodesInCategories(tree!, field.level, values), negate };
      if (field.kind === "id") return { kind: "ids", ids: values.filter(isUuid).map((id) => id.toLowerCase()), negate };
      return { kind: "values", column: field.kind, values, negate };
    }
    case "range":
      return { kind: "price", currency: node.field.currency, ranges: node.ranges.map((range) => minorBounds(range, node.field.currency)), negate: node.negate };
    case "in_stock":
      return node;
  }
}

const usesCategories = (node: FilterNode | undefined): boolean =>
  !!node && (node.kind === "and" || node.kind === "or" ? node.items.some(usesCategories) : node.kind === "scope" || (node.kind === "values" && node.field.kind === "category"));

/** The text a facet's values are narrowed by (`facet_query`), for that facet only. */
const facetText = (request: SearchRequest, field: FacetField) => (request.facetQuery?.field.name === field.name ? request.facetQuery.text : undefined);

/** The currencies whose prices a search filters, counts or sorts by. */
function pricedCurrencies(request: SearchRequest): string[] {
  const inFilter = (node: FilterNode | undefined): string[] =>
    !node ? [] : node.kind === "and" || node.kind === "or" ? node.items.flatMap(inFilter) : node.kind === "range" ? [node.field.currency] : [];
  const named = [
    ...inFilter(request.filter),
    ...request.facets.flatMap((field) => (field.kind === "price" ? [field.currency] : [])),
    ...request.sort.flatMap(({ field }) => (field.kind === "price" ? [field.currency] : [])),
  ];
  return [...new Set(named)];
}

function searchQuery(request: SearchRequest, tree: CategoryTree | undefined): SearchQuery {
  const facets = request.facets.map((field): SearchFacet => {
    if (field.kind === "price") return { kind: "price", currency: field.currency };
    return { kind: "category", ...categoriesAt(tree!, field.level), text: facetText(request, field) };
  });
  return {
    terms: request.terms,
    queryBy: request.queryBy,
    filter: request.filter ? searchCondition(request.filter, tree) : undefined,
    facets,
    maxFacetValues: request.maxFacetValues,
    sort: request.sort.map(({ field, descending }) => ({ ...field, descending })),
    page: request.page,
    perPage: request.perPage,
  };
}

/** A facet's counts as the answer gives them: prices in major units (narrowed by `facet_query`), with their statistics. */
function facetCount(request: SearchRequest, field: FacetField, read: FacetRows): FacetCount {
  if (field.kind === "category" || read.kind === "category") {
    return { field, counts: read.kind === "category" ? read.counts : [], distinctValues: read.distinctValues };
  }
  const text = facetText(request, field);
  const scale = 10 ** minorDigits(field.currency);
  const major = (minor: number | null) => (minor ?? 0) / scale;
  return {
    field,
    counts: read.counts.map(({ minor, count }) => ({ value: String(major(minor)), count })).filter((c) => !text || c.value.startsWith(text)),
    distinctValues: read.distinctValues,
    ...(read.n ? { stats: { min: major(read.min), max: major(read.max), sum: major(read.sum), avg: major(read.sum) / read.n, total_values: read.distinctValues } } : {}),
  };
}

/** Runs one search: its hits, how many match, out of how many, and the facets asked for. */
export async function runSearch(request: SearchRequest): Promise<SearchOutcome> {
  const needsTree = usesCategories(request.filter) || request.facets.some((f) => f.kind === "category");
  const [tree, bundlePrices] = await Promise.all([needsTree ? readCategoryTree() : undefined, bundleListedPrices(pricedCurrencies(request))]);
  const query = { ...searchQuery(request, tree), bundlePrices };
  let result = await searchStore.pass(query);
  if (result.found === 0 && request.terms.length) {
    const nearest = await searchStore.nearestWords(request.terms, request.terms.map(adjacentTranspositions));
    if (nearest.some((words, i) => words.some((word) => word !== request.terms[i]))) result = await searchStore.pass(query, nearest);
  }
  // The whole catalog: the pass counted it.
  const everything = request.terms.length === 0 && !query.filter;
  const outOf = everything ? result.found : await searchStore.liveListedCount();
  return { rows: result.rows, textMatch: result.textMatch, found: result.found, outOf, facets: request.facets.map((field, i) => facetCount(request, field, result.facets[i])) };
}

let listedCount: { value: number; at: number } | undefined;
const LISTED_COUNT_MS = 10_000;

/** How many products a search reads at most (the live listed products), for its cost (search-cost.ts): read at most
 * every ten seconds per process, since a cost needs its size, not its exact count. */
export async function searchedCatalogSize(now = Date.now()): Promise<number> {
  if (!listedCount || now - listedCount.at > LISTED_COUNT_MS) listedCount = { value: await searchStore.liveListedCount(), at: now };
  return listedCount.value;
}
