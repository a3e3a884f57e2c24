// GET /v2/subscriptions/subscriptions/{id}: every field at EP's nesting, every include combination,
// the errors, who sees what; the list, and a subscription's plans, products and states.
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, implicitToken } from "../support/api";
import { tamperedToken } from "../support/tampered-token";
import { makeAccountMember } from "../support/fixtures";
import { buildOffering, makeSubscription, stateBody, type BuiltOffering } from "../support/subscription-fixtures";

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;
const UNKNOWN = "7a0c4a8e-0d3f-4c54-9a0e-3f1a3f2b9c11";

let admin: string;
let implicit: string;
let shopperA: { accountId: string; accountToken: string };
let shopperB: { accountId: string; accountToken: string };
let offering: BuiltOffering;
let subscriptionId: string;

const asShopper = (shopper: { accountToken: string }) => ({
  token: implicit,
  headers: { "EP-Account-Management-Authentication-Token": shopper.accountToken },
});

/** `date` + `months` calendar months in UTC, the day clamped to the month's last. */
function plusMonths(iso: string, months: number): string {
  const d = new Date(iso);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + months;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const out = new Date(Date.UTC(y, m, Math.min(d.getUTCDate(), last), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()));
  return out.toISOString().replace(/\.\d{3}Z$/, "Z");
}

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
  shopperA = await makeAccountMember(admin, implicit, "Shopper A");
  shopperB = await makeAccountMember(admin, implicit, "Shopper B");
  offering = await buildOffering(admin, { external_ref: "offering-ext" });
  subscriptionId = await makeSubscription(admin, shopperA.accountId, offering, { external_ref: "crm-42" });
});

