// Cart shipping groups — docs/api.md "Adding to a cart", rule 8.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

const newCartId = () => `ship-${randomUUID().slice(0, 8)}`;
const add = (cartId: string, data: unknown, headers?: Record<string, string>) =>
  call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data }, headers });
const groups = (cartId: string) => `/v2/carts/${cartId}/shipping-groups`;
const createGroup = (cartId: string, data: unknown) => call("POST", groups(cartId), { token: implicit, body: { data } });
const getItems = (cartId: string) => call("GET", `/v2/carts/${cartId}/items`, { token: implicit });
const putItem = (cartId: string, itemId: string, data: unknown) =>
  call("PUT", `/v2/carts/${cartId}/items/${itemId}`, { token: implicit, body: { data } });

const address = {
  first_name: "Ada",
  last_name: "Lovelace",
  phone_number: "(555) 555-1234",
  company_name: "Analytical Engines",
  line_1: "12 St James's Square",
  line_2: "Flat 1",
  city: "London",
  postcode: "SW1Y 4JH",
  county: "Greater London",
  country: "GB",
  region: "England",
  instructions: "Leave with the porter",
};

/** A cart holding one USD product line (so its currency is fixed), and that product. */
async function cartWithProduct(amount = 1000) {
  const product = await makeProduct(admin, { price: { USD: { amount, includes_tax: false }, EUR: { amount: 900, includes_tax: false } } });
  const cartId = newCartId();
  expect((await add(cartId, { type: "cart_item", id: product.id, quantity: 1 })).status).toBe(201);
  return { cartId, product };
}

async function groupOf(cartId: string, price = { base: 800, tax: 160, fees: 40 }) {
  const response = await createGroup(cartId, { type: "shipping_group", shipping_type: "standard", shipping_price: price });
  expect(response.status).toBe(201);
  return response.body.data.id as string;
}

