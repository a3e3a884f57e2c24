// Every field of a cart item in a response, as the seed's table "Cart item in a response" lists it
// (docs/api.md "Carts"): each item operation's answer (add, read, update) carries each field with its type, and
// the rule beside it (a `pim` item names its catalog: `catalog_id`, a UUID). Issue 32: `catalog_id` had gone
// missing from every item response.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";

let admin: string;
let implicit: string;
let plain: Awaited<ReturnType<typeof makeProduct>>;
let engraved: Awaited<ReturnType<typeof makeProduct>>;
let bundle: Awaited<ReturnType<typeof makeProduct>>;

const IMAGE = { href: "/products/water-bottle.svg", mime_type: "image/svg+xml", file_name: "water-bottle.svg" };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
  plain = await makeProduct(admin, { main_image: IMAGE, price: { USD: { amount: 1250, includes_tax: false } } });
  engraved = await makeProduct(admin, {
    price: { USD: { amount: 2800, includes_tax: true } },
    custom_inputs: { engraving: { name: "Engraving", required: true, validation_rules: [{ type: "string", options: { max_length: 20 } }] } },
  });
  bundle = await makeProduct(admin, {
    price: {},
    components: { drinkware: { name: "Drinkware", min: 1, max: 1, options: [{ id: plain.id, quantity: 1, default: true }] } },
  });
});

const money = { amount: expect.any(Number), currency: "USD", formatted: expect.any(String) };
const moneyPair = { unit: money, value: money };
const itemPrice = { amount: expect.any(Number), currency: "USD", includes_tax: expect.any(Boolean) };

/** The fields every item of the table carries, whatever made it, with their types. */
function expectEveryTableField(item: Record<string, any>) {
  expect(item).toMatchObject({
    id: expect.stringMatching(UUID),
    type: expect.stringMatching(/^(cart_item|custom_item)$/),
    name: expect.any(String),
    description: expect.any(String),
    sku: expect.any(String),
    slug: expect.any(String),
    quantity: expect.any(Number),
    // The seed's rule: a `pim` item names its catalog.
    catalog_source: "pim",
    catalog_id: expect.stringMatching(UUID),
    image: { mime_type: expect.any(String), file_name: expect.any(String), href: expect.any(String) },
    manage_stock: expect.any(Boolean),
    unit_price: itemPrice,
    value: itemPrice,
    links: expect.any(Object),
    meta: {
      display_price: { with_tax: moneyPair, without_tax: moneyPair, tax: moneyPair, discount: moneyPair, without_discount: moneyPair },
      timestamps: { created_at: expect.stringMatching(ISO), updated_at: expect.stringMatching(ISO) },
    },
    timestamps: { created_at: expect.stringMatching(ISO), updated_at: expect.stringMatching(ISO) },
  });
  expect(item.timestamps).toEqual(item.meta.timestamps);
  expect(Object.keys(item.image).sort()).toEqual(["file_name", "href", "mime_type"]);
  // The line's value is its unit price times its quantity, in the same currency and tax basis.
  expect(item.value.amount).toBe(item.unit_price.amount * item.quantity);
  expect(item.value.includes_tax).toBe(item.unit_price.includes_tax);
}

describe("a cart item in a response carries every field of the seed's table", () => {
  it("on add, read and update: products (plain, personalised, a bundle, in a shipping group) and a custom item", async () => {
    const cartId = `fields-${randomUUID().slice(0, 8)}`;
    const group = await (async () => {
      // A shipping group belongs to a cart: the cart exists (and takes USD) with its first line.
      const first = await call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data: { type: "cart_item", id: plain.id, quantity: 3 } } });
      expect(first.status).toBe(201);
      const created = await call("POST", `/v2/carts/${cartId}/shipping-groups`, {
        token: implicit,
        body: { data: { type: "shipping_group", shipping_type: "standard", shipping_price: { base: 500, tax: 0, fees: 0 } } },
      });
      expect(created.status).toBe(201);
      return created.body.data.id as string;
    })();
    const added = await call("POST", `/v2/carts/${cartId}/items`, {
      token: implicit,
      body: {
        data: [
          { type: "cart_item", id: engraved.id, quantity: 1, custom_inputs: { engraving: "Ada" }, shipping_group_id: group },
          { type: "cart_item", id: bundle.id, quantity: 2, bundle_configuration: { selected_options: { drinkware: { [plain.id]: 1 } } } },
          { type: "custom_item", name: "Gift wrap", sku: "WRAP", description: "Paper and ribbon", quantity: 1, price: { amount: 300, includes_tax: true } },
        ],
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const read = await call("GET", `/v2/carts/${cartId}/items`, { token: implicit });
    expect(read.status).toBe(200);
    const answers = { add: added.body.data, read: read.body.data };

    for (const [operation, items] of Object.entries(answers)) {
      expect(items, operation).toHaveLength(4);
      for (const item of items) expectEveryTableField(item);
      const [mugs, engravedLine, bundleLine, wrap] = items;
      // Products name their product and link to it in the catalog; the image is the product's.
      for (const [line, product] of [[mugs, plain], [engravedLine, engraved], [bundleLine, bundle]] as const) {
        expect(line).toMatchObject({ type: "cart_item", product_id: product.id, sku: product.attributes.sku, slug: product.attributes.slug, name: product.attributes.name });
        expect(line.links.product).toMatch(new RegExp(`/catalog/products/${product.id}$`));
      }
      expect(mugs).toMatchObject({ quantity: 3, unit_price: { amount: 1250, includes_tax: false }, value: { amount: 3750 } });
      expect(mugs.image).toMatchObject({ mime_type: IMAGE.mime_type, file_name: IMAGE.file_name, href: expect.stringMatching(/\/products\/water-bottle\.svg$/) });
      expect(engravedLine).toMatchObject({ custom_inputs: { engraving: "Ada" }, shipping_group_id: group, unit_price: { amount: 2800, includes_tax: true } });
      expect(bundleLine).toMatchObject({ quantity: 2, bundle_configuration: { selected_options: { drinkware: { [plain.id]: 1 } } } });
      // A custom item: its own name and SKU, no product and no link.
      expect(wrap).toMatchObject({ type: "custom_item", name: "Gift wrap", sku: "WRAP", description: "Paper and ribbon", unit_price: { amount: 300, includes_tax: true } });
      expect(wrap).not.toHaveProperty("product_id");
      expect(wrap.links).toEqual({});
      // Fields with nothing to hold are left out rather than sent empty.
      expect(mugs).not.toHaveProperty("custom_inputs");
      expect(mugs).not.toHaveProperty("bundle_configuration");
      expect(mugs).not.toHaveProperty("shipping_group_id");
      // One catalog: every item names the same one.
      expect(new Set(items.map((i: { catalog_id: string }) => i.catalog_id)).size).toBe(1);
    }

    const updated = await call("PUT", `/v2/carts/${cartId}/items/${answers.read[0].id}`, { token: implicit, body: { data: { quantity: 4 } } });
    expect(updated.status).toBe(200);
    for (const item of updated.body.data) expectEveryTableField(item);
    expect(updated.body.data[0]).toMatchObject({ quantity: 4, value: { amount: 5000 } });

    // The cart's own read with its items included renders the same items.
    const cart = await call("GET", `/v2/carts/${cartId}?include=items`, { token: implicit });
    expect(cart.body.included.items).toEqual(updated.body.data);
  });
});