describe("GET /v2/subscriptions/subscriptions/{id}", () => {
  it("answers every field of the seed's Subscription at EP's nesting", async () => {
    const response = await call("GET", `/v2/subscriptions/subscriptions/${subscriptionId}`, { token: admin });
    expect(response.status).toBe(200);
    const data = response.body.data;
    expect(Object.keys(response.body)).toEqual(["data"]);
    const created = data.meta.timestamps.created_at;
    expect(created).toMatch(ISO);
    expect(data).toEqual({
      id: subscriptionId,
      type: "subscription",
      attributes: {
        external_ref: "crm-42",
        account_id: shopperA.accountId,
        offering: {
          id: offering.id,
          type: "subscription_offering",
          attributes: {
            external_ref: "offering-ext",
            name: "Coffee Club",
            description: "Fresh beans on your schedule.",
            created_at: expect.stringMatching(ISO),
            updated_at: expect.stringMatching(ISO),
          },
          relationships: {
            products: {
              data: offering.productIds.map((id) => ({ id, type: "subscription_offering_product" })),
              links: { related: `/v2/subscriptions/offerings/${offering.id}/products` },
            },
            plans: {
              data: offering.planIds.map((id) => ({ id, type: "subscription_offering_plan" })),
              links: { related: `/v2/subscriptions/offerings/${offering.id}/plans` },
            },
          },
          meta: {
            external_product_refs: ["pxm-beans"],
            external_plan_refs: ["plan-monthly"],
            owner: "store",
            timestamps: { created_at: expect.stringMatching(ISO), updated_at: expect.stringMatching(ISO) },
          },
        },
        plan_id: offering.planIds[0],
        pricing_option_id: offering.planIds[0],
        currency: "USD",
        payment_authority: { type: "vendor_payments_processor", customer_id: "cus_0001", card_id: "card_4242424242424242" },
        name: "Ada Lovelace",
        email: "ada@example.test",
      },
      relationships: {
        offering: { data: { id: offering.id, type: "subscription_offering" } },
        plans: { links: { related: `/v2/subscriptions/subscriptions/${subscriptionId}/plans` } },
        products: { links: { related: `/v2/subscriptions/subscriptions/${subscriptionId}/products` } },
      },
      meta: {
        owner: "store",
        status: "active",
        manual_payments: false,
        first_invoice_prepaid: false,
        canceled: false,
        paused: false,
        closed: false,
        suspended: false,
        pending: false,
        // The Monthly plan: one month's trial, then 12 monthly bills.
        invoice_after: plusMonths(created, 1),
        timestamps: { created_at: created, updated_at: created, end_date: plusMonths(created, 13) },
      },
    });
  });

  it("the unprefixed seed path answers the same", async () => {
    const prefixed = await call("GET", `/v2/subscriptions/subscriptions/${subscriptionId}?include=plans`, { token: admin });
    const alias = await call("GET", `/subscriptions/subscriptions/${subscriptionId}?include=plans`, { token: admin });
    expect(alias.status).toBe(200);
    expect(alias.body).toEqual(prefixed.body);
  });

  describe("include", () => {
    const get = (include: string) =>
      call("GET", `/v2/subscriptions/subscriptions/${subscriptionId}?include=${encodeURIComponent(include)}`, { token: admin });

    it("plans: the offering's plans with every field, active_plan true on the subscription's and null on the others", async () => {
      const response = await get("plans");
      expect(response.status).toBe(200);
      expect(Object.keys(response.body.included)).toEqual(["plans"]);
      const [monthly, discounted, locked] = response.body.included.plans;
      expect(monthly).toEqual({
        id: offering.planIds[0],
        type: "subscription_offering_plan",
        attributes: {
          external_ref: "plan-monthly",
          name: "Monthly",
          description: "Every month.",
          billing_interval_type: "month",
          billing_frequency: 1,
          trial_period: 1,
          plan_length: 12,
          end_behavior: "roll",
          can_pause: true,
          can_resume: true,
          can_cancel: true,
          base_price_percentage: 10,
          fixed_price: { USD: { amount: 1900, includes_tax: false }, EUR: { amount: 1800, includes_tax: false } },
          feature_configurations: {},
          created_at: expect.stringMatching(ISO),
          updated_at: expect.stringMatching(ISO),
        },
        meta: {
          price: { EUR: { amount: 1800, includes_tax: false }, USD: { amount: 1900, includes_tax: false } },
          display_price: {
            without_tax: { amount: 1900, currency: "USD", formatted: "$19.00" },
            with_tax: { amount: 1900, currency: "USD", formatted: "$19.00" },
          },
          active_plan: true,
          owner: "store",
          timestamps: { created_at: expect.stringMatching(ISO), updated_at: expect.stringMatching(ISO) },
        },
      });
      // Priced by its products: (1600 + 500) less 10% = 1890; the guide has no EUR price, so no EUR.
      expect(discounted.meta).toMatchObject({
        price: { USD: { amount: 1890, includes_tax: false } },
        display_price: { with_tax: { amount: 1890, currency: "USD", formatted: "$18.90" } },
        active_plan: null,
      });
      expect(discounted.attributes).not.toHaveProperty("trial_period");
      expect(discounted.attributes).not.toHaveProperty("fixed_price");
      expect(locked.meta.active_plan).toBeNull();
      expect(locked.meta.display_price.without_tax.formatted).toBe("$190.00");
    });

    it("products: the offering's products with every field and display prices in the subscription's currency", async () => {
      const response = await get("products");
      expect(Object.keys(response.body.included)).toEqual(["products"]);
      const [beans, guide] = response.body.included.products;
      expect(beans).toEqual({
        id: offering.productIds[0],
        type: "subscription_offering_product",
        attributes: {
          external_ref: "pxm-beans",
          name: "House Blend Beans",
          description: "500 g of whole beans.",
          sku: "COFFEE-500",
          main_image: "https://cdn.example.test/beans.jpg",
          price: { USD: { amount: 1600, includes_tax: false }, EUR: { amount: 1500, includes_tax: true } },
          price_units: { unit: "month", amount: 1 },
          created_at: expect.stringMatching(ISO),
          updated_at: expect.stringMatching(ISO),
        },
        meta: {
          display_price: {
            without_tax: { amount: 1600, currency: "USD", formatted: "$16.00" },
            with_tax: { amount: 1600, currency: "USD", formatted: "$16.00" },
          },
          owner: "store",
          timestamps: { created_at: expect.stringMatching(ISO), updated_at: expect.stringMatching(ISO) },
        },
      });
      expect(guide.attributes).toEqual({
        name: "Brew Guide",
        price: { USD: { amount: 500, includes_tax: false } },
        created_at: expect.stringMatching(ISO),
        updated_at: expect.stringMatching(ISO),
      });
      expect(guide.meta.display_price.with_tax.formatted).toBe("$5.00");
    });

    it("plans,products and products,plans carry both", async () => {
      for (const include of ["plans,products", "products,plans", " products , plans "]) {
        const response = await get(include);
        expect(Object.keys(response.body.included).sort()).toEqual(["plans", "products"]);
        expect(response.body.included.plans).toHaveLength(3);
        expect(response.body.included.products).toHaveLength(2);
      }
    });

    it("unknown values are ignored; nothing asked, nothing included", async () => {
      const mixed = await get("plans,offerings,invoices");
      expect(mixed.status).toBe(200);
      expect(Object.keys(mixed.body.included)).toEqual(["plans"]);
      for (const include of ["offerings", ""]) {
        const response = await get(include);
        expect(response.status).toBe(200);
        expect(response.body).not.toHaveProperty("included");
      }
    });

    it("display prices follow the subscription's currency, and are absent where a product has no price in it", async () => {
      const euro = await makeSubscription(admin, shopperA.accountId, offering, { currency: "EUR" });
      const response = await call("GET", `/v2/subscriptions/subscriptions/${euro}?include=plans,products`, { token: admin });
      const [beans, guide] = response.body.included.products;
      expect(beans.meta.display_price.with_tax).toEqual({ amount: 1500, currency: "EUR", formatted: "€15.00" });
      expect(guide.meta).not.toHaveProperty("display_price");
      const [monthly, discounted] = response.body.included.plans;
      expect(monthly.meta.display_price.without_tax).toEqual({ amount: 1800, currency: "EUR", formatted: "€18.00" });
      expect(discounted.meta).not.toHaveProperty("display_price");
    });
  });

  describe("errors and access", () => {
    it("an id that is not a UUID → 400 Validation Error", async () => {
      const response = await call("GET", "/v2/subscriptions/subscriptions/not-a-uuid", { token: admin });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([
        { status: 400, title: "Validation Error", detail: "subscription_uuid: must be a valid UUID", source: "subscription_uuid", meta: { value: "not-a-uuid" } },
      ]);
    });

    it("an unknown id → 404 Not Found / No subscription found", async () => {
      const response = await call("GET", `/v2/subscriptions/subscriptions/${UNKNOWN}`, { token: admin });
      expect(response.status).toBe(404);
      expect(response.body.errors).toEqual([{ status: 404, title: "Not Found", detail: "No subscription found" }]);
    });

    it("the owner's account token sees it; another account's gets the same 404 as an unknown id", async () => {
      const own = await call("GET", `/v2/subscriptions/subscriptions/${subscriptionId}?include=plans`, asShopper(shopperA));
      expect(own.status).toBe(200);
      expect(own.body.data.id).toBe(subscriptionId);
      expect(own.body.included.plans).toHaveLength(3);
      const other = await call("GET", `/v2/subscriptions/subscriptions/${subscriptionId}`, asShopper(shopperB));
      expect(other.status).toBe(404);
      expect(other.body.errors[0]).toEqual({ status: 404, title: "Not Found", detail: "No subscription found" });
    });

    it("an implicit token alone → 403; no token → 401; a tampered account token → 401", async () => {
      const implicitOnly = await call("GET", `/v2/subscriptions/subscriptions/${subscriptionId}`, { token: implicit });
      expect(implicitOnly.status).toBe(403);
      expect(implicitOnly.body.errors[0].title).toBe("Forbidden");
      expect((await call("GET", `/v2/subscriptions/subscriptions/${subscriptionId}`)).status).toBe(401);
      const tampered = await call("GET", `/v2/subscriptions/subscriptions/${subscriptionId}`, {
        token: implicit,
        headers: { "EP-Account-Management-Authentication-Token": tamperedToken(shopperA.accountToken) },
      });
      expect(tampered.status).toBe(401);
    });

    it("other methods → 405", async () => {
      const response = await call("PATCH", `/v2/subscriptions/subscriptions/${subscriptionId}`, { token: admin, body: {} });
      expect(response.status).toBe(405);
      expect((await call("GET", `/v2/subscriptions/subscriptions/${subscriptionId}`, { token: admin })).status).toBe(200);
    });
  });
});

