// EP's catalog search (`POST /catalog/multi-search`, Typesense's shapes) as Elastic Path's storefront drives it
// through @elasticpath/catalog-search-instantsearch-adapter and EP's generated shopper client: the listing request
// (q "*", categories and prices faceted), a category drill-down, a price range, plurals and a misspelling, sorting
// and paging, autocomplete, and bad bodies refused in the envelope. Each answer is checked against EP's
// catalog_search schema, and each hit's document against the catalog product /catalog/products renders.
// The storefront's own search and category pages run on the same engine (lib/commerce/catalog/catalog-page-read.ts).
import { beforeAll, describe, expect, it } from "vitest";
import { postMultiSearch } from "@epcc-sdk/sdks-shopper";
import { adminToken, call, implicitToken } from "../support/api";
import { schemaProblems } from "../support/openapi";
import { rawBody, shopperClient } from "../support/shopper-sdk";
import { categoryByPath, categoryFilterCounts, categoryProducts, searchProducts } from "@/lib/commerce/catalog/catalog-page-read";
import { PRICE_BANDS } from "@/lib/commerce/catalog/price-bands";

let admin: string;
let implicit: string;
const product: Record<string, { id: string }> = {};

async function created(path: string, body: unknown) {
  const response = await call("POST", path, { token: admin, body });
  if (response.status !== 201) throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
}

async function make(key: string, name: string, usd: number | undefined, extra: Record<string, unknown> = {}) {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  product[key] = await created("/pcm/products", {
    data: {
      type: "product",
      attributes: { name, sku: slug.toUpperCase(), slug, price: usd === undefined ? {} : { USD: { amount: usd, includes_tax: false }, EUR: { amount: usd - 100, includes_tax: false } }, ...extra },
    },
  });
}

async function attach(hierarchyId: string, nodeId: string, keys: string[]) {
  await created(`/pcm/hierarchies/${hierarchyId}/nodes/${nodeId}/relationships/products`, { data: keys.map((key) => ({ type: "product", id: product[key].id })) });
}

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
  await make("ceramic", "Ceramic Mug", 1400, { description: "Hand-thrown stoneware, 350 ml." });
  await make("stoneware", "Stoneware Mug", 1800);
  await make("cup", "Tea Cup", 950);
  await make("apron", "Linen Apron", 3200, { description: "Washed linen with a deep pocket.", main_image: { href: "/products/linen-apron.svg", mime_type: "image/svg+xml", file_name: "linen-apron.svg" } });
  await make("throw", "Wool Throw", 8900);
  await make("trowel", "Garden Trowel", 1200);
  await make("draft", "Draft Mug", 1000, { status: "draft" });
  const home = await created("/pcm/hierarchies", { data: { type: "hierarchy", attributes: { name: "Home", slug: "home" } } });
  const garden = await created("/pcm/hierarchies", { data: { type: "hierarchy", attributes: { name: "Garden", slug: "garden" } } });
  const kitchen = await created(`/pcm/hierarchies/${home.id}/nodes`, { data: { type: "node", attributes: { name: "Kitchen", slug: "kitchen" } } });
  const textiles = await created(`/pcm/hierarchies/${home.id}/nodes`, { data: { type: "node", attributes: { name: "Textiles", slug: "textiles" } } });
  const drinkware = await created(`/pcm/hierarchies/${home.id}/nodes`, {
    data: { type: "node", attributes: { name: "Drinkware", slug: "drinkware" }, relationships: { parent: { data: { type: "node", id: kitchen.id } } } },
  });
  const tools = await created(`/pcm/hierarchies/${garden.id}/nodes`, { data: { type: "node", attributes: { name: "Tools", slug: "tools" } } });
  await attach(home.id, drinkware.id, ["ceramic", "stoneware", "cup", "draft"]);
  await attach(home.id, textiles.id, ["apron", "throw"]);
  await attach(garden.id, tools.id, ["trowel"]);
});

