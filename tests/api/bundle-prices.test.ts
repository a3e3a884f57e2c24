// A bundle's catalog price is what a cart charges for it (issue: EP's storefront showed no price for a bundle
// and its cart claimed savings). For each currency the catalog's `meta.display_price` — of the bundle's default
// selection, or of a shopper's (POST /catalog/products/{id}/configure) — equals to the minor unit the unit price,
// with and without tax, of the line that adding the bundle with that selection makes; a currency in which the
// cart would refuse the bundle has no catalog price either. Read through EP's shopper SDK.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { configureByContextProduct, getByContextAllProducts, getByContextProduct, manageCarts, postMultiSearch } from "@epcc-sdk/sdks-shopper";
import { adminToken } from "../support/api";
import { makeProduct } from "../support/fixtures";
import { schemaProblems } from "../support/openapi";
import { rawBody, shopperClient } from "../support/shopper-sdk";
import { searchProducts } from "@/lib/commerce/catalog/catalog-page-read";

let admin: string;
let options: { cup: string; flask: string; biscuits: string };
let autoBundle: string;
let ownPriced: string;

beforeAll(async () => {
  admin = await adminToken();
  const cup = await makeProduct(admin, { price: { USD: { amount: 1250, includes_tax: false }, EUR: { amount: 1130, includes_tax: false }, GBP: { amount: 999, includes_tax: false } } });
  // Prices that include tax, and one option without a GBP price.
  const flask = await makeProduct(admin, { price: { USD: { amount: 2499, includes_tax: true }, EUR: { amount: 2305, includes_tax: true } } });
  const biscuits = await makeProduct(admin, { price: { USD: { amount: 333, includes_tax: true }, EUR: { amount: 301, includes_tax: true }, GBP: { amount: 275, includes_tax: true } } });
  options = { cup: cup.id, flask: flask.id, biscuits: biscuits.id };
  const components = {
    drinkware: { name: "Drinkware", min: 1, max: 2, sort_order: 1, options: [{ id: cup.id, quantity: 1, default: true }, { id: flask.id, quantity: 1 }] },
    treats: { name: "Treats", min: 1, max: 1, sort_order: 2, options: [{ id: biscuits.id, quantity: 3, default: true }] },
  };
  autoBundle = (await makeProduct(admin, { price: {}, components })).id;
  ownPriced = (await makeProduct(admin, { price: { USD: { amount: 3000, includes_tax: false }, EUR: { amount: 2750, includes_tax: true } }, components })).id;
});

type Display = { with_tax: { amount: number; currency: string }; without_tax: { amount: number; currency: string } } | undefined;

async function catalogPrice(productId: string, currency: string): Promise<Display> {
  const client = await shopperClient({ currency });
  const { response } = (await getByContextProduct({ client, path: { product_id: productId } } as never)) as { response: Response };
  const body = rawBody(response);
  expect(response.status).toBe(200);
  expect(schemaProblems("catalog_view", "getByContextProduct", 200, body)).toEqual([]);
  return body.data.meta.display_price;
}

async function configuredPrice(productId: string, currency: string, selected: Record<string, Record<string, number>>) {
  const client = await shopperClient({ currency });
  const { response } = (await configureByContextProduct({ client, path: { product_id: productId }, body: { data: { selected_options: selected } } } as never)) as { response: Response };
  const body = rawBody(response);
  return { status: response.status, body, price: body.data?.meta?.display_price as Display };
}

/** What adding the bundle (with `selected`, or its default) to a new cart charges per unit, or the refusal. */
async function cartCharge(productId: string, currency: string, selected?: Record<string, Record<string, number>>) {
  const client = await shopperClient({ currency });
  const item = { type: "cart_item", id: productId, quantity: 2, ...(selected ? { bundle_configuration: { selected_options: selected } } : {}) };
  const { response } = (await manageCarts({ client, path: { cartID: `bundle-${randomUUID()}` }, body: { data: item } } as never)) as { response: Response };
  const body = rawBody(response);
  if (response.status !== 201) return { status: response.status, body };
  const line = body.data[0];
  return { status: 201, body, unit: line.unit_price.amount, withTax: line.meta.display_price.with_tax.unit.amount, withoutTax: line.meta.display_price.without_tax.unit.amount };
}