describe("GET /v2/subscriptions/subscriptions (the list)", () => {
  it("a shopper lists their own account's subscriptions only; administrators list all", async () => {
    const bOwn = await makeSubscription(admin, shopperB.accountId, offering);
    const mine = await call("GET", "/v2/subscriptions/subscriptions", asShopper(shopperB));
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((s: any) => s.id)).toEqual([bOwn]);
    expect(mine.body.data[0].attributes.offering.attributes.name).toBe("Coffee Club");
    expect(mine.body.meta.results.total).toBe(1);

    const theirs = await call("GET", "/v2/subscriptions/subscriptions", asShopper(shopperA));
    expect(theirs.body.data.map((s: any) => s.id)).not.toContain(bOwn);
    expect(theirs.body.data.every((s: any) => s.attributes.account_id === shopperA.accountId)).toBe(true);

    const all = await call("GET", "/v2/subscriptions/subscriptions?page[limit]=100", { token: admin });
    const ids = all.body.data.map((s: any) => s.id);
    expect(ids).toContain(bOwn);
    expect(ids).toContain(subscriptionId);
    expect(all.body.meta.results.total).toBe(ids.length);
  });

  it("an implicit token alone → 403", async () => {
    expect((await call("GET", "/v2/subscriptions/subscriptions", { token: implicit })).status).toBe(403);
  });

  it("pages with page[limit] and page[offset]", async () => {
    const first = await call("GET", "/v2/subscriptions/subscriptions?page[limit]=1", { token: admin });
    const second = await call("GET", "/v2/subscriptions/subscriptions?page[limit]=1&page[offset]=1", { token: admin });
    expect(first.body.data).toHaveLength(1);
    expect(second.body.data).toHaveLength(1);
    expect(first.body.data[0].id).not.toBe(second.body.data[0].id);
    expect((await call("GET", "/v2/subscriptions/subscriptions?page[limit]=0", { token: admin })).status).toBe(400);
  });
});

