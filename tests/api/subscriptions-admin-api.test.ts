// EP's 2025 back-office operations on offerings: create, update and delete an offering; its plans and pricing
// options (the same rows here: a plan carries its billing and price, docs/subscriptions.md "Plans and pricing
// options") added, changed and removed through the admin's own domain functions; a plan's pricing-option
// relationship. Each answer is checked against EP's subscriptions OpenAPI document, and a refused request changes
// nothing. Subscriptions themselves: subscriptions-admin-subscriptions.test.ts.
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, implicitToken } from "../support/api";
import { makeAccountMember } from "../support/fixtures";
import { schemaProblems } from "../support/openapi";
import { buildOffering, DISCOUNTED, LOCKED, makeSubscription, MONTHLY, type BuiltOffering } from "../support/subscription-fixtures";

const UNKNOWN = "7a0c4a8e-0d3f-4c54-9a0e-3f1a3f2b9c11";

let admin: string;
let implicit: string;
let accountId: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
  ({ accountId } = await makeAccountMember(admin, implicit));
});

const offeringPath = (id: string) => `/v2/subscriptions/offerings/${id}`;
const getOffering = async (id: string) => (await call("GET", offeringPath(id), { token: admin })).body.data;
const planNames = async (offering: BuiltOffering) =>
  (await call("GET", `${offeringPath(offering.id)}/plans`, { token: admin })).body.data.map((p: { attributes: { name: string } }) => p.attributes.name);

describe("POST /v2/subscriptions/offerings", () => {
  const body = (attributes: Record<string, unknown>) => ({ data: { type: "subscription_offering", attributes } });

  it("201 with an offering that has no plans or products yet", async () => {
    const response = await call("POST", "/v2/subscriptions/offerings", { token: admin, body: body({ name: "Tea Club", description: "Leaves.", external_ref: "tea" }) });
    expect(response.status).toBe(201);
    expect(schemaProblems("subscriptions", "CreateOffering", 201, response.body)).toEqual([]);
    expect(response.body.data).toMatchObject({
      type: "subscription_offering",
      attributes: { name: "Tea Club", description: "Leaves.", external_ref: "tea" },
      relationships: { plans: { data: [] }, products: { data: [] } },
      meta: { external_plan_refs: [], owner: "store" },
    });
    expect((await getOffering(response.body.data.id)).attributes.name).toBe("Tea Club");
  });

  it("400 naming the field, and nothing is made; a shopper's token is refused", async () => {
    const before = (await call("GET", "/v2/subscriptions/offerings", { token: admin })).body.meta.results.total;
    const bad = await call("POST", "/v2/subscriptions/offerings", { token: admin, body: body({ name: "T" }) });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ status: 400, source: "data.attributes.name" });
    expect((await call("POST", "/v2/subscriptions/offerings", { token: implicit, body: body({ name: "Tea Club" }) })).status).toBe(403);
    expect((await call("GET", "/v2/subscriptions/offerings", { token: admin })).body.meta.results.total).toBe(before);
  });
});

describe("PUT and DELETE /v2/subscriptions/offerings/{offering_uuid}", () => {
  const update = (id: string, attributes: Record<string, unknown>) => ({ data: { type: "subscription_offering", id, attributes } });

  it("PUT 200 changes what it names; null removes the description", async () => {
    const offering = await buildOffering(admin);
    const response = await call("PUT", offeringPath(offering.id), { token: admin, body: update(offering.id, { name: "Bean Club", description: null }) });
    expect(response.status).toBe(200);
    expect(schemaProblems("subscriptions", "UpdateOffering", 200, response.body)).toEqual([]);
    expect(response.body.data.attributes.name).toBe("Bean Club");
    expect(response.body.data.attributes).not.toHaveProperty("description");
  });

  it("PUT 404 for an unknown offering, 400 for a bad name (unchanged)", async () => {
    expect((await call("PUT", offeringPath(UNKNOWN), { token: admin, body: update(UNKNOWN, { name: "Bean Club" }) })).status).toBe(404);
    const offering = await buildOffering(admin);
    const bad = await call("PUT", offeringPath(offering.id), { token: admin, body: update(offering.id, { name: 7 }) });
    expect(bad.status).toBe(400);
    expect((await getOffering(offering.id)).attributes.name).toBe("Coffee Club");
  });

  it("DELETE 204; then 404", async () => {
    const offering = await buildOffering(admin);
    expect((await call("DELETE", offeringPath(offering.id), { token: admin })).status).toBe(204);
    expect((await call("GET", offeringPath(offering.id), { token: admin })).status).toBe(404);
  });

  it("DELETE 409 while a subscription uses it, and it stays", async () => {
    const offering = await buildOffering(admin);
    await makeSubscription(admin, accountId, offering);
    const refused = await call("DELETE", offeringPath(offering.id), { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0]).toMatchObject({ status: 409, title: "Conflict" });
    expect((await call("GET", offeringPath(offering.id), { token: admin })).status).toBe(200);
  });
});