/** A multi-search through EP's shopper client, checked against EP's schema; the answer as sent. */
async function multiSearch(searches: Record<string, unknown>[], options: { currency?: string; include?: ("main_image" | "files" | "component_products")[] } = {}) {
  const client = await shopperClient({ currency: options.currency });
  const answer = await postMultiSearch({ client, body: { searches }, ...(options.include ? { query: { include: options.include } } : {}) });
  expect(answer.response.status).toBe(200);
  const body = rawBody(answer.response);
  expect(schemaProblems("catalog_search", "postMultiSearch", 200, body)).toEqual([]);
  return body;
}

const names = (result: any) => result.hits.map((hit: any) => hit.document.attributes.name);
const facet = (result: any, field: string) => result.facet_counts.find((f: any) => f.field_name === field);
const counts = (result: any, field: string) => Object.fromEntries(facet(result, field).counts.map((c: any) => [c.value, c.count]));

// What EP's storefront (examples/core) sends for its product listing: InstantSearch through the adapter.
const LISTING = { type: "search", q: "*", facet_by: "meta.search.categories.lvl0,price.USD.float_price", max_facet_values: 10, page: 1 };

describe("the storefront's listing: q *, categories and prices faceted", () => {
  it("answers every live listed product, the top categories and the price stats, in Typesense's shape", async () => {
    const { results } = await multiSearch([LISTING]);
    const [result] = results;
    expect(result).toMatchObject({ found: 6, out_of: 6, page: 1, search_cutoff: false, request_params: { q: "*", per_page: 10 } });
    expect(typeof result.search_time_ms).toBe("number");
    // Only live products, in the catalog's order (oldest first) without a query or a sort.
    expect(names(result)).toEqual(["Ceramic Mug", "Stoneware Mug", "Tea Cup", "Linen Apron", "Wool Throw", "Garden Trowel"]);
    expect(counts(result, "meta.search.categories.lvl0")).toEqual({ Home: 5, Garden: 1 });
    expect(facet(result, "meta.search.categories.lvl0").counts[0]).toEqual({ count: 5, highlighted: "Home", value: "Home" });
    const price = facet(result, "price.USD.float_price");
    expect(price.stats).toEqual({ min: 9.5, max: 89, sum: 9.5 + 12 + 14 + 18 + 32 + 89, avg: (9.5 + 12 + 14 + 18 + 32 + 89) / 6, total_values: 6 });
    expect(price.counts).toContainEqual({ count: 1, highlighted: "9.5", value: "9.5" });
  });

  it("gives each hit's document as the catalog product /catalog/products renders it", async () => {
    const { results } = await multiSearch([LISTING], { currency: "EUR" });
    const apron = results[0].hits.find((hit: any) => hit.document.id === product.apron.id);
    const direct = await call("GET", `/catalog/products/${product.apron.id}`, { token: implicit, headers: { "X-Moltin-Currency": "EUR" } });
    expect(apron.document).toEqual(direct.body.data);
    expect(apron.document.meta.display_price.with_tax).toMatchObject({ amount: 3100, currency: "EUR" });
    expect(apron.document.relationships.main_image.data.id).toBeTruthy();
  });

  it("includes the hits' main images when asked, as the adapter's `include` does", async () => {
    const body = await multiSearch([LISTING], { include: ["main_image"] });
    expect(body.included.main_images.map((file: any) => file.link.href)).toEqual([expect.stringContaining("/products/linen-apron.svg")]);
  });
});