describe("creating and reading shipping groups", () => {
  it("POST → 201 in EP's shape; GET lists and reads it; amounts are shown in the cart's currency", async () => {
    const { cartId } = await cartWithProduct();
    const created = await createGroup(cartId, {
      type: "shipping_group",
      shipping_type: "express",
      tracking_reference: "TRACK123",
      external_ref: "SG-12345",
      shipping_price: { base: 1500, tax: 300, fees: 200, total: 2000 },
      address,
      delivery_estimate: { start: "2026-01-15T00:00:00Z", end: "2026-01-20T00:00:00Z" },
    });
    expect(created.status).toBe(201);
    const group = created.body.data;
    expect(group).toMatchObject({
      type: "shipping_group",
      relation: "cart",
      cart_id: cartId,
      shipping_type: "express",
      tracking_reference: "TRACK123",
      external_ref: "SG-12345",
      address,
      delivery_estimate: { start: "2026-01-15T00:00:00Z", end: "2026-01-20T00:00:00Z" },
      relationships: { cart: { data: { type: "cart", id: cartId } } },
      meta: {
        shipping_display_price: {
          total: { amount: 2000, currency: "USD", formatted: "$20.00" },
          base: { amount: 1500, currency: "USD", formatted: "$15.00" },
          tax: { amount: 300, currency: "USD", formatted: "$3.00" },
          fees: { amount: 200, currency: "USD", formatted: "$2.00" },
          discount: { amount: 0, currency: "USD", formatted: "$0.00" },
        },
      },
    });
    expect(group.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(group.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);

    const one = await call("GET", `${groups(cartId)}/${group.id}`, { token: implicit });
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual(group);
    const list = await call("GET", groups(cartId), { token: implicit });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([group]);
    // The cart names its groups in its relationships (EP).
    const cart = await call("GET", `/v2/carts/${cartId}`, { token: implicit });
    expect(cart.body.data.relationships.shipping_groups).toEqual({ data: [{ type: "shipping_group", id: group.id }] });
  });

  it("a group needs no more than its type: the price defaults to zero, the address to empty", async () => {
    const { cartId } = await cartWithProduct();
    const created = await createGroup(cartId, { type: "shipping_group" });
    expect(created.status).toBe(201);
    expect(created.body.data.meta.shipping_display_price.total.amount).toBe(0);
    expect(created.body.data.address).toEqual({});
    expect(created.body.data).not.toHaveProperty("delivery_estimate");
  });

  it("an unknown cart is 404 (groups belong to an existing cart), and no cart is created", async () => {
    const cartId = newCartId();
    const created = await createGroup(cartId, { type: "shipping_group" });
    expect(created.status).toBe(404);
    expect(created.body.errors[0]).toMatchObject({ status: 404, title: "Not Found" });
    expect((await call("GET", groups(cartId), { token: implicit })).status).toBe(404);
    expect((await call("GET", `${groups(cartId)}/${randomUUID()}`, { token: implicit })).status).toBe(404);
    expect((await call("GET", groups("not a cart id!"), { token: implicit })).status).toBe(400);
  });

  it("an unknown group, a group of another cart and a malformed id are 404 Cart shipping group not found", async () => {
    const { cartId } = await cartWithProduct();
    const other = await cartWithProduct();
    const foreign = await groupOf(other.cartId);
    for (const id of [randomUUID(), foreign, "not-a-uuid"]) {
      for (const [method, body] of [
        ["GET", undefined],
        ["PUT", { data: { shipping_type: "x" } }],
        ["DELETE", undefined],
      ] as const) {
        const response = await call(method, `${groups(cartId)}/${id}`, { token: implicit, body });
        expect(response.status, `${method} ${id}`).toBe(404);
        expect(response.body.errors[0]).toMatchObject({ title: "Cart shipping group not found", meta: { shipping_group_id: id } });
      }
    }
    // The other cart's group is untouched.
    expect((await call("GET", `${groups(other.cartId)}/${foreign}`, { token: implicit })).body.data.shipping_type).toBe("standard");
  });

  it("needs a token", async () => {
    const { cartId } = await cartWithProduct();
    expect((await call("GET", groups(cartId))).status).toBe(401);
    expect((await call("POST", groups(cartId), { body: { data: {} } })).status).toBe(401);
  });
});

describe("validation: every bad input is a clear error and creates nothing", () => {
  const cases: [string, unknown, { status: number; title: string; source?: string }][] = [
    ["a negative base", { shipping_price: { base: -1 } }, { status: 400, title: "number_gte", source: "data.shipping_price.base" }],
    ["a fractional tax", { shipping_price: { tax: 1.5 } }, { status: 400, title: "invalid_type", source: "data.shipping_price.tax" }],
    ["fees as a string", { shipping_price: { fees: "100" } }, { status: 400, title: "invalid_type", source: "data.shipping_price.fees" }],
    ["a base beyond any cart", { shipping_price: { base: 1e14 } }, { status: 400, title: "number_lte", source: "data.shipping_price.base" }],
    ["a shipping discount", { shipping_price: { base: 100, discount: 10 } }, { status: 400, title: "additional_properties", source: "data.shipping_price.discount" }],
    ["a total that is not base + tax + fees", { shipping_price: { base: 100, tax: 20, fees: 0, total: 100 } }, { status: 422, title: "Invalid shipping price", source: "data.shipping_price.total" }],
    ["another type", { type: "cart_item" }, { status: 400, title: "enum", source: "data.type" }],
    ["a delivery that ends before it starts", { delivery_estimate: { start: "2026-02-01T00:00:00Z", end: "2026-01-01T00:00:00Z" } }, { status: 400, title: "Date Logic Discrepancy" }],
    ["a delivery date that is not a date", { delivery_estimate: { start: "tomorrow" } }, { status: 400, title: "format", source: "data.delivery_estimate.start" }],
    ["an address field EP does not have", { address: { ...address, postal_code: "X" } }, { status: 400, title: "additional_properties", source: "data.address.postal_code" }],
    ["a country that is not an ISO code", { address: { country: "United Kingdom" } }, { status: 400, title: "format", source: "data.address.country" }],
    ["an external_ref over 64 characters", { external_ref: "x".repeat(65) }, { status: 400, title: "string_lte", source: "data.external_ref" }],
    ["a shipping_type that is not text", { shipping_type: 5 }, { status: 400, title: "invalid_type", source: "data.shipping_type" }],
  ];

  it.each(cases)("%s", async (_name, data, expected) => {
    const { cartId } = await cartWithProduct();
    const response = await createGroup(cartId, data);
    expect(response.status).toBe(expected.status);
    expect(response.body.errors[0]).toMatchObject(expected);
    expect((await call("GET", groups(cartId), { token: implicit })).body.data).toEqual([]);
  });

  it("a body without data is refused; every problem is reported at once", async () => {
    const { cartId } = await cartWithProduct();
    expect((await call("POST", groups(cartId), { token: implicit, body: {} })).body.errors[0]).toMatchObject({ title: "required", source: "data" });
    const many = await createGroup(cartId, { shipping_price: { base: -1, tax: "x" }, address: { country: "USA" } });
    expect(many.status).toBe(400);
    expect(many.body.errors.map((e: { source: string }) => e.source).sort()).toEqual(["data.address.country", "data.shipping_price.base", "data.shipping_price.tax"]);
  });
});

describe("updating a group", () => {
  it("PUT changes what it names and keeps the rest; shipping_price field by field", async () => {
    const { cartId } = await cartWithProduct();
    const id = await groupOf(cartId, { base: 800, tax: 160, fees: 40 });
    const put = await call("PUT", `${groups(cartId)}/${id}`, {
      token: implicit,
      body: { data: { type: "shipping_group", tracking_reference: "TRACK456", shipping_price: { base: 1000 }, address } },
    });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ id, shipping_type: "standard", tracking_reference: "TRACK456", address });
    expect(put.body.data.meta.shipping_display_price).toMatchObject({ base: { amount: 1000 }, tax: { amount: 160 }, fees: { amount: 40 }, total: { amount: 1200 } });
    // total is checked against the merged price.
    const wrongTotal = await call("PUT", `${groups(cartId)}/${id}`, { token: implicit, body: { data: { shipping_price: { fees: 0, total: 1200 } } } });
    expect(wrongTotal.status).toBe(422);
    const right = await call("PUT", `${groups(cartId)}/${id}`, { token: implicit, body: { data: { shipping_price: { fees: 0, total: 1160 } } } });
    expect(right.status).toBe(200);
    expect(right.body.data.meta.shipping_display_price.total.amount).toBe(1160);
  });

  it("a refused PUT changes nothing", async () => {
    const { cartId } = await cartWithProduct();
    const id = await groupOf(cartId);
    const before = await call("GET", `${groups(cartId)}/${id}`, { token: implicit });
    const bad = await call("PUT", `${groups(cartId)}/${id}`, {
      token: implicit,
      body: { data: { shipping_type: "express", shipping_price: { base: -5 } } },
    });
    expect(bad.status).toBe(400);
    const dates = await call("PUT", `${groups(cartId)}/${id}`, {
      token: implicit,
      body: { data: { shipping_type: "express", delivery_estimate: { start: "2026-03-02T00:00:00Z", end: "2026-03-01T00:00:00Z" } } },
    });
    expect(dates.status).toBe(400);
    expect((await call("GET", `${groups(cartId)}/${id}`, { token: implicit })).body).toEqual(before.body);
  });
});

