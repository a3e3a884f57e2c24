// POST /v2/carts/{cartID}/items — docs/api.md "Adding to a cart".
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/storage/db";
import { cartItemTaxes } from "@/lib/storage/schema";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

const newCartId = () => `cart-${randomUUID().slice(0, 8)}`;

function add(cartId: string, data: unknown, options: { headers?: Record<string, string>; token?: string; options?: unknown } = {}) {
  return call("POST", `/v2/carts/${cartId}/items`, {
    token: options.token ?? implicit,
    headers: options.headers,
    body: { data, ...(options.options !== undefined ? { options: options.options } : {}) },
  });
}

const getItems = (cartId: string) => call("GET", `/v2/carts/${cartId}/items`, { token: implicit });
const getCart = (cartId: string) => call("GET", `/v2/carts/${cartId}`, { token: implicit });

/** Everything a shopper can read of a cart, to compare before and after a refused request. */
async function snapshot(cartId: string) {
  const [cart, items] = await Promise.all([getCart(cartId), getItems(cartId)]);
  return JSON.stringify([cart.body, items.body]);
}

const personalised = {
  engraving: { name: "Name to engrave", required: true, validation_rules: [{ type: "string", options: { max_length: 20 } }] },
  gift_message: { name: "Gift message", required: false, validation_rules: [{ type: "string", options: { max_length: 120 } }] },
};