describe("a category drill-down, as InstantSearch's hierarchical menu asks", () => {
  it("lvl0 refined to Home: its products, and the categories one level down", async () => {
    const { results } = await multiSearch([
      { ...LISTING, facet_by: "meta.search.categories.lvl0,meta.search.categories.lvl1", filter_by: "meta.search.categories.lvl0:=[`Home`]" },
    ]);
    expect(results[0].found).toBe(5);
    expect(counts(results[0], "meta.search.categories.lvl1")).toEqual({ "Home > Kitchen": 3, "Home > Textiles": 2 });
  });

  it("lvl1 refined to Home > Kitchen: a sub-category's products count in it (Drinkware is under Kitchen)", async () => {
    const { results } = await multiSearch([
      { ...LISTING, facet_by: "meta.search.categories.lvl2", filter_by: "meta.search.categories.lvl1:=[`Home > Kitchen`]" },
      // The helper's second query for the menu's parent level, without the refinement.
      { ...LISTING, facet_by: "meta.search.categories.lvl0", per_page: 0 },
    ]);
    expect(names(results[0])).toEqual(["Ceramic Mug", "Stoneware Mug", "Tea Cup"]);
    expect(counts(results[0], "meta.search.categories.lvl2")).toEqual({ "Home > Kitchen > Drinkware": 3 });
    expect(results[1]).toMatchObject({ found: 6, hits: [] });
    expect(counts(results[1], "meta.search.categories.lvl0")).toEqual({ Home: 5, Garden: 1 });
  });

  it("excludes a category with :!=, and ORs values in a list", async () => {
    const { results } = await multiSearch([
      { q: "*", filter_by: "meta.search.categories.lvl0:!=[`Home`]" },
      { q: "*", filter_by: "meta.search.categories.lvl1:=[`Home > Textiles`, `Garden > Tools`]" },
      { q: "*", filter_by: "(meta.search.categories.lvl0:=Garden || meta.search.categories.lvl1:=`Home > Textiles`) && price.USD.float_price:<50" },
    ]);
    expect(names(results[0])).toEqual(["Garden Trowel"]);
    expect(names(results[1])).toEqual(["Linen Apron", "Wool Throw", "Garden Trowel"]);
    expect(names(results[2])).toEqual(["Linen Apron", "Garden Trowel"]);
  });
});

describe("a price facet and range", () => {
  it("takes the range slider's form, Typesense's :[min..max], and open ends", async () => {
    const { results } = await multiSearch([
      { q: "*", filter_by: "price.USD.float_price:=[10..50]", facet_by: "price.USD.float_price" },
      { q: "*", filter_by: "price.USD.float_price:[10..50]" },
      { q: "*", filter_by: "price.USD.float_price:>=10 && price.USD.float_price:<=32" },
      { q: "*", filter_by: "price.USD.float_price:<10" },
      { q: "*", filter_by: "price.USD.float_price:>32" },
    ]);
    expect(names(results[0])).toEqual(["Ceramic Mug", "Stoneware Mug", "Linen Apron", "Garden Trowel"]);
    expect(facet(results[0], "price.USD.float_price").stats).toMatchObject({ min: 12, max: 32, total_values: 4 });
    expect(names(results[1])).toEqual(names(results[0]));
    expect(names(results[2])).toEqual(names(results[0]));
    expect(names(results[3])).toEqual(["Tea Cup"]);
    expect(names(results[4])).toEqual(["Wool Throw"]);
  });
});

