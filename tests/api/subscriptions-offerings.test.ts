// Plans priced as EP prices them, and shoppers reading offerings with EP's includes.
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, implicitToken } from "../support/api";
import { makeAccountMember } from "../support/fixtures";
import { BEANS, GUIDE, MONTHLY, buildOffering, subscriptionBody, type BuiltOffering } from "../support/subscription-fixtures";

let admin: string;
let implicit: string;
let account: { accountId: string; accountToken: string };
let offering: BuiltOffering;

/** Priced by neither rule of its own: the products' total. */
const PLAIN = {
  name: "Plain monthly",
  billing_interval_type: "month",
  billing_frequency: 1,
  plan_length: 6,
  end_behavior: "close",
  can_pause: false,
  can_resume: false,
  can_cancel: true,
};
const QUARTER_OFF = { ...PLAIN, name: "Quarter off", base_price_percentage: 25 };

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
  account = await makeAccountMember(admin, implicit, "Plan Pricer");
  offering = await buildOffering(admin, { name: "Priced Club", plans: [PLAIN, QUARTER_OFF, MONTHLY], products: [BEANS, GUIDE] });
});

describe("plan prices", () => {
  it("a plan with neither fixed_price nor base_price_percentage is priced at its products' total", async () => {
    const plans = await call("GET", `/v2/subscriptions/offerings/${offering.id}/plans`, { token: admin });
    expect(plans.status).toBe(200);
    const [plain, quarter, monthly] = plans.body.data;
    // 1600 + 500; EUR is not priced on the guide, so no EUR price.
    expect(plain.meta.price).toEqual({ USD: { amount: 2100, includes_tax: false } });
    expect(plain.meta.display_price).toEqual({
      without_tax: { amount: 2100, currency: "USD", formatted: "$21.00" },
      with_tax: { amount: 2100, currency: "USD", formatted: "$21.00" },
    });
    // 2100 less 25 % = 1575.
    expect(quarter.meta.price).toEqual({ USD: { amount: 1575, includes_tax: false } });
    expect(quarter.meta.display_price.without_tax.amount).toBe(1575);
    // A fixed price wins over the products.
    expect(monthly.meta.price.USD).toEqual({ amount: 1900, includes_tax: false });
    expect(monthly.meta.price.EUR).toEqual({ amount: 1800, includes_tax: false });
  });

  it("a subscription on such a plan is created in a currency its products cover", async () => {
    const response = await call("POST", "/v2/subscriptions/subscriptions", {
      token: admin,
      body: subscriptionBody(account.accountId, offering, { plan_id: offering.planIds[0] }),
    });
    expect(response.status).toBe(201);
    const plans = await call("GET", `/v2/subscriptions/subscriptions/${response.body.data.id}/plans`, { token: admin });
    expect(plans.body.data[0].meta).toMatchObject({ active_plan: true, display_price: { with_tax: { amount: 2100, currency: "USD" } } });
  });

  it("a currency neither the fixed price nor every product covers → 400 naming data.currency, nothing created", async () => {
    const before = (await call("GET", "/v2/subscriptions/subscriptions", { token: admin })).body.meta.results.total;
    for (const currency of ["EUR", "GBP"]) {
      const response = await call("POST", "/v2/subscriptions/subscriptions", {
        token: admin,
        body: subscriptionBody(account.accountId, offering, { plan_id: offering.planIds[0], currency }),
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([
        { status: 400, title: "Currency not available", detail: `The plan has no price in ${currency}.`, source: "data.currency", meta: { value: currency } },
      ]);
    }
    expect((await call("GET", "/v2/subscriptions/subscriptions", { token: admin })).body.meta.results.total).toBe(before);
  });
});

describe("shoppers read offerings", () => {
  const asShopper = () => ({ token: implicit, headers: { "EP-Account-Management-Authentication-Token": account.accountToken } });

  it("an implicit token lists offerings, with included plans and products in the shopper's currency", async () => {
    const response = await call("GET", "/v2/subscriptions/offerings?include=plans,products", { token: implicit, headers: { "X-MOLTIN-CURRENCY": "EUR" } });
    expect(response.status).toBe(200);
    const listed = response.body.data.find((o: { id: string }) => o.id === offering.id);
    expect(listed.attributes.name).toBe("Priced Club");
    const plans = response.body.included.plans.filter((p: { id: string }) => offering.planIds.includes(p.id));
    expect(plans.map((p: { id: string }) => p.id)).toEqual(offering.planIds);
    // In EUR only the fixed-price plan has a price.
    expect(plans[0].meta.display_price).toBeUndefined();
    expect(plans[2].meta.display_price.with_tax).toEqual({ amount: 1800, currency: "EUR", formatted: "€18.00" });
    const products = response.body.included.products.filter((p: { id: string }) => offering.productIds.includes(p.id));
    expect(products.map((p: { attributes: { name: string } }) => p.attributes.name)).toEqual(["House Blend Beans", "Brew Guide"]);
    expect(response.body.meta.results.total).toBeGreaterThanOrEqual(1);
  });

  it("one offering, with only the includes asked for; without include there is no included", async () => {
    const bare = await call("GET", `/v2/subscriptions/offerings/${offering.id}`, asShopper());
    expect(bare.status).toBe(200);
    expect(Object.keys(bare.body)).toEqual(["data"]);
    const plans = await call("GET", `/v2/subscriptions/offerings/${offering.id}?include=plans`, asShopper());
    expect(Object.keys(plans.body.included)).toEqual(["plans"]);
    expect(plans.body.included.plans[1].meta.display_price.with_tax.amount).toBe(1575);
    const products = await call("GET", `/v2/subscriptions/offerings/${offering.id}?include=products,unknown`, { token: implicit });
    expect(Object.keys(products.body.included)).toEqual(["products"]);
  });

  it("an offering's plans and products with an implicit token", async () => {
    const plans = await call("GET", `/v2/subscriptions/offerings/${offering.id}/plans`, { token: implicit });
    expect(plans.status).toBe(200);
    expect(plans.body.data.map((p: { meta: { display_price?: { with_tax: { amount: number } } } }) => p.meta.display_price?.with_tax.amount)).toEqual([2100, 1575, 1900]);
    const products = await call("GET", `/v2/subscriptions/offerings/${offering.id}/products`, { token: implicit });
    expect(products.status).toBe(200);
    expect(products.body.data[0].meta.display_price.with_tax.amount).toBe(1600);
  });

  it("no token → 401; a bad or unknown id → 400 / 404; shoppers still cannot build offerings", async () => {
    expect((await call("GET", "/v2/subscriptions/offerings")).status).toBe(401);
    expect((await call("GET", "/v2/subscriptions/offerings/nope", { token: implicit })).status).toBe(400);
    const unknown = await call("GET", "/v2/subscriptions/offerings/7a0c4a8e-0d3f-4c54-9a0e-3f1a3f2b9c11/plans", { token: implicit });
    expect(unknown.status).toBe(404);
    expect((await call("POST", "/v2/subscriptions/offerings/build", { token: implicit, body: { data: { name: "Nope" } } })).status).toBe(403);
  });
});