describe("an offering's plans", () => {
  const planBody = (attributes: Record<string, unknown>) => ({ data: { type: "subscription_offering_plan", attributes } });

  it("GET lists them in EP's shape", async () => {
    const offering = await buildOffering(admin);
    const response = await call("GET", `${offeringPath(offering.id)}/plans`, { token: implicit });
    expect(response.status).toBe(200);
    expect(schemaProblems("subscriptions", "ListOfferingPlans", 200, response.body)).toEqual([]);
  });

  it("POST 201 adds one; 400 for a bad one and 404 for an unknown offering, adding nothing", async () => {
    const offering = await buildOffering(admin);
    const response = await call("POST", `${offeringPath(offering.id)}/plans`, { token: admin, body: planBody({ ...LOCKED, name: "Two years", plan_length: 2 }) });
    expect(response.status).toBe(201);
    expect(schemaProblems("subscriptions", "CreateOfferingPlan", 201, response.body)).toEqual([]);
    expect(response.body.data.attributes).toMatchObject({ name: "Two years", plan_length: 2, billing_interval_type: "year" });
    expect(response.body.data.meta.display_price.without_tax).toMatchObject({ amount: 19000, currency: "USD" });

    const bad = await call("POST", `${offeringPath(offering.id)}/plans`, { token: admin, body: planBody({ ...LOCKED, billing_frequency: 0 }) });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].source).toBe("data.attributes.billing_frequency");
    expect((await call("POST", `${offeringPath(UNKNOWN)}/plans`, { token: admin, body: planBody(LOCKED) })).status).toBe(404);
    expect(await planNames(offering)).toEqual(["Monthly", "Discounted", "Locked in", "Two years"]);
  });

  it("PUT 200 changes the attributes given and keeps the rest", async () => {
    const offering = await buildOffering(admin);
    const [monthly] = offering.planIds;
    const response = await call("PUT", `${offeringPath(offering.id)}/plans/${monthly}`, {
      token: admin,
      body: { data: { type: "subscription_offering_plan", id: monthly, attributes: { name: "Monthly plus", trial_period: null } } },
    });
    expect(response.status).toBe(200);
    expect(schemaProblems("subscriptions", "UpdateOfferingPlan", 200, response.body)).toEqual([]);
    expect(response.body.data.attributes).toMatchObject({ name: "Monthly plus", billing_interval_type: "month", plan_length: 12, fixed_price: MONTHLY.fixed_price });
    expect(response.body.data.attributes).not.toHaveProperty("trial_period");
  });

  it("PUT 404 for a plan of another offering", async () => {
    const offering = await buildOffering(admin);
    const other = await buildOffering(admin);
    const response = await call("PUT", `${offeringPath(offering.id)}/plans/${other.planIds[0]}`, {
      token: admin,
      body: { data: { type: "subscription_offering_plan", id: other.planIds[0], attributes: { name: "Moved" } } },
    });
    expect(response.status).toBe(404);
    expect(await planNames(other)).toEqual(["Monthly", "Discounted", "Locked in"]);
  });

  it("DELETE 204 removes an unused plan; 409 while a subscription uses one, which stays", async () => {
    const offering = await buildOffering(admin);
    await makeSubscription(admin, accountId, offering, { plan_id: offering.planIds[0] });
    expect((await call("DELETE", `${offeringPath(offering.id)}/plans/${offering.planIds[2]}`, { token: admin })).status).toBe(204);
    const refused = await call("DELETE", `${offeringPath(offering.id)}/plans/${offering.planIds[0]}`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].detail).toContain("1 subscription uses the plan");
    expect(await planNames(offering)).toEqual(["Monthly", "Discounted"]);
  });
});