describe("adding a product", () => {
  it("by id: 201 with the whole collection, display prices and the cart's timestamps; an unknown cart id creates the cart", async () => {
    const product = await makeProduct(admin, { price: { USD: { amount: 1250, includes_tax: false } } });
    const cartId = newCartId();
    const response = await add(cartId, { type: "cart_item", id: product.id, quantity: 3 });
    expect(response.status).toBe(201);
    expect(response.body.data).toHaveLength(1);
    const [line] = response.body.data;
    expect(line).toMatchObject({
      type: "cart_item",
      product_id: product.id,
      name: product.attributes.name,
      sku: product.attributes.sku,
      slug: product.attributes.slug,
      quantity: 3,
      catalog_source: "pim",
      unit_price: { amount: 1250, currency: "USD", includes_tax: false },
      value: { amount: 3750, currency: "USD", includes_tax: false },
    });
    expect(line.id).toMatch(/^[0-9a-f-]{36}$/);
    const display = line.meta.display_price;
    for (const key of ["with_tax", "without_tax", "tax", "discount", "without_discount"]) {
      expect(display[key].unit).toHaveProperty("formatted");
      expect(display[key].value).toHaveProperty("formatted");
    }
    expect(display.with_tax).toEqual({
      unit: { amount: 1250, currency: "USD", formatted: "$12.50" },
      value: { amount: 3750, currency: "USD", formatted: "$37.50" },
    });
    expect(display.tax.value).toEqual({ amount: 0, currency: "USD", formatted: "$0.00" });
    expect(response.body.meta.display_price.with_tax).toEqual({ amount: 3750, currency: "USD", formatted: "$37.50" });
    expect(response.body.meta.discounts).toEqual({});
    const { created_at, updated_at, expires_at } = response.body.meta.timestamps;
    expect(created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(Date.parse(expires_at) - Date.parse(updated_at)).toBe(7 * 86_400_000);

    const cart = await getCart(cartId);
    expect(cart.body.data.relationships.items.data).toEqual([{ type: "cart_item", id: line.id }]);
    expect((await getItems(cartId)).body.data).toEqual(response.body.data);
  });

  it("by sku, and the same product by id and by sku is one line with the quantities summed", async () => {
    const product = await makeProduct(admin);
    const cartId = newCartId();
    expect((await add(cartId, { type: "cart_item", sku: product.attributes.sku, quantity: 1 })).status).toBe(201);
    const response = await add(cartId, [
      { type: "cart_item", id: product.id, quantity: 2 },
      { type: "cart_item", sku: product.attributes.sku, quantity: 4 },
    ]);
    expect(response.status).toBe(201);
    expect(response.body.data).toHaveLength(1);
    expect(response.body.data[0]).toMatchObject({ quantity: 7, value: { amount: 7000 } });
  });

  it("needs exactly one of id and sku and an integer quantity of at least 1, every problem reported at once", async () => {
    const product = await makeProduct(admin);
    const cartId = newCartId();
    const response = await add(
      cartId,
      [
        { type: "cart_item", quantity: 1 },
        { type: "cart_item", id: product.id, sku: product.attributes.sku, quantity: 1 },
        { type: "cart_item", id: product.id, quantity: 0 },
        { type: "cart_item", id: product.id, quantity: 1.5 },
        { type: "cart_item", id: product.id, quantity: "2" },
        { type: "cart_item", id: product.id },
        { type: "cart_item", id: "not-a-uuid", quantity: 1 },
      ],
      { options: { add_all_or_nothing: true } },
    );
    expect(response.status).toBe(400);
    const bySource = Object.fromEntries(response.body.errors.map((e: any) => [e.source, e]));
    expect(bySource["data[0].id"]).toMatchObject({ status: 400, title: "required" });
    expect(bySource["data[1].sku"]).toMatchObject({ status: 400, title: "additional_properties", detail: "Use id or sku, not both" });
    expect(bySource["data[2].quantity"]).toMatchObject({ title: "number_gte", meta: { value: 0 } });
    expect(bySource["data[3].quantity"]).toMatchObject({ title: "invalid_type", meta: { value: 1.5 } });
    expect(bySource["data[4].quantity"]).toMatchObject({ title: "invalid_type", meta: { value: "2" } });
    expect(bySource["data[5].quantity"]).toMatchObject({ title: "required" });
    expect(bySource["data[6].id"]).toMatchObject({ title: "format", meta: { value: "not-a-uuid" } });
    expect(response.body.errors).toHaveLength(7);
  });

  it("an unknown or draft product is 404 Product not found with meta.id or meta.sku", async () => {
    const draft = await makeProduct(admin, { status: "draft" });
    const cartId = newCartId();
    const unknownId = randomUUID();
    const byId = await add(cartId, { type: "cart_item", id: unknownId, quantity: 1 });
    expect(byId.status).toBe(404);
    expect(byId.body.errors).toEqual([
      {
        status: 404,
        title: "Product not found",
        detail: "The requested product could not be found",
        source: "data",
        meta: { id: unknownId },
      },
    ]);
    const bySku = await add(cartId, { type: "cart_item", sku: "NO-SUCH-SKU", quantity: 1 });
    expect(bySku.status).toBe(404);
    expect(bySku.body.errors[0].meta).toEqual({ sku: "NO-SUCH-SKU" });
    const drafted = await add(cartId, { type: "cart_item", id: draft.id, quantity: 1 });
    expect(drafted.status).toBe(404);
    // A refused add to an unknown cart does not create it.
    expect((await call("DELETE", `/v2/carts/${cartId}`, { token: implicit })).status).toBe(404);
  });

  it("needs a token", async () => {
    const response = await call("POST", `/v2/carts/${newCartId()}/items`, { body: { data: { type: "cart_item", sku: "X", quantity: 1 } } });
    expect(response.status).toBe(401);
  });
});

describe("the request", () => {
  it("refuses a body without data, data that is not an item, an empty array and bad options", async () => {
    const cartId = newCartId();
    const none = await call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: {} });
    expect(none.status).toBe(400);
    expect(none.body.errors[0]).toMatchObject({ title: "required", source: "data" });
    const text = await add(cartId, "cart_item");
    expect(text.body.errors[0]).toMatchObject({ status: 400, title: "invalid_type", source: "data" });
    const empty = await add(cartId, []);
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0]).toMatchObject({ title: "array_gte", source: "data" });
    const options = await add(cartId, { type: "custom_item", name: "X", quantity: 1, price: { amount: 1 } }, { options: { add_all_or_nothing: "yes" } });
    expect(options.status).toBe(400);
    expect(options.body.errors[0]).toMatchObject({ title: "invalid_type", source: "options.add_all_or_nothing" });
    const extra = await add(cartId, { type: "custom_item", name: "X", quantity: 1, price: { amount: 1 } }, { options: { merge: true } });
    expect(extra.body.errors[0]).toMatchObject({ title: "additional_properties", source: "options.merge" });
  });

  it("an unknown type is a clear 400 enum naming the types it could be; a missing type is required", async () => {
    const cartId = newCartId();
    const unknown = await add(cartId, { type: "gift_card", quantity: 1 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]).toMatchObject({
      status: 400,
      title: "enum",
      source: "data.type",
      meta: { value: "gift_card" },
    });
    expect(unknown.body.errors[0].detail).toMatch(/cart_item, custom_item/);
    const missing = await add(cartId, [{ quantity: 1 }, 7]);
    expect(missing.body.errors).toEqual([
      expect.objectContaining({ title: "required", source: "data[0].type" }),
      expect.objectContaining({ title: "invalid_type", source: "data[1]" }),
    ]);
  });
});

