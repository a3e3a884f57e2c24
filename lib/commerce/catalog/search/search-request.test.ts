import { describe, expect, it } from "vitest";
import { ApiError } from "../../errors";
import { parseMultiSearchBody, parseSearchQuery, queryTerms, storefrontSearch } from "./search-request";

describe("queryTerms", () => {
  it("splits a query into lower-case words of letters and digits; * and punctuation are no words", () => {
    expect(queryTerms("Ceramic MUGS, 350ml!")).toEqual(["ceramic", "mugs", "350ml"]);
    expect(queryTerms("*")).toEqual([]);
    expect(queryTerms("tea-cup")).toEqual(["tea", "cup"]);
    expect(queryTerms("Crème brûlée")).toEqual(["crème", "brûlée"]);
  });
});

describe("a search's parameters", () => {
  it("defaults as Typesense does, and ignores parameters the engine does not use", () => {
    const [search] = parseMultiSearchBody({ searches: [{ q: "mugs", highlight_full_fields: "name", include_fields: "name", preset: "x" }] });
    expect(search).toMatchObject({ type: "search", q: "mugs", terms: ["mugs"], queryBy: ["name", "sku", "description"], facets: [], page: 1, perPage: 10, maxFacetValues: 10, sort: [] });
  });

  it("reads query_by, facet_by, sort_by and numbers sent as digits (the query-string form)", () => {
    const search = parseSearchQuery(new URLSearchParams({ q: "mug", query_by: "attributes.name,sku", facet_by: "meta.search.categories.lvl1, price.eur.float_price", sort_by: "price.EUR.float_price:desc,_text_match", page: "2", per_page: "5" }));
    expect(search.queryBy).toEqual(["name", "sku"]);
    expect(search.facets).toEqual([
      { kind: "category", level: 1, name: "meta.search.categories.lvl1" },
      { kind: "price", currency: "EUR", name: "price.eur.float_price" },
    ]);
    expect(search.sort).toEqual([
      { field: { kind: "price", currency: "EUR" }, descending: true },
      { field: { kind: "text_match" }, descending: true },
    ]);
    expect(search).toMatchObject({ page: 2, perPage: 5 });
  });

  it("refuses what it cannot run, naming the search and the parameter", () => {
    const refusal = (body: unknown) => {
      try {
        parseMultiSearchBody(body);
      } catch (error) {
        return error instanceof ApiError ? error.errors[0] : error;
      }
    };
    expect(refusal({ searches: [{}, { page: 502, per_page: 20 }] })).toMatchObject({ status: 400, title: "Invalid Pagination", source: "searches[1].page" });
    expect(refusal({ searches: [{ sort_by: "a:asc,b:asc,c:asc,d:asc" }] })).toMatchObject({ title: "Invalid Sort" });
    expect(refusal({ searches: [{ facet_query: "brand:acme", facet_by: "meta.search.categories.lvl0" }] })).toMatchObject({ title: "Invalid Facet" });
  });
});

describe("storefrontSearch", () => {
  it("takes the storefront's sorts, and keeps its pages within how deep a search goes", () => {
    expect(storefrontSearch("mugs", "GBP", "-price", 1, 12).sort).toEqual([{ field: { kind: "price", currency: "GBP" }, descending: true }]);
    expect(storefrontSearch("*", "USD", "name", 1, 12)).toMatchObject({ terms: [], sort: [{ field: { kind: "name" }, descending: false }] });
    expect(storefrontSearch("*", "USD", undefined, 10_000, 12).page).toBe(834);
  });
});