describe("a group counts in the totals once, and only while a line links it", () => {
  it("linking one line adds base + tax + fees to shipping and with_tax, base + fees to without_tax, tax to tax", async () => {
    const { cartId, product } = await cartWithProduct(1000);
    const id = await groupOf(cartId, { base: 800, tax: 160, fees: 40 });

    // Not linked yet: the group is in the cart but counts for nothing.
    let totals = (await getItems(cartId)).body.meta.display_price;
    expect(totals.shipping.amount).toBe(0);
    expect(totals.with_tax.amount).toBe(1000);

    const linked = await add(cartId, { type: "cart_item", id: product.id, quantity: 2, shipping_group_id: id });
    expect(linked.status).toBe(201);
    // A different shipping group is a different line (line identity).
    expect(linked.body.data).toHaveLength(2);
    expect(linked.body.data[1]).toMatchObject({ quantity: 2, shipping_group_id: id });
    totals = linked.body.meta.display_price;
    expect(totals.shipping).toEqual({ amount: 1000, currency: "USD", formatted: "$10.00" });
    expect(totals.without_tax.amount).toBe(3000 + 800 + 40);
    expect(totals.without_discount.amount).toBe(3000 + 800 + 40);
    expect(totals.tax.amount).toBe(160);
    expect(totals.with_tax.amount).toBe(3000 + 1000);
  });

  it("two lines (a product and a custom item) linking one group count it once", async () => {
    const { cartId, product } = await cartWithProduct(1000);
    const id = await groupOf(cartId, { base: 500, tax: 0, fees: 0 });
    const response = await add(cartId, [
      { type: "cart_item", id: product.id, quantity: 1, shipping_group_id: id },
      { type: "custom_item", name: "Gift wrap", sku: "WRAP", quantity: 1, price: { amount: 250, includes_tax: false }, shipping_group_id: id },
    ]);
    expect(response.status).toBe(201);
    expect(response.body.meta.display_price.shipping.amount).toBe(500);
    expect(response.body.meta.display_price.with_tax.amount).toBe(1000 + 1000 + 250 + 500);
  });

  it("two groups, each linked, both count; a group's new price shows at once", async () => {
    const { cartId, product } = await cartWithProduct(1000);
    const a = await groupOf(cartId, { base: 500, tax: 100, fees: 0 });
    const b = await groupOf(cartId, { base: 300, tax: 0, fees: 50 });
    await add(cartId, [
      { type: "cart_item", id: product.id, quantity: 1, shipping_group_id: a },
      { type: "custom_item", name: "Card", quantity: 1, price: { amount: 100, includes_tax: false }, shipping_group_id: b },
    ]);
    let totals = (await getItems(cartId)).body.meta.display_price;
    expect(totals.shipping.amount).toBe(600 + 350);
    expect(totals.tax.amount).toBe(100);
    await call("PUT", `${groups(cartId)}/${b}`, { token: implicit, body: { data: { shipping_price: { base: 0, fees: 0 } } } });
    totals = (await getItems(cartId)).body.meta.display_price;
    expect(totals.shipping.amount).toBe(600);
    expect(totals.with_tax.amount).toBe(1000 + 1000 + 100 + 600);
  });

  it("unlinking the last line (PUT shipping_group_id null, or deleting the line) stops the group counting", async () => {
    const { cartId, product } = await cartWithProduct(1000);
    const id = await groupOf(cartId, { base: 700, tax: 0, fees: 0 });
    const added = await add(cartId, [
      { type: "cart_item", id: product.id, quantity: 1, shipping_group_id: id },
      { type: "custom_item", name: "Card", quantity: 1, price: { amount: 100, includes_tax: false }, shipping_group_id: id },
    ]);
    const [, productLine, customLine] = added.body.data;
    expect(added.body.meta.display_price.shipping.amount).toBe(700);

    // Unlinking the product line joins it to the unlinked line of the same product.
    const unlinked = await putItem(cartId, productLine.id, { shipping_group_id: null });
    expect(unlinked.status).toBe(200);
    expect(unlinked.body.data).toHaveLength(2);
    expect(unlinked.body.data[0]).toMatchObject({ product_id: product.id, quantity: 2 });
    expect(unlinked.body.data[0]).not.toHaveProperty("shipping_group_id");
    expect(unlinked.body.meta.display_price.shipping.amount).toBe(700);

    const deleted = await call("DELETE", `/v2/carts/${cartId}/items/${customLine.id}`, { token: implicit });
    expect(deleted.status).toBe(200);
    expect(deleted.body.meta.display_price.shipping.amount).toBe(0);
    expect(deleted.body.meta.display_price.with_tax.amount).toBe(2000);

    // Linking again by PUT counts it again.
    const relinked = await putItem(cartId, deleted.body.data[0].id, { shipping_group_id: id });
    expect(relinked.body.data[0].shipping_group_id).toBe(id);
    expect(relinked.body.meta.display_price.shipping.amount).toBe(700);
  });
});