describe("currency", () => {
  it("the first add fixes the cart's currency from X-MOLTIN-CURRENCY; later headers do not change it", async () => {
    const product = await makeProduct(admin, { price: { USD: { amount: 1000 }, EUR: { amount: 900 } } });
    const cartId = newCartId();
    const first = await add(cartId, { type: "cart_item", id: product.id, quantity: 1 }, { headers: { "X-MOLTIN-CURRENCY": "eur" } });
    expect(first.status).toBe(201);
    expect(first.body.data[0].unit_price).toEqual({ amount: 900, currency: "EUR", includes_tax: false });
    expect(first.body.meta.display_price.with_tax.formatted).toBe("€9.00");
    const second = await add(cartId, { type: "cart_item", id: product.id, quantity: 1 }, { headers: { "X-MOLTIN-CURRENCY": "USD" } });
    expect(second.body.data[0]).toMatchObject({ quantity: 2, value: { amount: 1800, currency: "EUR" } });
  });

  it("without the header the store default (USD) applies", async () => {
    const product = await makeProduct(admin);
    const response = await add(newCartId(), { type: "cart_item", id: product.id, quantity: 1 });
    expect(response.body.data[0].unit_price.currency).toBe("USD");
  });

  it("a product without a price in the cart's currency is 400 Cart Currency Mismatch, and nothing is added", async () => {
    const usd = await makeProduct(admin, { price: { USD: { amount: 500 } } });
    const gbpOnly = await makeProduct(admin, { price: { GBP: { amount: 1200, includes_tax: true } } });
    const cartId = newCartId();
    await add(cartId, { type: "cart_item", id: usd.id, quantity: 1 });
    const before = await snapshot(cartId);
    const response = await add(cartId, { type: "cart_item", id: gbpOnly.id, quantity: 1 }, { headers: { "X-MOLTIN-CURRENCY": "GBP" } });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      {
        status: 400,
        title: "Cart Currency Mismatch",
        detail: `This cart uses USD, the product ${gbpOnly.id} has no price in USD`,
        source: "data",
        meta: { id: gbpOnly.id, currency: "USD" },
      },
    ]);
    expect(await snapshot(cartId)).toBe(before);
  });

  it("a cart emptied of its lines takes the currency of its next first add", async () => {
    const product = await makeProduct(admin);
    const cartId = newCartId();
    const first = await add(cartId, { type: "cart_item", id: product.id, quantity: 1 });
    await call("DELETE", `/v2/carts/${cartId}/items/${first.body.data[0].id}`, { token: implicit });
    const again = await add(cartId, { type: "cart_item", id: product.id, quantity: 1 }, { headers: { "X-MOLTIN-CURRENCY": "EUR" } });
    expect(again.body.data[0].unit_price.currency).toBe("EUR");
  });
});

