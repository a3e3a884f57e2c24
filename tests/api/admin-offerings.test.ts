// The admin's offering forms go through the subscriptions API's own documents and domain functions: an offering and
// its plans made and changed in the admin read back the same through GET /v2/subscriptions/offerings/{id} and its
// plans; a bad price or interval is refused beside its field with nothing changed; a plan or an offering that a
// subscription uses stays; every change is recorded under the staff member's name.
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, implicitToken } from "../support/api";
import { makeAccountMember } from "../support/fixtures";
import { makeSubscription } from "../support/subscription-fixtures";
import { activityOf } from "@/lib/commerce/activity/activity";
import type { Caller } from "@/lib/commerce/auth/tokens";
import {
  addCatalogProductsToOffering,
  createOfferingFromForm,
  deleteOfferingForAdmin,
  removePlanFromOffering,
  saveOfferingDetails,
  savePlanFromForm,
  takeProductOutOfOffering,
} from "@/lib/commerce/subscriptions/admin-offerings";
import { planFormValues } from "@/lib/commerce/subscriptions/offering-form";

const CURRENCIES = ["USD", "EUR", "GBP"];
const staff: Caller = { grant: "client_credentials", subject: "staff:x", staff: { id: "11111111-1111-4111-8111-111111111111", name: "Sam Keeper", email: "sam@example.test", role: "staff" } };

let admin: string;
let bottle: { id: string; sku: string };
let mug: { id: string; sku: string };