describe("matching words: plurals, prefixes, misspellings", () => {
  it("finds a mug for mugs and a cup for cups (English stems), never a draft", async () => {
    const { results } = await multiSearch([{ q: "mugs" }, { q: "cups" }, { q: "Tea cups" }]);
    expect(names(results[0])).toEqual(["Ceramic Mug", "Stoneware Mug"]);
    expect(names(results[1])).toEqual(["Tea Cup"]);
    expect(names(results[2])).toEqual(["Tea Cup"]);
    expect(results[0].hits[0].highlight).toEqual({ attributes: { name: { snippet: "Ceramic <mark>Mug</mark>", matched_tokens: ["Mug"] } } });
    expect(results[0].hits[0].highlights).toEqual([{ field: "attributes.name", snippet: "Ceramic <mark>Mug</mark>", matched_tokens: ["Mug"] }]);
  });

  it("takes the last word as a prefix, as the shopper types it", async () => {
    const { results } = await multiSearch([{ q: "stonew" }, { q: "cerami" }, { q: "linen ap" }]);
    // "stonew" is the Stoneware Mug's name and the Ceramic Mug's description; the name ranks first.
    expect(names(results[0])).toEqual(["Stoneware Mug", "Ceramic Mug"]);
    expect(names(results[1])).toEqual(["Ceramic Mug"]);
    expect(names(results[2])).toEqual(["Linen Apron"]);
  });

  it("tolerates a misspelling when the words find nothing (the nearest words of the names, by trigram similarity)", async () => {
    const { results } = await multiSearch([{ q: "ceramc" }, { q: "stonewear mugs" }, { q: "qqqq" }]);
    expect(names(results[0])).toEqual(["Ceramic Mug"]);
    // "stonewear" is searched as the nearest word of the names, stoneware: the Ceramic Mug's description has it.
    expect(names(results[1])).toEqual(["Stoneware Mug", "Ceramic Mug"]);
    expect(results[2]).toMatchObject({ found: 0, hits: [] });
  });

  it("tolerates two neighbouring letters swapped, which share too few trigrams to be near (mgu, aprno)", async () => {
    const { results } = await multiSearch([{ q: "mgu" }, { q: "linen aprno" }, { q: "mug" }]);
    expect(names(results[0])).toEqual(names(results[2]));
    expect(names(results[0])).toEqual(expect.arrayContaining(["Ceramic Mug", "Stoneware Mug"]));
    expect(names(results[1])).toEqual(["Linen Apron"]);
  });

  it("keeps to the fields of query_by", async () => {
    const { results } = await multiSearch([
      { q: "pocket", query_by: "name" },
      { q: "pocket", query_by: "name,description" },
      { q: "tea-cup", query_by: "sku" },
    ]);
    expect(results[0].found).toBe(0);
    expect(names(results[1])).toEqual(["Linen Apron"]);
    expect(names(results[2])).toEqual(["Tea Cup"]);
  });

  it("facets what the words found", async () => {
    const { results } = await multiSearch([{ q: "mugs", facet_by: "meta.search.categories.lvl0,meta.search.categories.lvl2,price.USD.float_price" }]);
    expect(counts(results[0], "meta.search.categories.lvl0")).toEqual({ Home: 2 });
    expect(counts(results[0], "meta.search.categories.lvl2")).toEqual({ "Home > Kitchen > Drinkware": 2 });
    expect(facet(results[0], "price.USD.float_price").stats).toMatchObject({ min: 14, max: 18 });
  });
});

describe("sorting and paging", () => {
  it("sorts by price either way and by name; pages from 1", async () => {
    const { results } = await multiSearch([
      { q: "*", sort_by: "price.USD.float_price:desc", per_page: 2, page: 2 },
      { q: "*", sort_by: "price.USD.float_price:asc", per_page: 3 },
      { q: "*", sort_by: "attributes.name:asc", per_page: 2 },
      { q: "*", per_page: 4, page: 3 },
    ]);
    expect(results[0]).toMatchObject({ found: 6, page: 2, request_params: { per_page: 2 } });
    expect(names(results[0])).toEqual(["Stoneware Mug", "Ceramic Mug"]);
    expect(names(results[1])).toEqual(["Tea Cup", "Garden Trowel", "Ceramic Mug"]);
    expect(names(results[2])).toEqual(["Ceramic Mug", "Garden Trowel"]);
    expect(results[3]).toMatchObject({ found: 6, page: 3, hits: [] });
  });

  it("prices in another currency sort and filter by that currency", async () => {
    const { results } = await multiSearch([{ q: "*", sort_by: "price.EUR.float_price:asc", filter_by: "price.EUR.float_price:<=13", per_page: 3 }]);
    expect(names(results[0])).toEqual(["Tea Cup", "Garden Trowel", "Ceramic Mug"]);
  });
});

