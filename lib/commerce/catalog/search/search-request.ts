// A catalog search as Elastic Path's catalog search takes it (Typesense's parameters, in the JSON body of
// `POST /catalog/multi-search` or the query of `GET /catalog/search`), read into what the search engine runs.
// Parameters Typesense has that the engine does not use (highlight tags, presets, `include_fields`…) are accepted
// and ignored, as Typesense ignores those it does not know; a known parameter of the wrong type or out of range, or
// a field the catalog cannot match, filter, facet or sort on, is 400. docs/catalog.md "Search".
import { z } from "zod";
import { ApiError } from "../../errors";
import { parseOrThrow } from "../../validation";
import type { ProductSort } from "../products";
import { parseFilterBy, SearchSyntaxError, type FilterNode } from "./filter-by";
import {
  MAX_FACET_VALUES,
  MAX_FACETS,
  MAX_PER_PAGE,
  MAX_QUERY_LENGTH,
  MAX_QUERY_TERMS,
  MAX_SEARCH_DEPTH,
  MAX_SEARCHES,
  MAX_SORTS,
  MAX_TERM_LENGTH,
  queryWords,
} from "./search-bounds";
import {
  facetField,
  FACET_FIELDS_TEXT,
  QUERY_BY_TEXT,
  sortField,
  SORT_FIELDS_TEXT,
  TEXT_FIELDS,
  textField,
  type FacetField,
  type SortField,
  type TextField,
} from "./search-fields";

export type SearchType = "search" | "autocomplete";
export type SortKey = { field: SortField; descending: boolean };

export type SearchRequest = {
  type: SearchType;
  /** The query as sent (`*`: everything), echoed in `request_params`. */
  q: string;
  /** The query's words, lower-cased; none: every product. */
  terms: string[];
  queryBy: TextField[];
  filter?: FilterNode;
  facets: FacetField[];
  maxFacetValues: number;
  facetQuery?: { field: FacetField; text: string };
  sort: SortKey[];
  page: number;
  perPage: number;
};

export const DEFAULT_PER_PAGE = 10;

/** A whole number, sent as a JSON number or (query parameters, some clients) as digits. */
const wholeNumber = z.union([z.number(), z.string().regex(/^-?\d+$/, "must be a whole number").transform(Number)]).pipe(z.number().int());
const text = z.string().max(4096);

export const searchParamsSchema = z.looseObject({
  type: z.enum(["search", "autocomplete"]).optional(),
  q: text.optional(),
  query_by: text.optional(),
  filter_by: text.optional(),
  facet_by: text.optional(),
  facet_query: text.optional(),
  sort_by: text.optional(),
  page: wholeNumber.optional(),
  per_page: wholeNumber.optional(),
  max_facet_values: wholeNumber.optional(),
});
export type SearchParams = z.output<typeof searchParamsSchema>;

export const multiSearchBodySchema = z.looseObject({
  searches: z.array(z.unknown()).min(1, "searches needs at least one search").max(MAX_SEARCHES, `searches takes at most ${MAX_SEARCHES} searches`),
});

/** The words a query is made of: runs of letters and digits, lower-cased; `*` and punctuation alone are no words.
 * The storefront's own searches are cut to the bounds here; the API refuses a query past them (toSearchRequest). */
export function queryTerms(q: string): string[] {
  return queryWords(q).slice(0, MAX_QUERY_TERMS).map((term) => term.slice(0, MAX_TERM_LENGTH));
}

const refused = (title: string, detail: string, source: string, value: unknown) =>
  new ApiError({ status: 400, title, detail, source, meta: { value: typeof value === "string" ? value.slice(0, 200) : (value ?? null) } });

const commaList = (value: string | undefined) => (value ?? "").split(",").map((part) => part.trim()).filter(Boolean);

