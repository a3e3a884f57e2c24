// Administrators build offerings (POST /v2/subscriptions/offerings/build), read their parts, and
// create subscriptions (POST /v2/subscriptions/subscriptions), refused with field errors when the
// seed's limits are broken; a refused request stores nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, implicitToken } from "../support/api";
import { makeAccountMember } from "../support/fixtures";
import { BEANS, buildOffering, MONTHLY, subscriptionBody, type BuiltOffering } from "../support/subscription-fixtures";

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;
const UNKNOWN = "7a0c4a8e-0d3f-4c54-9a0e-3f1a3f2b9c11";

let admin: string;
let implicit: string;
let accountId: string;
let offering: BuiltOffering;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
  ({ accountId } = await makeAccountMember(admin, implicit));
  offering = await buildOffering(admin);
});

const offeringCount = async () => (await call("GET", "/v2/subscriptions/offerings", { token: admin })).body.meta.results.total as number;
const subscriptionCount = async () =>
  (await call("GET", "/v2/subscriptions/subscriptions", { token: admin })).body.meta.results.total as number;

/** The errors of a refused request, keyed by source. */
const bySource = (errors: { source: string; title: string; meta?: unknown }[]) => Object.fromEntries(errors.map((e) => [e.source, e]));

describe("POST /v2/subscriptions/offerings/build", () => {
  it("201 with the offering, its products and plans related in the order given", async () => {
    const built = await buildOffering(admin, { name: "Tea Club", description: "Leaves monthly.", external_ref: "tea-1" });
    const data = built.body.data;
    expect(data).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: "subscription_offering",
      attributes: {
        external_ref: "tea-1",
        name: "Tea Club",
        description: "Leaves monthly.",
        created_at: expect.stringMatching(ISO),
        updated_at: expect.stringMatching(ISO),
      },
      relationships: {
        products: { data: expect.any(Array), links: { related: `/v2/subscriptions/offerings/${data.id}/products` } },
        plans: { data: expect.any(Array), links: { related: `/v2/subscriptions/offerings/${data.id}/plans` } },
      },
      meta: {
        external_product_refs: ["pxm-beans"],
        external_plan_refs: ["plan-monthly"],
        owner: "store",
        timestamps: { created_at: data.attributes.created_at, updated_at: data.attributes.updated_at },
      },
    });
    expect(built.productIds).toHaveLength(2);
    expect(built.planIds).toHaveLength(3);

    const plans = await call("GET", `/v2/subscriptions/offerings/${built.id}/plans`, { token: admin });
    expect(plans.status).toBe(200);
    expect(plans.body.data.map((p: any) => p.id)).toEqual(built.planIds);
    expect(plans.body.data.map((p: any) => p.attributes.name)).toEqual(["Monthly", "Discounted", "Locked in"]);
    // Outside a subscription no plan is active.
    expect(plans.body.data.map((p: any) => p.meta.active_plan)).toEqual([null, null, null]);
    expect(plans.body.data[0].attributes).toMatchObject({ ...MONTHLY });

    const products = await call("GET", `/v2/subscriptions/offerings/${built.id}/products`, { token: admin });
    expect(products.body.data.map((p: any) => p.id)).toEqual(built.productIds);
    expect(products.body.data[0].attributes).toMatchObject({ ...BEANS });

    const one = await call("GET", `/v2/subscriptions/offerings/${built.id}`, { token: admin });
    expect(one.body.data).toEqual(data);
  });

  it("the parts' display prices follow X-MOLTIN-CURRENCY (default USD)", async () => {
    const usd = await call("GET", `/v2/subscriptions/offerings/${offering.id}/products`, { token: admin });
    expect(usd.body.data[0].meta.display_price.with_tax.formatted).toBe("$16.00");
    const eur = await call("GET", `/v2/subscriptions/offerings/${offering.id}/products`, { token: admin, headers: { "X-MOLTIN-CURRENCY": "EUR" } });
    expect(eur.body.data[0].meta.display_price.with_tax).toEqual({ amount: 1500, currency: "EUR", formatted: "€15.00" });
    expect(eur.body.data[1].meta).not.toHaveProperty("display_price");
    const plans = await call("GET", `/v2/subscriptions/offerings/${offering.id}/plans`, { token: admin, headers: { "X-MOLTIN-CURRENCY": "EUR" } });
    expect(plans.body.data[0].meta.display_price.without_tax.formatted).toBe("€18.00");
  });

  it("meta.owner may say organization; it applies to the offering and its parts", async () => {
    const response = await call("POST", "/v2/subscriptions/offerings/build", {
      token: admin,
      body: { data: { name: "Org offering", products: [BEANS], plans: [MONTHLY], meta: { owner: "organization" } } },
    });
    expect(response.status).toBe(201);
    expect(response.body.data.meta.owner).toBe("organization");
    const plans = await call("GET", `/v2/subscriptions/offerings/${response.body.data.id}/plans`, { token: admin });
    expect(plans.body.data[0].meta.owner).toBe("organization");
  });

  it("every broken limit is reported at once with its field, and nothing is stored", async () => {
    const before = await offeringCount();
    const response = await call("POST", "/v2/subscriptions/offerings/build", {
      token: admin,
      body: {
        data: {
          name: "ab",
          description: "d".repeat(1025),
          external_ref: "r".repeat(2049),
          surprise: true,
          products: [
            {
              name: "n".repeat(1025),
              description: "d".repeat(1025),
              external_ref: "r".repeat(2049),
              sku: "s".repeat(1025),
              main_image: "not a url",
              price: { USD: { amount: 1.5 } },
              price_units: { unit: "week", amount: 0 },
            },
            { name: "ok product", main_image: `https://cdn.example.test/${"x".repeat(1024)}` },
          ],
          plans: [
            {
              name: "xy",
              description: "d".repeat(1025),
              external_ref: "r".repeat(2049),
              billing_interval_type: "hour",
              billing_frequency: 0,
              trial_period: -1,
              plan_length: 0,
              end_behavior: "stop",
              can_pause: "yes",
              can_resume: true,
              base_price_percentage: 100.5,
            },
          ],
          meta: { owner: "me" },
        },
      },
    });
    expect(response.status).toBe(400);
    const errors = bySource(response.body.errors);
    const expected: Record<string, string> = {
      "data.name": "string_gte",
      "data.description": "string_lte",
      "data.external_ref": "string_lte",
      "data.surprise": "additional_properties",
      "data.products[0].name": "string_lte",
      "data.products[0].description": "string_lte",
      "data.products[0].external_ref": "string_lte",
      "data.products[0].sku": "string_lte",
      "data.products[0].main_image": "format",
      "data.products[0].price.USD.amount": "invalid_type",
      "data.products[0].price_units.unit": "enum",
      "data.products[0].price_units.amount": "number_gte",
      "data.products[1].main_image": "string_lte",
      "data.plans[0].name": "string_gte",
      "data.plans[0].description": "string_lte",
      "data.plans[0].external_ref": "string_lte",
      "data.plans[0].billing_interval_type": "enum",
      "data.plans[0].billing_frequency": "number_gte",
      "data.plans[0].trial_period": "number_gte",
      "data.plans[0].plan_length": "number_gte",
      "data.plans[0].end_behavior": "enum",
      "data.plans[0].can_pause": "invalid_type",
      "data.plans[0].can_cancel": "required",
      "data.plans[0].base_price_percentage": "number_lte",
      "data.meta.owner": "enum",
    };
    for (const [source, title] of Object.entries(expected)) {
      expect(errors[source], source).toMatchObject({ status: 400, title, source });
    }
    expect(errors["data.plans[0].billing_interval_type"].meta).toEqual({ value: "hour" });
    expect(errors["data.plans[0].base_price_percentage"].meta).toEqual({ value: 100.5 });
    expect(response.body.errors).toHaveLength(Object.keys(expected).length);
    expect(await offeringCount()).toBe(before);
  });

  it("names exactly 3 and 1024 characters long, and the limits' edges, are accepted", async () => {
    const response = await call("POST", "/v2/subscriptions/offerings/build", {
      token: admin,
      body: {
        data: {
          name: "abc",
          description: "d".repeat(1024),
          external_ref: "r".repeat(2048),
          products: [{ name: "n".repeat(1024), sku: "s".repeat(1024), price_units: { unit: "day", amount: 1 } }],
          plans: [{ ...MONTHLY, name: "xyz", billing_frequency: 1, plan_length: 1, base_price_percentage: 100, trial_period: 0 }],
        },
      },
    });
    expect(response.status).toBe(201);
  });

  it("an offering needs at least one product and one plan", async () => {
    const response = await call("POST", "/v2/subscriptions/offerings/build", {
      token: admin,
      body: { data: { name: "Empty", products: [], plans: [] } },
    });
    expect(response.status).toBe(400);
    expect(bySource(response.body.errors)["data.products"].title).toBe("array_gte");
    expect(bySource(response.body.errors)["data.plans"].title).toBe("array_gte");
  });

  it("administrators only build (shoppers read); a malformed body → 400 Bad Request", async () => {
    const shopper = await call("POST", "/v2/subscriptions/offerings/build", { token: implicit, body: { data: {} } });
    expect(shopper.status).toBe(403);
    expect((await call("GET", `/v2/subscriptions/offerings/${offering.id}/plans`, { token: implicit })).status).toBe(200);
    const malformed = await call("POST", "/v2/subscriptions/offerings/build", {
      token: admin,
      raw: "{",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0].title).toBe("Bad Request");
  });

  it("reading the parts of an invalid id → 400, of an unknown one → 404 No offering found", async () => {
    const invalid = await call("GET", "/v2/subscriptions/offerings/nope/products", { token: admin });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors[0]).toMatchObject({ title: "Validation Error", detail: "offering_uuid: must be a valid UUID" });
    const unknown = await call("GET", `/v2/subscriptions/offerings/${UNKNOWN}/plans`, { token: admin });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0]).toEqual({ status: 404, title: "Not Found", detail: "No offering found" });
  });
});

