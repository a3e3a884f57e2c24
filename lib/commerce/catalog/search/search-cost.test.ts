import { describe, expect, it } from "vitest";
import { MAX_FACETS, MAX_SEARCHES } from "./search-bounds";
import { oneSearchCost, searchCost } from "./search-cost";
import { parseMultiSearchBody, storefrontSearch } from "./search-request";

const one = (search: Record<string, unknown>) => parseMultiSearchBody({ searches: [search] });
const LISTING = { q: "*", facet_by: "meta.search.categories.lvl0,price.USD.float_price", max_facet_values: 10 };

describe("searchCost", () => {
  it("charges the whole catalog without words, filter or facet as one request (a trigger counts it)", () => {
    expect(searchCost(one({ q: "*" }), 1000)).toBe(2);
    expect(searchCost(one({ q: "*" }), 100_000)).toBe(2);
  });

  it("charges every pass over the matches (count, facet, sort key, filter clause) by the catalog's size", () => {
    const small = searchCost(one(LISTING), 1000);
    const large = searchCost(one(LISTING), 20_000);
    expect(small).toBeLessThanOrEqual(5);
    // Three passes (the count and two facets) of 20 tokens each at 20,000 products.
    expect(large).toBe(Math.ceil(1 + 10 / 25 + 3 * 20));
    expect(searchCost(one({ ...LISTING, sort_by: "price.USD.float_price:desc" }), 20_000)).toBeGreaterThan(large);
    expect(searchCost(one({ ...LISTING, filter_by: "price.USD.float_price:>10 && price.USD.float_price:<90" }), 20_000)).toBe(large + 20);
  });

  it("charges words, hits and deep pages a fixed share, whatever the catalog's size", () => {
    const words = oneSearchCost(one({ q: "walnut ladle oak mug" })[0], 1000) - oneSearchCost(one({ q: "walnut" })[0], 1000);
    expect(words).toBeCloseTo(0.75);
    expect(oneSearchCost(one({ q: "*", per_page: 100 })[0], 50_000) - oneSearchCost(one({ q: "*", per_page: 0 })[0], 50_000)).toBe(4);
    expect(oneSearchCost(one({ q: "*", per_page: 10, page: 1001 })[0], 50_000) - oneSearchCost(one({ q: "*", per_page: 10 })[0], 50_000)).toBe(4);
  });

  it("adds up a multi-search's searches, and one for included resources", () => {
    const three = parseMultiSearchBody({ searches: [LISTING, LISTING, LISTING] });
    expect(searchCost(three, 1000)).toBe(Math.ceil(3 * oneSearchCost(three[0], 1000)));
    expect(searchCost(three, 1000, true)).toBe(searchCost(three, 1000) + 1);
  });

  it("prices the heaviest request the bounds allow far above what EP's storefront sends", () => {
    const heavy = {
      q: "walnut ladle oak mug copper tray linen jar brass lamp cedar vase",
      facet_by: [...Array.from({ length: 10 }, (_, i) => `meta.search.categories.lvl${i}`), "price.USD.float_price", "price.EUR.float_price"].slice(0, MAX_FACETS).join(","),
      filter_by: Array.from({ length: 20 }, (_, i) => `price.USD.float_price:>${i}`).join(" && "),
      sort_by: "price.USD.float_price:desc,attributes.name:asc,attributes.created_at:desc",
      per_page: 100,
      page: 100,
    };
    const storefront = searchCost(parseMultiSearchBody({ searches: [LISTING, { ...LISTING, per_page: 0 }] }), 1000);
    const attack = searchCost(parseMultiSearchBody({ searches: Array.from({ length: MAX_SEARCHES }, () => heavy) }), 1000);
    expect(storefront).toBeLessThanOrEqual(10);
    expect(attack).toBeGreaterThan(30 * storefront);
  });

  it("prices the storefront's own searches too (its search page)", () => {
    expect(searchCost([storefrontSearch("walnut ladle", "USD", undefined, 1, 12)], 1000)).toBe(3);
  });
});