describe("an offering's pricing options (its plans, in EP's 2025 shape)", () => {
  const optionBody = (attributes: Record<string, unknown>) => ({ data: { type: "subscription_offering_pricing_option", attributes } });

  it("GET lists the plans as pricing options, priced in the request's currency", async () => {
    const offering = await buildOffering(admin);
    const response = await call("GET", `${offeringPath(offering.id)}/pricing-options`, { token: implicit });
    expect(response.status).toBe(200);
    expect(schemaProblems("subscriptions", "ListOfferingPricingOptions", 200, response.body)).toEqual([]);
    expect(response.body.data.map((o: { id: string }) => o.id)).toEqual(offering.planIds);
    expect(response.body.data[0]).toMatchObject({
      type: "subscription_offering_pricing_option",
      attributes: { name: "Monthly", billing_interval_type: "month" },
      meta: { display_price: { without_tax: { amount: 1900, currency: "USD" } }, active_pricing_option: null },
    });
    expect((await call("GET", `${offeringPath(UNKNOWN)}/pricing-options`, { token: implicit })).status).toBe(404);
  });

  it("POST 201 adds one that is a plan too; 400 for the wrong type", async () => {
    const offering = await buildOffering(admin);
    const response = await call("POST", `${offeringPath(offering.id)}/pricing-options`, { token: admin, body: optionBody({ ...DISCOUNTED, name: "Weekly" }) });
    expect(response.status).toBe(201);
    expect(schemaProblems("subscriptions", "CreateOfferingPricingOption", 201, response.body)).toEqual([]);
    // 10% off the products' 1600 + 500.
    expect(response.body.data.meta.display_price.without_tax.amount).toBe(1890);
    expect(await planNames(offering)).toEqual(["Monthly", "Discounted", "Locked in", "Weekly"]);
    const wrong = await call("POST", `${offeringPath(offering.id)}/pricing-options`, { token: admin, body: { data: { type: "subscription_offering_plan", attributes: DISCOUNTED } } });
    expect(wrong.status).toBe(400);
    expect(await planNames(offering)).toHaveLength(4);
  });

  it("PUT 200 changes the price; 400 for a percentage over 100, unchanged", async () => {
    const offering = await buildOffering(admin);
    const id = offering.planIds[1];
    const path = `${offeringPath(offering.id)}/pricing-options/${id}`;
    const change = (attributes: Record<string, unknown>) => ({ data: { type: "subscription_offering_pricing_option", id, attributes } });
    const response = await call("PUT", path, { token: admin, body: change({ base_price_percentage: 20 }) });
    expect(response.status).toBe(200);
    expect(schemaProblems("subscriptions", "UpdateOfferingPricingOption", 200, response.body)).toEqual([]);
    expect(response.body.data.meta.display_price.without_tax.amount).toBe(1680);
    expect((await call("PUT", path, { token: admin, body: change({ base_price_percentage: 120 }) })).status).toBe(400);
    const listed = (await call("GET", `${offeringPath(offering.id)}/pricing-options`, { token: admin })).body.data[1];
    expect(listed.attributes.base_price_percentage).toBe(20);
  });

  it("DELETE 204 for an unused one; 409 for one a subscription uses; 422 for the last", async () => {
    const offering = await buildOffering(admin, { plans: [MONTHLY, LOCKED] });
    await makeSubscription(admin, accountId, offering, { plan_id: offering.planIds[0] });
    const path = (id: string) => `${offeringPath(offering.id)}/pricing-options/${id}`;
    expect((await call("DELETE", path(offering.planIds[0]), { token: admin })).status).toBe(409);
    expect((await call("DELETE", path(offering.planIds[1]), { token: admin })).status).toBe(204);
    const lone = await buildOffering(admin, { plans: [LOCKED] });
    const last = await call("DELETE", `${offeringPath(lone.id)}/pricing-options/${lone.planIds[0]}`, { token: admin });
    expect(last.status).toBe(422);
    expect(await planNames(offering)).toEqual(["Monthly"]);
    expect(await planNames(lone)).toEqual(["Locked in"]);
  });
});

describe("/v2/subscriptions/offerings/{offering_uuid}/plans/{plan_uuid}/relationships/pricing_options", () => {
  const path = (offering: BuiltOffering, planId: string) => `${offeringPath(offering.id)}/plans/${planId}/relationships/pricing_options`;
  const body = (...ids: string[]) => ({ data: ids.map((id) => ({ type: "subscription_offering_pricing_option", id })) });

  it("GET: a plan's one pricing option is itself", async () => {
    const offering = await buildOffering(admin);
    const response = await call("GET", path(offering, offering.planIds[1]), { token: implicit });
    expect(response.status).toBe(200);
    expect(schemaProblems("subscriptions", "ListOfferingPlanPricingOptions", 200, response.body)).toEqual([]);
    expect(response.body.data).toEqual([{ id: offering.planIds[1], type: "subscription_offering_pricing_option" }]);
    expect((await call("GET", path(offering, UNKNOWN), { token: implicit })).status).toBe(404);
  });

  it("POST 200 with its own; 422 for another plan's, 404 for an unknown one", async () => {
    const offering = await buildOffering(admin);
    const [a, b] = offering.planIds;
    const same = await call("POST", path(offering, a), { token: admin, body: body(a) });
    expect(same.status).toBe(200);
    expect(schemaProblems("subscriptions", "AddOfferingPlanPricingOptions", 200, same.body)).toEqual([]);
    expect((await call("POST", path(offering, a), { token: admin, body: body(b) })).status).toBe(422);
    expect((await call("POST", path(offering, a), { token: admin, body: body(UNKNOWN) })).status).toBe(404);
  });

  it("DELETE 200 for one it does not have; 422 for its own", async () => {
    const offering = await buildOffering(admin);
    const [a, b] = offering.planIds;
    const other = await call("DELETE", path(offering, a), { token: admin, body: body(b) });
    expect(other.status).toBe(200);
    expect(schemaProblems("subscriptions", "RemoveOfferingPlanPricingOptions", 200, other.body)).toEqual([]);
    expect(other.body.data).toEqual([{ id: a, type: "subscription_offering_pricing_option" }]);
    const own = await call("DELETE", path(offering, a), { token: admin, body: body(a) });
    expect(own.status).toBe(422);
  });
});
