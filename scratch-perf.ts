import { getDb, closeDb } from "@/lib/storage/db";
import { runSearch } from "@/lib/commerce/catalog/search/search-engine";
import { parseMultiSearchBody } from "@/lib/commerce/catalog/search/search-request";
const bodies: Record<string, unknown> = {
  listing: { searches: [{ q: "*", facet_by: "meta.search.categories.lvl0,price.USD.float_price", max_facet_values: 10 }] },
  listingFiltered: { searches: [{ q: "*", facet_by: "meta.search.categories.lvl0,price.USD.float_price", filter_by: "price.USD.float_price:<=1000" }] },
  term: { searches: [{ q: "walnut ladles", facet_by: "meta.search.categories.lvl0,meta.search.categories.lvl1,price.USD.float_price", filter_by: "price.USD.float_price:[5..100]", per_page: 12 }] },
  termOnly: { searches: [{ q: "walnut ladles", per_page: 12 }] },
  broad: { searches: [{ q: "mug", per_page: 12 }] },
  broadSorted: { searches: [{ q: "mug", per_page: 12, sort_by: "price.USD.float_price:asc" }] },
  broadFaceted: { searches: [{ q: "mug", per_page: 12, facet_by: "meta.search.categories.lvl0,price.USD.float_price" }] },
  typo: { searches: [{ q: "walnut ladels", per_page: 12 }] },
};
const db = await getDb();
for (const [name, body] of Object.entries(bodies)) {
  const [request] = parseMultiSearchBody(body);
  const times: number[] = [];
  let out;
  for (let i = 0; i < 9; i++) {
    const t = performance.now();
    out = await runSearch(db, request);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(name, "median", times[4].toFixed(1), "min", times[0].toFixed(1), "found", out!.found);
}
await closeDb();