describe("a bundle's catalog price is what a cart charges for it", () => {
  it("for the default selection of an auto-priced bundle, in every currency, with and without tax", async () => {
    for (const currency of ["USD", "EUR", "GBP"]) {
      const shown = await catalogPrice(autoBundle, currency);
      const charged = await cartCharge(autoBundle, currency);
      expect(charged.status, `${currency}: ${JSON.stringify(charged.body)}`).toBe(201);
      expect(shown, currency).toBeDefined();
      expect(shown!.without_tax).toMatchObject({ amount: charged.withoutTax, currency });
      expect(shown!.with_tax).toMatchObject({ amount: charged.withTax, currency });
      expect(shown!.without_tax.amount).toBe(charged.unit);
    }
    // The sum of the default options: a cup and three packets of biscuits.
    expect((await catalogPrice(autoBundle, "USD"))!.without_tax.amount).toBe(1250 + 3 * 333);
  });

  it("for a shopper's selection (configure), and no price where the cart would refuse it", async () => {
    const chosen = { drinkware: { [options.cup]: 1, [options.flask]: 1 }, treats: { [options.biscuits]: 3 } };
    for (const currency of ["USD", "EUR"]) {
      const configured = await configuredPrice(autoBundle, currency, chosen);
      expect(configured.status, JSON.stringify(configured.body)).toBe(200);
      expect(schemaProblems("catalog_view", "configureByContextProduct", 200, configured.body)).toEqual([]);
      expect(configured.body.data.meta.bundle_configuration.selected_options).toEqual(chosen);
      const charged = await cartCharge(autoBundle, currency, chosen);
      expect(charged.status).toBe(201);
      expect(configured.price!.without_tax.amount).toBe(charged.withoutTax);
      expect(configured.price!.with_tax.amount).toBe(charged.withTax);
    }
    expect((await configuredPrice(autoBundle, "USD", chosen)).price!.with_tax.amount).toBe(1250 + 2499 + 3 * 333);
    // The flask has no GBP price: the cart refuses the selection in GBP, and the catalog shows no price.
    expect((await cartCharge(autoBundle, "GBP", chosen)).status).toBe(400);
    expect((await configuredPrice(autoBundle, "GBP", chosen)).price).toBeUndefined();
    // A selection the cart would refuse is refused alike.
    const tooMany = await configuredPrice(autoBundle, "USD", { drinkware: { [options.cup]: 1 }, treats: { [options.biscuits]: 1 } });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors[0]).toMatchObject({ title: "Invalid bundle configuration", detail: `No option quantity for option ${options.biscuits}` });
    expect((await cartCharge(autoBundle, "USD", { drinkware: { [options.cup]: 1 }, treats: { [options.biscuits]: 1 } })).status).toBe(422);
    const notBundle = await configuredPrice(options.cup, "USD", {});
    expect(notBundle.status).toBe(422);
  });

  it("for a bundle with a price of its own, whatever is selected; none in a currency it has no price in", async () => {
    for (const currency of ["USD", "EUR"]) {
      const shown = await catalogPrice(ownPriced, currency);
      const charged = await cartCharge(ownPriced, currency);
      expect(charged.status).toBe(201);
      expect(shown!.without_tax.amount).toBe(charged.withoutTax);
      expect(shown!.with_tax.amount).toBe(charged.withTax);
    }
    expect((await catalogPrice(ownPriced, "USD"))!.with_tax.amount).toBe(3000);
    expect(await catalogPrice(ownPriced, "GBP")).toBeUndefined();
    expect((await cartCharge(ownPriced, "GBP")).status).toBe(400);
  });

  it("is the same in a product list as on the product", async () => {
    const client = await shopperClient({ currency: "EUR" });
    const { response } = (await getByContextAllProducts({ client, query: { filter: `in(id,${autoBundle},${ownPriced})` } } as never)) as { response: Response };
    const listed = rawBody(response).data as { id: string; meta: { display_price: Display } }[];
    expect(listed).toHaveLength(2);
    for (const product of listed) expect(product.meta.display_price).toEqual(await catalogPrice(product.id, "EUR"));
  });
});

// Issue 49: EP's storefront filtered, faceted and sorted by price.<CUR>.float_price and left the bundle out.
describe("catalog search lists a bundle at the price its page shows", () => {
  async function search(currency: string, body: Record<string, unknown>) {
    const client = await shopperClient({ currency });
    const answer = await postMultiSearch({ client, body: { searches: [{ type: "search", q: "*", per_page: 50, ...body }] } } as never);
    const raw = rawBody((answer as { response: Response }).response);
    expect(schemaProblems("catalog_search", "postMultiSearch", 200, raw)).toEqual([]);
    return raw.results[0] as { found: number; hits: { document: { id: string; meta: { display_price?: Display } } }[]; facet_counts: { field_name: string; counts: { value: string; count: number }[] }[] };
  }
  const ids = (result: Awaited<ReturnType<typeof search>>) => result.hits.map((hit) => hit.document.id);

  it("in a price range around it and not outside, in the facet at that price, and in price order", async () => {
    for (const currency of ["USD", "EUR", "GBP"]) {
      const shown = (await catalogPrice(autoBundle, currency))!;
      const charged = await cartCharge(autoBundle, currency);
      const field = `price.${currency}.float_price`;
      const major = shown.without_tax.amount / 100;
      expect(charged.unit).toBe(shown.without_tax.amount);

      const around = await search(currency, { filter_by: `${field}:[${major - 0.01}..${major + 0.01}]`, facet_by: field });
      expect(ids(around)).toContain(autoBundle);
      expect(around.facet_counts[0].counts).toContainEqual({ value: String(major), count: expect.any(Number), highlighted: String(major) });
      const below = await search(currency, { filter_by: `${field}:<${major}` });
      expect(ids(below)).not.toContain(autoBundle);

      // Ascending by price: every hit's shown price is at least the one before it, the bundle among them.
      const sorted = await search(currency, { sort_by: `${field}:asc` });
      const shownPrices = sorted.hits.flatMap((hit) => (hit.document.meta.display_price ? [hit.document.meta.display_price.without_tax.amount] : []));
      expect(shownPrices).toEqual([...shownPrices].sort((a, b) => a - b));
      expect(ids(sorted)).toContain(autoBundle);
    }
  });

  it("the bundle with a price of its own at that price, and at none where it has none", async () => {
    const usd = await search("USD", { filter_by: "price.USD.float_price:=30", facet_by: "price.USD.float_price" });
    expect(ids(usd)).toContain(ownPriced);
    const gbp = await search("GBP", { filter_by: "price.GBP.float_price:>0" });
    expect(ids(gbp)).not.toContain(ownPriced);
    expect(ids(gbp)).toContain(autoBundle);
  });

  it("the storefront's cards show it at that price, sorted among the others by it", async () => {
    const shown = (await catalogPrice(autoBundle, "USD"))!.without_tax.amount;
    const { entries } = await searchProducts("", "USD", "price", 1, 50);
    expect(entries.find((entry) => entry.id === autoBundle)).toMatchObject({ amount: shown, formatted: `$${(shown / 100).toFixed(2)}`, sellable: true });
    const amounts = entries.flatMap((entry) => (entry.amount === undefined ? [] : [entry.amount]));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  });
});