describe("custom_inputs", () => {
  it("are validated against the product's definitions: required, max_length, unknown keys", async () => {
    const product = await makeProduct(admin, { custom_inputs: personalised });
    const cartId = newCartId();
    const response = await add(
      cartId,
      [
        { type: "cart_item", id: product.id, quantity: 1 },
        { type: "cart_item", id: product.id, quantity: 1, custom_inputs: { engraving: "" } },
        { type: "cart_item", id: product.id, quantity: 1, custom_inputs: { engraving: "x".repeat(21) } },
        { type: "cart_item", id: product.id, quantity: 1, custom_inputs: { engraving: "Ann", colour: "red" } },
      ],
      { options: { add_all_or_nothing: true } },
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      expect.objectContaining({ title: "required", source: "data[0].custom_inputs.engraving" }),
      expect.objectContaining({ title: "required", source: "data[1].custom_inputs.engraving", detail: "Name to engrave is required" }),
      expect.objectContaining({
        title: "string_lte",
        source: "data[2].custom_inputs.engraving",
        detail: "Name to engrave must be at most 20 characters",
        meta: { value: "x".repeat(21) },
      }),
      expect.objectContaining({ title: "additional_properties", source: "data[3].custom_inputs.colour" }),
    ]);
    expect((await getItems(cartId)).body.data).toEqual([]);
  });

  it("a product without definitions takes any text up to 255 characters", async () => {
    const product = await makeProduct(admin);
    const cartId = newCartId();
    const ok = await add(cartId, { type: "cart_item", id: product.id, quantity: 1, custom_inputs: { note: "y".repeat(255) } });
    expect(ok.status).toBe(201);
    expect(ok.body.data[0].custom_inputs).toEqual({ note: "y".repeat(255) });
    const long = await add(cartId, { type: "cart_item", id: product.id, quantity: 1, custom_inputs: { note: "y".repeat(256) } });
    expect(long.status).toBe(400);
    expect(long.body.errors[0]).toMatchObject({ title: "string_lte", source: "data.custom_inputs.note" });
  });

  it("different text is a separate line; the same text (in any key order) adds to the quantity; the text is stored", async () => {
    const product = await makeProduct(admin, { custom_inputs: personalised });
    const cartId = newCartId();
    await add(cartId, { type: "cart_item", id: product.id, quantity: 1, custom_inputs: { engraving: "Ann", gift_message: "Love" } });
    await add(cartId, { type: "cart_item", id: product.id, quantity: 2, custom_inputs: { gift_message: "Love", engraving: "Ann" } });
    const response = await add(cartId, { type: "cart_item", id: product.id, quantity: 1, custom_inputs: { engraving: "Bob", gift_message: "" } });
    expect(response.body.data.map((l: any) => [l.custom_inputs, l.quantity])).toEqual([
      [{ engraving: "Ann", gift_message: "Love" }, 3],
      [{ engraving: "Bob" }, 1],
    ]);
  });

  it("PUT of an item validates the new text against the definitions and joins a line of the same identity", async () => {
    const product = await makeProduct(admin, { custom_inputs: personalised });
    const cartId = newCartId();
    await add(cartId, { type: "cart_item", id: product.id, quantity: 2, custom_inputs: { engraving: "Ann" } });
    const both = await add(cartId, { type: "cart_item", id: product.id, quantity: 1, custom_inputs: { engraving: "Bob" } });
    const bob = both.body.data.find((l: any) => l.custom_inputs.engraving === "Bob");
    const tooLong = await call("PUT", `/v2/carts/${cartId}/items/${bob.id}`, {
      token: implicit,
      body: { data: { type: "cart_item", custom_inputs: { engraving: "z".repeat(21) } } },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors[0]).toMatchObject({ title: "string_lte", source: "data.custom_inputs.engraving" });
    const renamed = await call("PUT", `/v2/carts/${cartId}/items/${bob.id}`, {
      token: implicit,
      body: { data: { type: "cart_item", custom_inputs: { engraving: "Ann" } } },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.map((l: any) => [l.custom_inputs, l.quantity])).toEqual([[{ engraving: "Ann" }, 3]]);
    // …and the joined line is found again by a later add of the same text.
    const again = await add(cartId, { type: "cart_item", id: product.id, quantity: 1, custom_inputs: { engraving: "Ann" } });
    expect(again.body.data.map((l: any) => l.quantity)).toEqual([4]);
  });

  it("PUT of an item's text to a new identity keeps it one line that later adds find", async () => {
    const product = await makeProduct(admin, { custom_inputs: personalised });
    const cartId = newCartId();
    const first = await add(cartId, { type: "cart_item", id: product.id, quantity: 1, custom_inputs: { engraving: "Ann" } });
    await call("PUT", `/v2/carts/${cartId}/items/${first.body.data[0].id}`, {
      token: implicit,
      body: { data: { custom_inputs: { engraving: "Cy" } } },
    });
    const response = await add(cartId, { type: "cart_item", id: product.id, quantity: 1, custom_inputs: { engraving: "Cy" } });
    expect(response.body.data.map((l: any) => [l.custom_inputs, l.quantity])).toEqual([[{ engraving: "Cy" }, 2]]);
  });
});

describe("bundles", () => {
  async function makeBundle(price: Record<string, { amount: number; includes_tax?: boolean }> = {}) {
    const mug = await makeProduct(admin, { price: { USD: { amount: 1400 }, EUR: { amount: 1300 } } });
    const bottle = await makeProduct(admin, { price: { USD: { amount: 2800 } } });
    const tea = await makeProduct(admin, { price: { USD: { amount: 2200 }, EUR: { amount: 2000 } } });
    const candle = await makeProduct(admin, { price: { USD: { amount: 1800 }, EUR: { amount: 1650 } } });
    const bundle = await makeProduct(admin, {
      price,
      components: {
        drinkware: {
          name: "Drinkware",
          min: 1,
          max: 2,
          options: [
            { id: mug.id, type: "product", quantity: 1, default: true },
            { id: bottle.id, type: "product", quantity: 1 },
          ],
        },
        treats: {
          name: "Treats",
          min: 1,
          max: 1,
          options: [
            { id: tea.id, type: "product", quantity: 1, default: true },
            { id: candle.id, type: "product", quantity: 2 },
          ],
        },
      },
    });
    return { bundle, mug, bottle, tea, candle };
  }

  it("an auto-priced bundle costs the sum of its selected options × quantities; the selection is stored and returned", async () => {
    const { bundle, mug, bottle, candle } = await makeBundle();
    const cartId = newCartId();
    const selected_options = { drinkware: { [mug.id]: 1, [bottle.id]: 1 }, treats: { [candle.id]: 2 } };
    const response = await add(cartId, { type: "cart_item", id: bundle.id, quantity: 2, bundle_configuration: { selected_options } });
    expect(response.status).toBe(201);
    const [line] = response.body.data;
    expect(line.unit_price.amount).toBe(1400 + 2800 + 1800 * 2);
    expect(line.value.amount).toBe((1400 + 2800 + 1800 * 2) * 2);
    expect(line.bundle_configuration).toEqual({ selected_options });
    // A different selection is another line; the same one adds to it.
    const other = await add(cartId, { type: "cart_item", id: bundle.id, quantity: 1, bundle_configuration: { selected_options: { ...selected_options, drinkware: { [mug.id]: 1 } } } });
    expect(other.body.data).toHaveLength(2);
    const same = await add(cartId, { type: "cart_item", id: bundle.id, quantity: 1, bundle_configuration: { selected_options } });
    expect(same.body.data.map((l: any) => l.quantity)).toEqual([3, 1]);
  });

  it("a bundle with its own price costs that price", async () => {
    const { bundle, mug, tea } = await makeBundle({ USD: { amount: 3000 } });
    const response = await add(newCartId(), {
      type: "cart_item",
      id: bundle.id,
      quantity: 1,
      bundle_configuration: { selected_options: { drinkware: { [mug.id]: 1 }, treats: { [tea.id]: 1 } } },
    });
    expect(response.body.data[0].unit_price.amount).toBe(3000);
  });

  it("added without a configuration, a bundle takes its default options", async () => {
    const { bundle, mug, tea } = await makeBundle();
    const response = await add(newCartId(), { type: "cart_item", sku: bundle.attributes.sku, quantity: 1 });
    expect(response.status).toBe(201);
    expect(response.body.data[0].bundle_configuration).toEqual({ selected_options: { drinkware: { [mug.id]: 1 }, treats: { [tea.id]: 1 } } });
    expect(response.body.data[0].unit_price.amount).toBe(1400 + 2200);
  });

  it("refuses a bad selection with 422 Invalid bundle configuration and EP's messages", async () => {
    const { bundle, mug, bottle, tea, candle } = await makeBundle();
    const cartId = newCartId();
    const cases: [unknown, string][] = [
      [{ drinkware: { [mug.id]: 1 }, treats: { [tea.id]: 1 }, toys: { [mug.id]: 1 } }, "No such component toys"],
      [{ drinkware: { [tea.id]: 1 }, treats: { [tea.id]: 1 } }, `No option ${tea.id} for component drinkware`],
      [{ drinkware: { [mug.id]: 1 }, treats: { [candle.id]: 1 } }, `No option quantity for option ${candle.id}`],
      [{ drinkware: { [mug.id]: 1 } }, "Missing selection for component treats"],
      [{ drinkware: { [mug.id]: 1 }, treats: { [tea.id]: 1, [candle.id]: 2 } }, "Invalid number of selections for component treats"],
    ];
    for (const [selected_options, detail] of cases) {
      const response = await add(cartId, { type: "cart_item", id: bundle.id, quantity: 1, bundle_configuration: { selected_options } });
      expect(response.status, detail).toBe(422);
      expect(response.body.errors).toEqual([expect.objectContaining({ status: 422, title: "Invalid bundle configuration", detail })]);
    }
    expect((await getItems(cartId)).body.data).toEqual([]);
    void bottle;
  });

  it("an auto-priced bundle's currency check covers its options", async () => {
    const { bundle, bottle, tea } = await makeBundle();
    const response = await add(
      newCartId(),
      { type: "cart_item", id: bundle.id, quantity: 1, bundle_configuration: { selected_options: { drinkware: { [bottle.id]: 1 }, treats: { [tea.id]: 1 } } } },
      { headers: { "X-MOLTIN-CURRENCY": "EUR" } },
    );
    expect(response.status).toBe(400);
    expect(response.body.errors[0]).toMatchObject({ title: "Cart Currency Mismatch", meta: { id: bottle.id } });
  });

  it("a selection on a product that is not a bundle is refused", async () => {
    const product = await makeProduct(admin);
    const response = await add(newCartId(), { type: "cart_item", id: product.id, quantity: 1, bundle_configuration: { selected_options: {} } });
    expect(response.status).toBe(422);
    expect(response.body.errors[0]).toMatchObject({ title: "Invalid bundle configuration", source: "data.bundle_configuration" });
  });
});

describe("custom items", () => {
  it("an implicit token adds them; the same sku is one line with the quantities summed; no sku is a line of its own", async () => {
    const cartId = newCartId();
    const response = await add(cartId, [
      { type: "custom_item", name: "Gift wrap", sku: "WRAP", quantity: 1, price: { amount: 350 } },
      { type: "custom_item", name: "Gift wrap", sku: "WRAP", quantity: 2, price: { amount: 350 } },
      { type: "custom_item", name: "Engraving fee", quantity: 1, price: { amount: 500, includes_tax: false } },
      { type: "custom_item", name: "Engraving fee", quantity: 1, price: { amount: 500, includes_tax: false } },
    ]);
    expect(response.status).toBe(201);
    expect(response.body.data.map((l: any) => [l.type, l.name, l.sku, l.quantity, l.unit_price])).toEqual([
      ["custom_item", "Gift wrap", "WRAP", 3, { amount: 350, currency: "USD", includes_tax: true }],
      ["custom_item", "Engraving fee", "", 1, { amount: 500, currency: "USD", includes_tax: false }],
      ["custom_item", "Engraving fee", "", 1, { amount: 500, currency: "USD", includes_tax: false }],
    ]);
    expect(response.body.data[0].product_id).toBeUndefined();
    expect(response.body.meta.display_price.with_tax.amount).toBe(350 * 3 + 1000);
    const again = await add(cartId, { type: "custom_item", name: "Gift wrap", sku: "WRAP", quantity: 1, price: { amount: 350 } });
    expect(again.body.data[0].quantity).toBe(4);
  });

  it("refuses a negative or fractional price, a missing name and a missing price", async () => {
    const response = await add(
      newCartId(),
      [
        { type: "custom_item", name: "A", quantity: 1, price: { amount: -1 } },
        { type: "custom_item", name: "B", quantity: 1, price: { amount: 1.5 } },
        { type: "custom_item", quantity: 1, price: { amount: 1 } },
        { type: "custom_item", name: "D", quantity: 1 },
      ],
      { options: { add_all_or_nothing: true } },
    );
    expect(response.status).toBe(400);
    expect(response.body.errors.map((e: any) => [e.source, e.title])).toEqual([
      ["data[0].price.amount", "number_gte"],
      ["data[1].price.amount", "invalid_type"],
      ["data[2].name", "required"],
      ["data[3].price", "required"],
    ]);
  });
});

describe("mass assignment", () => {
  it("price and value fields sent on a cart_item never change what is charged: the catalog wins", async () => {
    const product = await makeProduct(admin, { price: { USD: { amount: 2500 } } });
    const response = await add(newCartId(), {
      type: "cart_item",
      id: product.id,
      quantity: 2,
      name: "Free thing",
      price: { amount: 1, includes_tax: true },
      unit_price: { amount: 1, currency: "USD" },
      value: { amount: 2, currency: "USD" },
      amount: 1,
      meta: { display_price: { with_tax: { value: { amount: 1 } } } },
      product_id: randomUUID(),
    });
    expect(response.status).toBe(201);
    const [line] = response.body.data;
    expect(line).toMatchObject({
      name: product.attributes.name,
      product_id: product.id,
      unit_price: { amount: 2500, includes_tax: false },
      value: { amount: 5000 },
    });
    expect(response.body.meta.display_price.with_tax.amount).toBe(5000);
  });
});

describe("add_all_or_nothing", () => {
  it("true: one bad item and nothing is added; the cart is byte-for-byte as it was", async () => {
    const product = await makeProduct(admin);
    const cartId = newCartId();
    await add(cartId, { type: "cart_item", id: product.id, quantity: 1 });
    const before = await snapshot(cartId);
    const response = await add(
      cartId,
      [
        { type: "cart_item", id: product.id, quantity: 5 },
        { type: "custom_item", name: "Wrap", quantity: 1, price: { amount: 100 } },
        { type: "cart_item", id: randomUUID(), quantity: 1 },
      ],
      { options: { add_all_or_nothing: true } },
    );
    expect(response.status).toBe(404);
    expect(response.body.data).toBeUndefined();
    expect(response.body.errors).toEqual([expect.objectContaining({ status: 404, title: "Product not found", source: "data[2]" })]);
    expect(await snapshot(cartId)).toBe(before);
  });

  it("true with errors of different statuses answers 400 with every error", async () => {
    const product = await makeProduct(admin);
    const cartId = newCartId();
    const response = await add(
      cartId,
      [
        { type: "cart_item", id: randomUUID(), quantity: 1 },
        { type: "cart_item", id: product.id, quantity: -1 },
      ],
      { options: { add_all_or_nothing: true } },
    );
    expect(response.status).toBe(400);
    expect(response.body.errors.map((e: any) => [e.status, e.source])).toEqual([
      [404, "data[0]"],
      [400, "data[1].quantity"],
    ]);
  });

  it("false (the default): the valid items are added and the errors say which inputs failed", async () => {
    const product = await makeProduct(admin);
    const cartId = newCartId();
    const response = await add(cartId, [
      { type: "cart_item", id: randomUUID(), quantity: 1 },
      { type: "cart_item", id: product.id, quantity: 2 },
      { type: "custom_item", name: "Wrap", quantity: 1, price: { amount: -5 } },
      { type: "custom_item", name: "Card", quantity: 1, price: { amount: 250 } },
    ]);
    expect(response.status).toBe(201);
    expect(response.body.data.map((l: any) => l.name)).toEqual([product.attributes.name, "Card"]);
    expect(response.body.errors).toEqual([
      expect.objectContaining({ status: 404, title: "Product not found", source: "data[0]" }),
      expect.objectContaining({ status: 400, title: "number_gte", source: "data[2].price.amount" }),
    ]);
    expect(response.body.meta.display_price.with_tax.amount).toBe(2000 + 250);
  });

  it("false, but no item could be added: the answer is the errors, as with true", async () => {
    const cartId = newCartId();
    const response = await add(cartId, [{ type: "cart_item", id: randomUUID(), quantity: 1 }], { options: { add_all_or_nothing: false } });
    expect(response.status).toBe(404);
    expect(response.body.data).toBeUndefined();
  });
});

describe("the 100-line limit", () => {
  it("counts lines of every kind; the request that would pass 100 is 422 and adds nothing", async () => {
    const cartId = newCartId();
    const custom = (n: number) => ({ type: "custom_item", name: `Line ${n}`, sku: `L-${n}`, quantity: 1, price: { amount: 100 } });
    const first = await add(cartId, Array.from({ length: 98 }, (_, n) => custom(n)));
    expect(first.body.data).toHaveLength(98);
    const product = await makeProduct(admin);
    expect((await add(cartId, { type: "cart_item", id: product.id, quantity: 1 })).body.data).toHaveLength(99);
    const before = await snapshot(cartId);
    const over = await add(cartId, [custom(98), custom(99)]);
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual([
      {
        status: 422,
        title: "Cart item limit reached",
        detail: "A cart can hold at most 100 unique items",
        source: "data[1]",
        meta: { limit: 100 },
      },
    ]);
    expect(await snapshot(cartId)).toBe(before);
    // The 100th line fits; after it, more of an existing line still fits, a new line does not.
    expect((await add(cartId, custom(98))).body.data).toHaveLength(100);
    const more = await add(cartId, [{ type: "cart_item", id: product.id, quantity: 3 }, custom(0)]);
    expect(more.status).toBe(201);
    expect(more.body.data).toHaveLength(100);
    const full = await add(cartId, { type: "custom_item", name: "No sku", quantity: 1, price: { amount: 1 } });
    expect(full.status).toBe(422);
  });
});

describe("shipping groups and bounds", () => {
  it("an unknown shipping_group_id is 404 Cart shipping group not found", async () => {
    const product = await makeProduct(admin);
    const groupId = randomUUID();
    const response = await add(newCartId(), { type: "cart_item", id: product.id, quantity: 1, shipping_group_id: groupId });
    expect(response.status).toBe(404);
    expect(response.body.errors[0]).toMatchObject({ title: "Cart shipping group not found", meta: { shipping_group_id: groupId } });
  });

  it("a quantity a line cannot hold is refused, never a server error", async () => {
    const product = await makeProduct(admin);
    const cartId = newCartId();
    expect((await add(cartId, { type: "cart_item", id: product.id, quantity: 2 ** 31 })).status).toBe(400);
    expect((await add(cartId, { type: "cart_item", id: product.id, quantity: 1_000_000 })).status).toBe(201);
    const over = await add(cartId, { type: "cart_item", id: product.id, quantity: 1 });
    expect(over.status).toBe(422);
    expect(over.body.errors[0]).toMatchObject({ title: "Cart item quantity limit reached", source: "data" });
    const put = await call("PUT", `/v2/carts/${cartId}/items/${(await getItems(cartId)).body.data[0].id}`, {
      token: implicit,
      body: { data: { quantity: 2 ** 31 } },
    });
    expect(put.status).toBe(400);
  });
});

describe("totals", () => {
  it("an add answers with the cart's existing tax items in every line's and the cart's totals", async () => {
    const product = await makeProduct(admin, { price: { USD: { amount: 1999, includes_tax: false } } });
    const inclusive = await makeProduct(admin, { price: { USD: { amount: 1200, includes_tax: true } } });
    const cartId = newCartId();
    const first = await add(cartId, [
      { type: "cart_item", id: product.id, quantity: 3 },
      { type: "cart_item", id: inclusive.id, quantity: 1 },
    ]);
    // Tax items are added through the API by the next issue; here they are stored as it will store them.
    const db = await getDb();
    await db.insert(cartItemTaxes).values([
      { cartItemId: first.body.data[0].id, name: "VAT", jurisdiction: "UK", code: "VAT20", rate: 0.2 },
      { cartItemId: first.body.data[1].id, name: "VAT", jurisdiction: "UK", code: "VAT20", rate: 0.2 },
    ]);
    const response = await add(cartId, { type: "cart_item", id: product.id, quantity: 1 });
    const [exclusive, included] = response.body.data;
    // 4 × 19.99 = 79.96; tax round(7996 × 0.2) = 1599.2 → 1599
    expect(exclusive.meta.display_price.tax.value.amount).toBe(1599);
    expect(exclusive.meta.display_price.with_tax.value.amount).toBe(7996 + 1599);
    expect(exclusive.meta.display_price.without_tax.value.amount).toBe(7996);
    expect(exclusive.taxes).toEqual([expect.objectContaining({ type: "tax_item", name: "VAT", code: "VAT20", rate: 0.2 })]);
    // 12.00 including 20% tax: 2.00 tax, 10.00 without.
    expect(included.meta.display_price.tax.value.amount).toBe(200);
    expect(included.meta.display_price.without_tax.value.amount).toBe(1000);
    expect(response.body.meta.display_price).toMatchObject({
      with_tax: { amount: 7996 + 1599 + 1200, formatted: "$107.95" },
      tax: { amount: 1599 + 200 },
      without_tax: { amount: 7996 + 1000 },
    });
    expect(response.body).toEqual((await getItems(cartId)).body);
  });
});