describe("a subscription's plans, products and states", () => {
  it("plans and products answer as the includes do, with the same access rules", async () => {
    const plans = await call("GET", `/v2/subscriptions/subscriptions/${subscriptionId}/plans`, asShopper(shopperA));
    expect(plans.status).toBe(200);
    expect(plans.body.data.map((p: any) => p.meta.active_plan)).toEqual([true, null, null]);
    const products = await call("GET", `/v2/subscriptions/subscriptions/${subscriptionId}/products`, asShopper(shopperA));
    expect(products.body.data.map((p: any) => p.attributes.name)).toEqual(["House Blend Beans", "Brew Guide"]);
    expect((await call("GET", `/v2/subscriptions/subscriptions/${subscriptionId}/plans`, asShopper(shopperB))).status).toBe(404);
    expect((await call("GET", `/v2/subscriptions/subscriptions/${subscriptionId}/products`, { token: implicit })).status).toBe(403);
  });

  it("states list every change, oldest first, each with the flags after it", async () => {
    const id = await makeSubscription(admin, shopperA.accountId, offering);
    expect((await call("GET", `/v2/subscriptions/subscriptions/${id}/states`, { token: admin })).body.data).toEqual([]);
    expect((await call("POST", `/v2/subscriptions/subscriptions/${id}/states`, { token: admin, body: stateBody("pause") })).status).toBe(204);
    expect((await call("POST", `/v2/subscriptions/subscriptions/${id}/states`, { token: admin, body: stateBody("resume") })).status).toBe(204);
    const states = await call("GET", `/v2/subscriptions/subscriptions/${id}/states`, asShopper(shopperA));
    expect(states.status).toBe(200);
    expect(states.body.data.map((s: any) => [s.attributes.action, s.meta.paused])).toEqual([
      ["pause", true],
      ["resume", false],
    ]);
    expect((await call("GET", `/v2/subscriptions/subscriptions/${id}/states`, asShopper(shopperB))).status).toBe(404);
  });
});