describe("autocomplete and the single-search form", () => {
  it("suggests the names the words find, escaped, with the matched word marked", async () => {
    await make("bold", "<b>Bold</b> Mug & Saucer", 2000);
    const { results } = await multiSearch([{ type: "autocomplete", q: "saucer", highlight_full_fields: "name", include_fields: "name" }]);
    expect(results[0].hits).toEqual([
      {
        document: { id: product.bold.id, q: "<b>Bold</b> Mug & Saucer", count: 1 },
        highlight: { q: { snippet: "&lt;b&gt;Bold&lt;/b&gt; Mug &amp; <mark>Saucer</mark>", matched_tokens: ["Saucer"] } },
        highlights: [{ field: "q", snippet: "&lt;b&gt;Bold&lt;/b&gt; Mug &amp; <mark>Saucer</mark>", matched_tokens: ["Saucer"] }],
        text_match: expect.any(Number),
      },
    ]);
    await call("PUT", `/pcm/products/${product.bold.id}`, { token: admin, body: { data: { type: "product", id: product.bold.id, attributes: { status: "draft" } } } });
  });

  it("GET /catalog/search takes one search in the query string", async () => {
    const found = await call("GET", `/catalog/search?q=mugs&facet_by=${encodeURIComponent("meta.search.categories.lvl0")}&per_page=1`, { token: implicit });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ found: 2, page: 1, request_params: { q: "mugs", per_page: 1 } });
    expect(names(found.body)).toEqual(["Ceramic Mug"]);
    expect(counts(found.body, "meta.search.categories.lvl0")).toEqual({ Home: 2 });
    expect((await call("GET", "/catalog/search?page=x", { token: implicit })).status).toBe(400);
  });

  it("needs a token", async () => {
    const anonymous = await call("POST", "/catalog/multi-search", { body: { searches: [LISTING] } });
    expect(anonymous.status).toBe(401);
  });
});

describe("bad bodies are refused with 400 in the envelope", () => {
  const cases: [string, unknown, string, string?][] = [
    ["not an object", [1, 2], ""],
    ["no searches", { q: "mug" }, "searches"],
    ["no search in searches", { searches: [] }, "searches"],
    ["a search that is not an object", { searches: ["mug"] }, "searches[0]"],
    ["a query that is not text", { searches: [{ q: 5 }] }, "searches[0].q"],
    ["an unknown type", { searches: [{ type: "vector" }] }, "searches[0].type"],
    ["page 0", { searches: [{ q: "*", page: 0 }] }, "searches[0].page", "Invalid Pagination"],
    ["a page that is not a number", { searches: [{ q: "*", page: "two" }] }, "searches[0].page"],
    ["per_page over 250", { searches: [{ q: "*", per_page: 251 }] }, "searches[0].per_page", "Invalid Pagination"],
    ["a field no facet counts", { searches: [{ q: "*", facet_by: "brand" }] }, "searches[0].facet_by", "Invalid Facet"],
    [
      "more facets than a search counts",
      { searches: [{ q: "*", facet_by: [...Array.from({ length: 10 }, (_, i) => `meta.search.categories.lvl${i}`), "price.USD.float_price", "price.EUR.float_price", "price.GBP.float_price"].join(",") }] },
      "searches[0].facet_by",
      "Invalid Facet",
    ],
    ["a filter that does not parse", { searches: [{ q: "*", filter_by: "meta.search.categories.lvl0:=[`Home`" }] }, "searches[0].filter_by", "Invalid Filter"],
    ["a filter on a field the catalog has not", { searches: [{ q: "*", filter_by: "brand:=Acme" }] }, "searches[0].filter_by", "Invalid Filter"],
    ["a price that is not a number", { searches: [{ q: "*", filter_by: "price.USD.float_price:>cheap" }] }, "searches[0].filter_by", "Invalid Filter"],
    ["a sort on a field the catalog has not", { searches: [{ q: "*", sort_by: "popularity:desc" }] }, "searches[0].sort_by", "Invalid Sort"],
    ["a query_by field the catalog has not", { searches: [{ q: "mug", query_by: "brand" }] }, "searches[0].query_by", "Invalid Query By"],
  ];
  it.each(cases)("%s", async (_, body, source, title) => {
    const response = await call("POST", "/catalog/multi-search", { token: implicit, body });
    expect(response.status).toBe(400);
    expect(response.body.errors[0]).toMatchObject({ status: 400, source, ...(title ? { title } : {}) });
    expect(typeof response.body.errors[0].detail).toBe("string");
  });

  it("a body that is not JSON", async () => {
    const response = await call("POST", "/catalog/multi-search", { token: implicit, raw: "{searches", headers: { "content-type": "application/json" } });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].status).toBe(400);
  });
});