describe("shipping_group_id must name a group of this cart", () => {
  it("on add: another cart's group, an unknown id or a malformed id → 404 Cart shipping group not found, meta.shipping_group_id; nothing added", async () => {
    const { cartId, product } = await cartWithProduct();
    const other = await cartWithProduct();
    const foreign = await groupOf(other.cartId);
    for (const id of [foreign, randomUUID(), "standard"]) {
      for (const item of [
        { type: "cart_item", id: product.id, quantity: 1, shipping_group_id: id },
        { type: "custom_item", name: "Card", quantity: 1, price: { amount: 100 }, shipping_group_id: id },
      ]) {
        const response = await add(cartId, item);
        expect(response.status).toBe(404);
        expect(response.body.errors[0]).toMatchObject({ status: 404, title: "Cart shipping group not found", source: "data", meta: { shipping_group_id: id } });
      }
    }
    expect((await getItems(cartId)).body.data).toHaveLength(1);
  });

  it("on PUT item: another cart's group → 404 and the line is unchanged; an empty id → 400", async () => {
    const { cartId } = await cartWithProduct();
    const other = await cartWithProduct();
    const foreign = await groupOf(other.cartId);
    const [line] = (await getItems(cartId)).body.data;
    const response = await putItem(cartId, line.id, { shipping_group_id: foreign, quantity: 5 });
    expect(response.status).toBe(404);
    expect(response.body.errors[0]).toMatchObject({ title: "Cart shipping group not found", meta: { shipping_group_id: foreign } });
    const empty = await putItem(cartId, line.id, { shipping_group_id: "" });
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0]).toMatchObject({ title: "string_gte", source: "data.shipping_group_id" });
    const [after] = (await getItems(cartId)).body.data;
    expect(after.quantity).toBe(1);
    expect(after).not.toHaveProperty("shipping_group_id");
  });
});

