// Catalog search as Elastic Path serves it (`POST /catalog/multi-search`, `GET /catalog/search`): each search's
// results in Typesense's shape — hits whose `document` is the catalog product exactly as /catalog/products renders
// it (catalog-page.ts), `found`, `out_of`, `page`, `facet_counts`, `request_params`, `search_time_ms` — and the
// `included` resources of all hits. An `autocomplete` search answers suggestions (`{id, q, count}`): the names of
// the products the words find. docs/catalog.md "Search".
import { catalogProductPage } from "../catalog-page";
import type { CatalogInclude, ProductRow } from "../products";
import { escapeHtml, highlight } from "./highlight";
import { runSearch, type FacetCount, type SearchOutcome } from "./search-engine";
import type { SearchRequest } from "./search-request";

/** `origin`: what the documents' links are made absolute against (absolute-href.ts). */
export type SearchOptions = { origin: string; currency: string; include: ReadonlySet<CatalogInclude> };

function facetCounts(facets: FacetCount[], request: SearchRequest) {
  return facets.map((facet) => {
    const text = request.facetQuery?.field.name === facet.field.name ? request.facetQuery.text : undefined;
    return {
      field_name: facet.field.name,
      sampled: false,
      counts: facet.counts.map(({ value, count }) => ({ count, highlighted: text ? (highlight(value, [text])?.snippet ?? escapeHtml(value)) : escapeHtml(value), value })),
      stats: facet.stats ?? { total_values: facet.distinctValues },
    };
  });
}

async function hitsOf(request: SearchRequest, outcome: SearchOutcome, options: SearchOptions) {
  const textMatch = (i: number) => Math.round(outcome.textMatch[i] * 1e6);
  if (request.type === "autocomplete") {
    // One suggestion per name, counting the products of that name the words found.
    const byName = new Map<string, { document: { id: string; q: string; count: number }; text_match: number }>();
    outcome.rows.forEach((row, i) => {
      const known = byName.get(row.name.toLowerCase());
      if (known) known.document.count += 1;
      else byName.set(row.name.toLowerCase(), { document: { id: row.id, q: row.name, count: 1 }, text_match: textMatch(i) });
    });
    return [...byName.values()].map(({ document, text_match }) => {
      const marked = highlight(document.q, request.terms);
      return { document, highlight: marked ? { q: marked } : {}, highlights: marked ? [{ field: "q", ...marked }] : [], text_match };
    });
  }
  const { data } = await catalogProductPage(outcome.rows, { origin: options.origin, currency: options.currency });
  return data.map((document, i) => {
    const marked = highlight(document.attributes.name, request.terms);
    return {
      document,
      highlight: marked ? { attributes: { name: marked } } : {},
      highlights: marked ? [{ field: "attributes.name", ...marked }] : [],
      text_match: textMatch(i),
    };
  });
}

async function searchResult(request: SearchRequest, options: SearchOptions) {
  const started = performance.now();
  const outcome = await runSearch(request);
  const hits = await hitsOf(request, outcome, options);
  return {
    result: {
      type: request.type,
      facet_counts: facetCounts(outcome.facets, request),
      found: outcome.found,
      hits,
      out_of: outcome.outOf,
      page: request.page,
      request_params: { collection_name: request.type, first_q: request.q, per_page: request.perPage, q: request.q },
      search_cutoff: false,
      search_time_ms: Math.round(performance.now() - started),
    },
    rows: request.type === "search" ? outcome.rows : [],
  };
}

async function withIncluded(rows: ProductRow[], options: SearchOptions) {
  if (options.include.size === 0) return {};
  const unique = [...new Map(rows.map((row) => [row.id, row])).values()];
  const { included } = await catalogProductPage(unique, options);
  return included ? { included } : {};
}

/** `POST /catalog/multi-search`: every search's result, in order, and what `include` asked for of all their hits. */
export async function multiSearch(requests: SearchRequest[], options: SearchOptions) {
  const answers = [];
  // One after another: a multi-search of twenty facets must not take twenty pooled connections at once.
  for (const request of requests) answers.push(await searchResult(request, options));
  return { results: answers.map((a) => a.result), ...(await withIncluded(answers.flatMap((a) => a.rows), options)) };
}

/** `GET /catalog/search`: one search's result. */
export async function singleSearch(request: SearchRequest, options: SearchOptions) {
  const { result, rows } = await searchResult(request, options);
  return { ...result, ...(await withIncluded(rows, options)) };
}