/** One search's parameters (already of the right types) as the engine runs it; `source` names it in errors. */
export function toSearchRequest(params: SearchParams, source: string): SearchRequest {
  const at = (name: string) => (source ? `${source}.${name}` : name);
  const q = params.q ?? "*";
  if (q.length > MAX_QUERY_LENGTH) throw refused("Invalid Query", `q is at most ${MAX_QUERY_LENGTH} characters.`, at("q"), q);
  const words = queryWords(q);
  if (words.length > MAX_QUERY_TERMS) throw refused("Invalid Query", `q has at most ${MAX_QUERY_TERMS} words.`, at("q"), q);
  if (words.some((word) => word.length > MAX_TERM_LENGTH)) throw refused("Invalid Query", `A word of q is at most ${MAX_TERM_LENGTH} characters.`, at("q"), q);
  const page = params.page ?? 1;
  const perPage = params.per_page ?? DEFAULT_PER_PAGE;
  if (page < 1) throw refused("Invalid Pagination", "page starts at 1.", at("page"), params.page);
  if (perPage < 0 || perPage > MAX_PER_PAGE) throw refused("Invalid Pagination", `per_page is 0 to ${MAX_PER_PAGE}.`, at("per_page"), params.per_page);
  if ((page - 1) * perPage > MAX_SEARCH_DEPTH) throw refused("Invalid Pagination", `A search pages at most ${MAX_SEARCH_DEPTH} results deep.`, at("page"), params.page);
  const maxFacetValues = params.max_facet_values ?? 10;
  if (maxFacetValues < 1 || maxFacetValues > MAX_FACET_VALUES) throw refused("Invalid Facet", `max_facet_values is 1 to ${MAX_FACET_VALUES}.`, at("max_facet_values"), params.max_facet_values);

  const queryBy = commaList(params.query_by).map((name) => {
    const field = textField(name);
    if (!field) throw refused("Invalid Query By", `Cannot search "${name}": query_by takes ${QUERY_BY_TEXT}.`, at("query_by"), params.query_by);
    return field;
  });

  const facetNames = [...new Set(commaList(params.facet_by))];
  if (facetNames.length > MAX_FACETS) throw refused("Invalid Facet", `facet_by takes at most ${MAX_FACETS} fields.`, at("facet_by"), params.facet_by);
  const facets = facetNames.map((name) => {
    const field = facetField(name);
    if (!field) throw refused("Invalid Facet", `Cannot facet on "${name}": facet_by takes ${FACET_FIELDS_TEXT}.`, at("facet_by"), params.facet_by);
    return field;
  });

  let facetQuery: SearchRequest["facetQuery"];
  if (params.facet_query) {
    const colon = params.facet_query.indexOf(":");
    const field = colon > 0 ? facets.find((f) => f.name === params.facet_query!.slice(0, colon).trim()) : undefined;
    if (!field) throw refused("Invalid Facet", "facet_query is field:text, naming a field of facet_by.", at("facet_query"), params.facet_query);
    facetQuery = { field, text: params.facet_query.slice(colon + 1).trim().toLowerCase() };
  }

  const sortParts = commaList(params.sort_by);
  if (sortParts.length > MAX_SORTS) throw refused("Invalid Sort", `sort_by takes at most ${MAX_SORTS} fields.`, at("sort_by"), params.sort_by);
  const sort = sortParts.map((part) => {
    const [, name, direction] = /^(.+?)(?::(asc|desc))?$/i.exec(part) ?? [];
    const field = name ? sortField(name.trim()) : undefined;
    if (!field) throw refused("Invalid Sort", `Cannot sort on "${part}": sort_by takes ${SORT_FIELDS_TEXT}, each with :asc or :desc.`, at("sort_by"), params.sort_by);
    return { field, descending: (direction ?? (field.kind === "text_match" ? "desc" : "asc")).toLowerCase() === "desc" };
  });

  let filter: FilterNode | undefined;
  try {
    filter = parseFilterBy(params.filter_by ?? "");
  } catch (error) {
    if (error instanceof SearchSyntaxError) throw refused("Invalid Filter", error.message, at("filter_by"), params.filter_by);
    throw error;
  }

  return {
    type: params.type ?? "search",
    q,
    terms: words,
    queryBy: queryBy.length ? [...new Set(queryBy)] : [...TEXT_FIELDS],
    ...(filter ? { filter } : {}),
    facets,
    maxFacetValues,
    ...(facetQuery ? { facetQuery } : {}),
    sort,
    page,
    perPage,
  };
}

/** The body of `POST /catalog/multi-search`: `{searches: [...]}`, each search read as above. */
export function parseMultiSearchBody(body: unknown): SearchRequest[] {
  const { searches } = parseOrThrow(multiSearchBodySchema, body, "");
  return searches.map((search, i) => toSearchRequest(parseOrThrow(searchParamsSchema, search, `searches[${i}]`), `searches[${i}]`));
}

/** `GET /catalog/search?q=…&filter_by=…`: one search from the query string. */
export function parseSearchQuery(query: URLSearchParams): SearchRequest {
  const params: Record<string, string> = {};
  for (const [name, value] of query) if (name !== "include" && !name.startsWith("page[")) params[name] = value;
  return toSearchRequest(parseOrThrow(searchParamsSchema, params, ""), "");
}

/** The storefront's sort choices (lib/commerce/catalog/products.ts ProductSort) as search sorts. */
function sortOf(sort: ProductSort | undefined, currency: string): SortKey[] {
  if (!sort) return [];
  const descending = sort.startsWith("-");
  const name = descending ? sort.slice(1) : sort;
  const field: SortField = name === "price" ? { kind: "price", currency } : name === "name" ? { kind: "name" } : { kind: "created_at" };
  return [{ field, descending }];
}

/** The storefront's search and category pages as a search: the same engine EP's storefront drives. */
export function storefrontSearch(q: string, currency: string, sort: ProductSort | undefined, page: number, perPage: number, filter?: FilterNode): SearchRequest {
  return {
    type: "search",
    q,
    terms: queryTerms(q),
    queryBy: [...TEXT_FIELDS],
    ...(filter ? { filter } : {}),
    facets: [],
    maxFacetValues: 10,
    sort: sortOf(sort, currency),
    page: Math.min(Math.max(1, page), Math.floor(MAX_SEARCH_DEPTH / perPage) + 1),
    perPage,
  };
}
