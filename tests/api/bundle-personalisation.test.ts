// A bundle's options take no personalisation (lib/commerce/catalog/bundle-options.ts): a product with a required
// input cannot be made a bundle option, a bundle option cannot be given one, and an older bundle that names such
// an option is refused at the add, so no order goes through without the inputs a product needs.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, implicitToken } from "../support/api";
import { getDb } from "@/lib/storage/db";

let admin: string;
let implicit: string;

const product = async (attributes: Record<string, unknown>) => {
  const tag = randomUUID().slice(0, 8);
  return call("POST", "/pcm/products", {
    token: admin,
    body: { data: { type: "product", attributes: { name: `P ${tag}`, sku: `P-${tag}`, price: { USD: { amount: 1000, includes_tax: false } }, ...attributes } } },
  });
};
const engraving = { engraving: { name: "Name to engrave", required: true, validation_rules: [{ type: "string", options: { max_length: 20 } }] } };
const bundleOf = (...ids: string[]) => ({ things: { name: "Things", min: 1, max: 1, options: ids.map((id, i) => ({ id, quantity: 1, default: i === 0 })) } });

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

describe("bundles and personalisation", () => {
  it("refuses a bundle with an option that needs inputs, naming it, and makes nothing", async () => {
    const bottle = await product({ name: `Engraved Flask ${randomUUID().slice(0, 4)}`, custom_inputs: engraving });
    const mug = await product({});
    const before = (await call("GET", "/pcm/products?page[limit]=1", { token: admin })).body.meta.results.total;
    const refused = await product({ components: bundleOf(mug.body.data.id, bottle.body.data.id) });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({ title: "Bundle option needs personalisation", source: "data.attributes.components" });
    expect(refused.body.errors[0].detail).toContain(bottle.body.data.attributes.name);
    expect((await call("GET", "/pcm/products?page[limit]=1", { token: admin })).body.meta.results.total).toBe(before);
    // Optional inputs are fine: the bundle's line simply has none.
    const optional = await product({ custom_inputs: { note: { name: "Note", required: false } } });
    expect((await product({ components: bundleOf(mug.body.data.id, optional.body.data.id) })).status).toBe(201);
  });

  it("refuses giving a bundle option a required input", async () => {
    const mug = await product({});
    const bundle = await product({ components: bundleOf(mug.body.data.id) });
    expect(bundle.status).toBe(201);
    const refused = await call("PUT", `/pcm/products/${mug.body.data.id}`, { token: admin, body: { data: { type: "product", attributes: { custom_inputs: engraving } } } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].detail).toContain(bundle.body.data.attributes.name);
    expect((await call("GET", `/pcm/products/${mug.body.data.id}`, { token: admin })).body.data.attributes.custom_inputs).toBeUndefined();
  });

  it("refuses adding an older bundle whose selection names an option that needs inputs", async () => {
    const mug = await product({});
    const bundle = await product({ components: bundleOf(mug.body.data.id) });
    // Made before the rule: the option got its required input behind the API's back.
    await (await getDb()).execute(sql`update products set custom_inputs = ${JSON.stringify(engraving)}::jsonb where id = ${mug.body.data.id}::uuid`);
    const cartId = `cart-${randomUUID()}`;
    const added = await call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data: { type: "cart_item", id: bundle.body.data.id, quantity: 1 } } });
    expect(added.status).toBe(422);
    expect(added.body.errors[0]).toMatchObject({ title: "Bundle option needs personalisation", source: "data.bundle_configuration.selected_options" });
    expect((await call("GET", `/v2/carts/${cartId}/items`, { token: implicit })).body.data).toEqual([]);
  });
});