describe("the storefront's own search and category pages run on the same engine", () => {
  it("search finds plurals and misspellings; a category lists its sub-categories' products", async () => {
    expect((await searchProducts("mugs", "USD", undefined, 1)).entries.map((e) => e.name)).toEqual(["Ceramic Mug", "Stoneware Mug"]);
    expect((await searchProducts("ceramc", "USD", undefined, 1)).entries.map((e) => e.name)).toEqual(["Ceramic Mug"]);
    expect((await searchProducts("mgu", "USD", "price", 1)).entries.map((e) => e.name)).toEqual(["Ceramic Mug", "Stoneware Mug"]);
    expect((await searchProducts("mug", "USD", "-price", 1)).entries.map((e) => e.name)).toEqual(["Stoneware Mug", "Ceramic Mug"]);
    const kitchen = await categoryByPath("home", ["kitchen"]);
    const listing = await categoryProducts(kitchen!, "USD", "price", 1);
    expect(listing.entries.map((e) => e.name)).toEqual(["Tea Cup", "Ceramic Mug", "Stoneware Mug"]);
    expect(listing.total).toBe(3);
    const home = await categoryByPath("home", []);
    expect((await categoryProducts(home!, "USD", undefined, 1)).total).toBe(5);
  });
});

describe("a category page narrowed by price and by what is in stock (issue 48)", () => {
  it("lists each band's products and only those in stock, and each choice's count is what choosing it lists", async () => {
    const home = (await categoryByPath("home", []))!;
    const band = (param: string) => PRICE_BANDS.find((b) => b.param === param)!;
    const listed = async (filters: Parameters<typeof categoryProducts>[4]) => (await categoryProducts(home, "USD", "price", 1, filters)).entries.map((e) => e.name);
    expect(await listed({ band: band("0-25") })).toEqual(["Tea Cup", "Ceramic Mug", "Stoneware Mug"]);
    expect(await listed({ band: band("25-50") })).toEqual(["Linen Apron"]);
    expect(await listed({ band: band("50-100") })).toEqual(["Wool Throw"]);
    expect(await listed({ band: band("100-") })).toEqual([]);
    expect(await categoryFilterCounts(home, "USD", {})).toEqual({ anyPrice: 5, bands: [3, 1, 1, 0], inStock: 5 });

    // The stoneware mug sells out; the apron's stock is kept and some is left.
    for (const [key, available] of [["stoneware", 0], ["apron", 2]] as const) {
      const counted = await call("POST", "/v2/inventories", { token: admin, body: { data: { id: product[key].id, type: "stock", attributes: { available } } } });
      expect(counted.status).toBe(201);
    }
    expect(await listed({ inStock: true })).toEqual(["Tea Cup", "Ceramic Mug", "Linen Apron", "Wool Throw"]);
    expect(await listed({ band: band("0-25"), inStock: true })).toEqual(["Tea Cup", "Ceramic Mug"]);
    // Each filter's choices counted with the other as it is.
    expect(await categoryFilterCounts(home, "USD", {})).toEqual({ anyPrice: 5, bands: [3, 1, 1, 0], inStock: 4 });
    expect(await categoryFilterCounts(home, "USD", { inStock: true })).toEqual({ anyPrice: 4, bands: [2, 1, 1, 0], inStock: 4 });
    expect(await categoryFilterCounts(home, "USD", { band: band("0-25") })).toEqual({ anyPrice: 5, bands: [3, 1, 1, 0], inStock: 2 });
    // Every count agrees with the list it names.
    for (const inStock of [false, true]) {
      const counts = await categoryFilterCounts(home, "USD", { inStock });
      for (const [i, b] of PRICE_BANDS.entries()) expect((await categoryProducts(home, "USD", undefined, 1, { band: b, inStock })).total).toBe(counts.bands[i]);
      expect((await categoryProducts(home, "USD", undefined, 1, { inStock })).total).toBe(counts.anyPrice);
    }
  });
});