describe("deleting a group", () => {
  it("is refused while a line links it (EP), and allowed once unlinked: 204, then 404", async () => {
    const { cartId, product } = await cartWithProduct();
    const id = await groupOf(cartId, { base: 300, tax: 0, fees: 0 });
    const added = await add(cartId, { type: "cart_item", id: product.id, quantity: 1, shipping_group_id: id });
    const refused = await call("DELETE", `${groups(cartId)}/${id}`, { token: implicit });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toEqual({
      status: 400,
      title: "Cannot delete shipping group",
      detail: "Cannot delete shipping groups attached to cart items. Please remove the shipping group from its cart items and try again.",
    });
    expect((await getItems(cartId)).body.meta.display_price.shipping.amount).toBe(300);

    await putItem(cartId, added.body.data[1].id, { shipping_group_id: null });
    const deleted = await call("DELETE", `${groups(cartId)}/${id}`, { token: implicit });
    expect(deleted.status).toBe(204);
    expect((await call("GET", `${groups(cartId)}/${id}`, { token: implicit })).status).toBe(404);
    expect((await call("GET", groups(cartId), { token: implicit })).body.data).toEqual([]);
    expect((await call("GET", `/v2/carts/${cartId}`, { token: implicit })).body.data.relationships).not.toHaveProperty("shipping_groups");
  });

  it("deleting a cart takes its groups and linked lines with it", async () => {
    const { cartId, product } = await cartWithProduct();
    const id = await groupOf(cartId);
    await add(cartId, { type: "cart_item", id: product.id, quantity: 1, shipping_group_id: id });
    expect((await call("DELETE", `/v2/carts/${cartId}`, { token: implicit })).status).toBe(204);
    expect((await call("GET", groups(cartId), { token: implicit })).status).toBe(404);
  });

  it("concurrent deletes and links never leave a line linked to a deleted group", async () => {
    const { cartId, product } = await cartWithProduct();
    const ids = await Promise.all(Array.from({ length: 5 }, () => groupOf(cartId, { base: 100, tax: 0, fees: 0 })));
    const results = await Promise.all(
      ids.flatMap((id) => [
        add(cartId, { type: "cart_item", id: product.id, quantity: 1, shipping_group_id: id }),
        call("DELETE", `${groups(cartId)}/${id}`, { token: implicit }),
      ]),
    );
    for (const r of results) expect([200, 201, 204, 400, 404]).toContain(r.status);
    const remaining = new Set(((await call("GET", groups(cartId), { token: implicit })).body.data as { id: string }[]).map((g) => g.id));
    const items = (await getItems(cartId)).body;
    for (const line of items.data) if (line.shipping_group_id) expect(remaining.has(line.shipping_group_id)).toBe(true);
    const linkedGroups = new Set(items.data.map((l: { shipping_group_id?: string }) => l.shipping_group_id).filter(Boolean));
    expect(items.meta.display_price.shipping.amount).toBe(100 * linkedGroups.size);
  });
});