describe("POST /v2/subscriptions/subscriptions", () => {
  it("201 with the subscription; manual_payments defaults to false, owner to store", async () => {
    const response = await call("POST", "/v2/subscriptions/subscriptions", { token: admin, body: subscriptionBody(accountId, offering) });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      type: "subscription",
      attributes: { account_id: accountId, plan_id: offering.planIds[0], currency: "USD", name: "Ada Lovelace", email: "ada@example.test" },
      meta: { owner: "store", status: "active", manual_payments: false, canceled: false, paused: false, pending: false },
    });
    const read = await call("GET", `/v2/subscriptions/subscriptions/${response.body.data.id}`, { token: admin });
    expect(read.body).toEqual(response.body);
  });

  it("manual payments, EP's stripe authority, or no authority at all; meta.owner organization", async () => {
    const manual = await call("POST", "/v2/subscriptions/subscriptions", {
      token: admin,
      body: subscriptionBody(accountId, offering, { manual_payments: true, payment_authority: undefined, meta: { owner: "organization" } }),
    });
    expect(manual.status).toBe(201);
    expect(manual.body.data.meta).toMatchObject({ manual_payments: true, owner: "organization" });
    expect(manual.body.data.attributes).not.toHaveProperty("payment_authority");

    const stripe = await call("POST", "/v2/subscriptions/subscriptions", {
      token: admin,
      body: subscriptionBody(accountId, offering, { payment_authority: { type: "elastic_path_payments_stripe", customer_id: "cus_OPf", card_id: "card_8Di" } }),
    });
    expect(stripe.status).toBe(201);
    expect(stripe.body.data.attributes.payment_authority).toEqual({ type: "elastic_path_payments_stripe", customer_id: "cus_OPf", card_id: "card_8Di" });
  });

  it("every broken limit is reported at once with its field, and nothing is stored", async () => {
    const before = await subscriptionCount();
    const response = await call("POST", "/v2/subscriptions/subscriptions", {
      token: admin,
      body: {
        data: {
          account_id: "not-a-uuid",
          offering_id: offering.id,
          currency: "usd",
          name: "Al",
          email: "not an email",
          external_ref: "r".repeat(2049),
          payment_authority: { type: "paypal", customer_id: "cu", card_id: "c".repeat(1025) },
          manual_payments: "no",
          meta: { owner: "everyone" },
          pending: true,
        },
      },
    });
    expect(response.status).toBe(400);
    const errors = bySource(response.body.errors);
    const expected: Record<string, string> = {
      "data.account_id": "format",
      "data.plan_id": "required",
      "data.currency": "format",
      "data.name": "string_gte",
      "data.email": "format",
      "data.external_ref": "string_lte",
      "data.payment_authority.type": "enum",
      "data.payment_authority.customer_id": "string_gte",
      "data.payment_authority.card_id": "string_lte",
      "data.manual_payments": "invalid_type",
      "data.meta.owner": "enum",
      "data.pending": "additional_properties",
    };
    for (const [source, title] of Object.entries(expected)) {
      expect(errors[source], source).toMatchObject({ status: 400, title, source });
    }
    expect(errors["data.currency"].meta).toEqual({ value: "usd" });
    expect(response.body.errors).toHaveLength(Object.keys(expected).length);
    expect(await subscriptionCount()).toBe(before);
  });

  it("a currency must be three upper-case letters", async () => {
    for (const currency of ["US", "USDX", "Usd", "12A", ""]) {
      const response = await call("POST", "/v2/subscriptions/subscriptions", { token: admin, body: subscriptionBody(accountId, offering, { currency }) });
      expect(response.status, currency).toBe(400);
      expect(response.body.errors[0]).toMatchObject({ title: "format", source: "data.currency" });
    }
  });

  it("an unknown account and offering are both named; a plan of another offering is named", async () => {
    const before = await subscriptionCount();
    const unknowns = await call("POST", "/v2/subscriptions/subscriptions", {
      token: admin,
      body: subscriptionBody(UNKNOWN, offering, { offering_id: UNKNOWN }),
    });
    expect(unknowns.status).toBe(400);
    expect(unknowns.body.errors).toEqual([
      { status: 400, title: "Account not found", detail: "No account has this id.", source: "data.account_id", meta: { value: UNKNOWN } },
      { status: 400, title: "Offering not found", detail: "No offering has this id.", source: "data.offering_id", meta: { value: UNKNOWN } },
    ]);

    const other = await buildOffering(admin, { name: "Other" });
    const wrongPlan = await call("POST", "/v2/subscriptions/subscriptions", {
      token: admin,
      body: subscriptionBody(accountId, offering, { plan_id: other.planIds[0] }),
    });
    expect(wrongPlan.status).toBe(400);
    expect(wrongPlan.body.errors).toEqual([
      { status: 400, title: "Plan not found", detail: "The offering has no plan with this id.", source: "data.plan_id", meta: { value: other.planIds[0] } },
    ]);
    expect(await subscriptionCount()).toBe(before);
  });

  it("a currency the plan cannot be priced in is refused, naming data.currency", async () => {
    const response = await call("POST", "/v2/subscriptions/subscriptions", {
      token: admin,
      body: subscriptionBody(accountId, offering, { currency: "GBP" }),
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { status: 400, title: "Currency not available", detail: "The plan has no price in GBP.", source: "data.currency", meta: { value: "GBP" } },
    ]);
  });

  it("administrators only", async () => {
    const response = await call("POST", "/v2/subscriptions/subscriptions", { token: implicit, body: subscriptionBody(accountId, offering) });
    expect(response.status).toBe(403);
    const { accountToken } = await makeAccountMember(admin, implicit);
    const shopper = await call("POST", "/v2/subscriptions/subscriptions", {
      token: implicit,
      headers: { "EP-Account-Management-Authentication-Token": accountToken },
      body: subscriptionBody(accountId, offering),
    });
    expect(shopper.status).toBe(403);
  });
});