async function catalogProduct(name: string, sku: string, gbp: number) {
  const response = await call("POST", "/pcm/products", {
    token: admin,
    body: { data: { type: "product", attributes: { name, sku, commodity_type: "physical", status: "live", price: { GBP: { amount: gbp, includes_tax: true } } } } },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { id: response.body.data.id as string, sku };
}

const plan = (overrides: Record<string, string> = {}) => ({ ...planFormValues(undefined, CURRENCIES), name: "Monthly", price_GBP: "9.99", includes_tax_GBP: "on", trial_period: "1", ...overrides });

const newOffering = (overrides: Record<string, string> = {}) => ({
  offering_name: "Bottle Club",
  offering_description: "A fresh bottle every month.",
  product: bottle.id,
  ...plan(),
  ...overrides,
});

async function readBack(id: string) {
  const offering = await call("GET", `/v2/subscriptions/offerings/${id}`, { token: admin });
  const plans = await call("GET", `/v2/subscriptions/offerings/${id}/plans`, { token: admin, headers: { "X-MOLTIN-CURRENCY": "GBP" } });
  const products = await call("GET", `/v2/subscriptions/offerings/${id}/products`, { token: admin });
  return { offering, plans, products };
}

beforeAll(async () => {
  admin = await adminToken();
  const stamp = Date.now();
  bottle = await catalogProduct("Engraved Water Bottle", `BOTTLE-${stamp}`, 2400);
  mug = await catalogProduct("Enamel Mug", `MUG-${stamp}`, 1200);
});

describe("making an offering in the admin", () => {
  it("reads back through the API as the form said: the offering, its product copied from the catalog, its plan", async () => {
    const outcome = await createOfferingFromForm(staff, newOffering(), CURRENCIES);
    expect(outcome).toMatchObject({ ok: true });
    const id = (outcome as { id: string }).id;
    const { offering, plans, products } = await readBack(id);
    expect(offering.status).toBe(200);
    expect(offering.body.data.attributes).toMatchObject({ name: "Bottle Club", description: "A fresh bottle every month." });
    expect(products.body.data).toHaveLength(1);
    expect(products.body.data[0].attributes).toMatchObject({ name: "Engraved Water Bottle", sku: bottle.sku, price: { GBP: { amount: 2400, includes_tax: true } } });
    expect(plans.body.data).toHaveLength(1);
    expect(plans.body.data[0].attributes).toMatchObject({
      name: "Monthly",
      billing_interval_type: "month",
      billing_frequency: 1,
      trial_period: 1,
      plan_length: 12,
      end_behavior: "roll",
      can_pause: true,
      can_resume: true,
      can_cancel: true,
      fixed_price: { GBP: { amount: 999, includes_tax: true } },
    });
    expect(plans.body.data[0].meta.display_price.without_tax.formatted).toBeDefined();

    const entries = await activityOf({ type: "subscription_offering", id });
    expect(entries.map((e) => [e.actor, e.summary])).toEqual([["Sam Keeper", "Created offering Bottle Club with 1 product and 1 plan"]]);
  });

  it("refuses a bad price, interval or name beside its field, in the API's words, and makes nothing", async () => {
    const before = (await call("GET", "/v2/subscriptions/offerings?page[limit]=100", { token: admin })).body.meta.results.total;
    expect(await createOfferingFromForm(staff, newOffering({ price_GBP: "nine" }), CURRENCIES)).toEqual({
      ok: false,
      fieldErrors: { price_GBP: "Enter a price such as 9.99, or leave it empty." },
    });
    expect(await createOfferingFromForm(staff, newOffering({ billing_frequency: "0" }), CURRENCIES)).toMatchObject({
      ok: false,
      fieldErrors: { billing_frequency: expect.stringMatching(/>=\s*1/) },
    });
    expect(await createOfferingFromForm(staff, newOffering({ billing_interval_type: "fortnight" }), CURRENCIES)).toMatchObject({
      ok: false,
      fieldErrors: { billing_interval_type: "Choose days, weeks, months or years." },
    });
    expect(await createOfferingFromForm(staff, newOffering({ offering_name: "ab" }), CURRENCIES)).toMatchObject({
      ok: false,
      fieldErrors: { offering_name: expect.stringMatching(/>=\s*3/) },
    });
    expect(await createOfferingFromForm(staff, newOffering({ product: "" }), CURRENCIES)).toMatchObject({
      ok: false,
      fieldErrors: { product: "Choose a product the offering covers." },
    });
    const after = (await call("GET", "/v2/subscriptions/offerings?page[limit]=100", { token: admin })).body.meta.results.total;
    expect(after).toBe(before);
  });
});

describe("changing an offering in the admin", () => {
  it("edits the details, products and plans; what is read back is what was saved; each change is recorded", async () => {
    const id = ((await createOfferingFromForm(staff, newOffering({ offering_name: "Mug Club" }), CURRENCIES)) as { id: string }).id;

    expect(await saveOfferingDetails(staff, id, { offering_name: "Mug and Bottle Club", offering_description: "" })).toEqual({ ok: true, id });
    expect(await addCatalogProductsToOffering(staff, id, [mug.id])).toMatchObject({ ok: true, added: ["Enamel Mug"] });
    expect(await savePlanFromForm(staff, id, undefined, plan({ name: "Yearly", billing_interval_type: "year", price_GBP: "99", trial_period: "" }), CURRENCIES)).toEqual({ ok: true, id });

    let { offering, plans, products } = await readBack(id);
    expect(offering.body.data.attributes.name).toBe("Mug and Bottle Club");
    expect(offering.body.data.attributes.description).toBeUndefined();
    expect(products.body.data.map((p: { attributes: { name: string } }) => p.attributes.name)).toEqual(["Engraved Water Bottle", "Enamel Mug"]);
    expect(plans.body.data.map((p: { attributes: { name: string } }) => p.attributes.name)).toEqual(["Monthly", "Yearly"]);
    const [monthly, yearly] = plans.body.data;
    expect(yearly.attributes).toMatchObject({ billing_interval_type: "year", fixed_price: { GBP: { amount: 9900, includes_tax: true } } });
    expect(yearly.attributes.trial_period).toBeUndefined();

    // A plan change refused: nothing of it lands.
    expect(await savePlanFromForm(staff, id, monthly.id, plan({ price_GBP: "-1" }), CURRENCIES)).toMatchObject({ ok: false, fieldErrors: { price_GBP: expect.any(String) } });
    expect(await savePlanFromForm(staff, id, monthly.id, plan({ base_price_percentage: "150" }), CURRENCIES)).toMatchObject({
      ok: false,
      fieldErrors: { base_price_percentage: expect.stringMatching(/<=\s*100/) },
    });
    expect(await savePlanFromForm(staff, id, monthly.id, plan({ billing_frequency: "2", price_GBP: "18.50", can_pause: "" }), CURRENCIES)).toEqual({ ok: true, id });

    expect(await takeProductOutOfOffering(staff, id, products.body.data[0].id)).toEqual({ ok: true, id });
    expect(await removePlanFromOffering(staff, id, yearly.id)).toEqual({ ok: true, id });
    ({ plans, products } = await readBack(id));
    expect(products.body.data.map((p: { attributes: { sku: string } }) => p.attributes.sku)).toEqual([mug.sku]);
    expect(plans.body.data).toHaveLength(1);
    expect(plans.body.data[0].attributes).toMatchObject({ billing_frequency: 2, can_pause: false, fixed_price: { GBP: { amount: 1850, includes_tax: true } } });

    // The last product and the last plan stay.
    expect(await takeProductOutOfOffering(staff, id, products.body.data[0].id)).toMatchObject({ ok: false, formError: expect.stringContaining("at least one product") });
    expect(await removePlanFromOffering(staff, id, monthly.id)).toMatchObject({ ok: false, formError: expect.stringContaining("at least one plan") });

    const summaries = (await activityOf({ type: "subscription_offering", id })).map((e) => `${e.actor}: ${e.summary}`);
    expect(summaries).toEqual([
      "Sam Keeper: Created offering Mug Club with 1 product and 1 plan",
      "Sam Keeper: Renamed offering Mug Club to Mug and Bottle Club",
      `Sam Keeper: Added product Enamel Mug (SKU ${mug.sku}) to offering Mug and Bottle Club`,
      "Sam Keeper: Added plan Yearly (£99.00, billed every year for 12 years, then renews) to offering Mug and Bottle Club",
      "Sam Keeper: Saved plan Monthly (£18.50, billed every 2 months for 12 months, then renews, 1 month free trial) of offering Mug and Bottle Club",
      `Sam Keeper: Took product Engraved Water Bottle (SKU ${bottle.sku}) out of offering Mug and Bottle Club`,
      "Sam Keeper: Removed plan Yearly from offering Mug and Bottle Club",
    ]);
  });

  it("keeps a plan and an offering a subscription uses, in the API's words; deletes one nobody uses", async () => {
    const id = ((await createOfferingFromForm(staff, newOffering({ offering_name: "Used Club" }), CURRENCIES)) as { id: string }).id;
    await savePlanFromForm(staff, id, undefined, plan({ name: "Weekly", billing_interval_type: "week" }), CURRENCIES);
    const { plans, products } = await readBack(id);
    const shopper = await makeAccountMember(admin, await implicitToken(), "Subscriber");
    await makeSubscription(admin, shopper.accountId, { id, productIds: products.body.data.map((p: { id: string }) => p.id), planIds: [plans.body.data[0].id], body: {} }, { currency: "GBP" });

    expect(await removePlanFromOffering(staff, id, plans.body.data[0].id)).toEqual({
      ok: false,
      fieldErrors: {},
      formError: "1 subscription uses the plan “Monthly”: it cannot be removed while they do.",
    });
    expect(await deleteOfferingForAdmin(staff, id)).toEqual({ ok: false, fieldErrors: {}, formError: "1 subscription uses this offering: it cannot be deleted while they do." });
    expect((await call("GET", `/v2/subscriptions/offerings/${id}`, { token: admin })).status).toBe(200);

    const unused = ((await createOfferingFromForm(staff, newOffering({ offering_name: "Short Club" }), CURRENCIES)) as { id: string }).id;
    expect(await deleteOfferingForAdmin(staff, unused)).toEqual({ ok: true, id: "Short Club" });
    expect((await call("GET", `/v2/subscriptions/offerings/${unused}`, { token: admin })).status).toBe(404);
    expect((await activityOf({ type: "subscription_offering", id: unused })).map((e) => e.summary).at(-1)).toBe("Deleted offering Short Club");
  });
});
