// Re-order — docs/api.md "Adding to a cart", rule 10: {"type":"order_items","order_id"}.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/storage/db";
import { orders } from "@/lib/storage/schema";
import { adminToken, call, implicitToken } from "../support/api";
import { makeAccountMember, makeProduct } from "../support/fixtures";
import { accountHeader, placeOrder } from "../support/order-fixtures";

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

const newCartId = () => `ro-${randomUUID().slice(0, 8)}`;
const add = (cartId: string, data: unknown, options: { headers?: Record<string, string>; token?: string; options?: unknown } = {}) =>
  call("POST", `/v2/carts/${cartId}/items`, {
    token: options.token ?? implicit,
    body: { data, ...(options.options !== undefined ? { options: options.options } : {}) },
    headers: options.headers,
  });
const reorder = (orderId: string) => ({ type: "order_items", order_id: orderId });
const getItems = (cartId: string) => call("GET", `/v2/carts/${cartId}/items`, { token: implicit });
const setPrice = (id: string, price: unknown) =>
  call("PUT", `/pcm/products/${id}`, { token: admin, body: { data: { type: "product", attributes: { price } } } });

const engraving = { engraving: { name: "Engraving", required: false, validation_rules: [{ type: "string", options: { max_length: 20 } }] } };

/** An order of: a personalised pen ×2, an auto-priced bundle ×1, a custom item; and its products. */
async function pastOrder(headers: Record<string, string> = {}) {
  const pen = await makeProduct(admin, { price: { USD: { amount: 1250, includes_tax: false }, EUR: { amount: 1100, includes_tax: false } }, custom_inputs: engraving });
  const mug = await makeProduct(admin, { price: { USD: { amount: 1400, includes_tax: false } } });
  const tea = await makeProduct(admin, { price: { USD: { amount: 2200, includes_tax: false } } });
  const bundle = await makeProduct(admin, {
    price: {},
    components: {
      drinkware: { name: "Drinkware", min: 1, max: 1, options: [{ id: mug.id, type: "product", quantity: 1, default: true }] },
      treats: { name: "Treats", min: 1, max: 1, options: [{ id: tea.id, type: "product", quantity: 1, default: true }] },
    },
  });
  const cartId = newCartId();
  const selected_options = { drinkware: { [mug.id]: 1 }, treats: { [tea.id]: 1 } };
  const added = await add(cartId, [
    { type: "cart_item", id: pen.id, quantity: 2, custom_inputs: { engraving: "Ada" } },
    { type: "cart_item", id: bundle.id, quantity: 1, bundle_configuration: { selected_options } },
    { type: "custom_item", name: "Gift wrap", sku: "WRAP", quantity: 1, price: { amount: 350 } },
  ]);
  expect(added.status).toBe(201);
  const order = await placeOrder(cartId, implicit, headers);
  return { order, cartId, pen, bundle, mug, tea, selected_options };
}

describe("re-order", () => {
  it("adds the order's catalog items at today's price, with their custom_inputs and bundle selection; custom items are skipped and said in meta.messages", async () => {
    const { order, pen, bundle, mug, selected_options } = await pastOrder();
    await setPrice(pen.id, { USD: { amount: 1500, includes_tax: false } });
    await setPrice(mug.id, { USD: { amount: 1000, includes_tax: false } });

    const cartId = newCartId();
    const response = await add(cartId, reorder(order.id));
    expect(response.status).toBe(201);
    expect(response.body).not.toHaveProperty("errors");
    expect(response.body.data).toHaveLength(2);
    const [penLine, bundleLine] = response.body.data;
    expect(penLine).toMatchObject({ type: "cart_item", product_id: pen.id, quantity: 2, custom_inputs: { engraving: "Ada" }, unit_price: { amount: 1500, currency: "USD" } });
    expect(bundleLine).toMatchObject({ type: "cart_item", product_id: bundle.id, quantity: 1, bundle_configuration: { selected_options }, unit_price: { amount: 1000 + 2200 } });
    expect(response.body.meta.display_price.with_tax.amount).toBe(3000 + 3200);
    expect(response.body.meta.messages).toEqual([
      {
        source: "data",
        title: "Custom item not re-ordered",
        description: `Gift wrap (WRAP) of order ${order.id} is a custom item; custom items are not in the catalog and cannot be re-ordered.`,
      },
    ]);
    // The messages belong to the answer of that request, not to the cart.
    expect((await getItems(cartId)).body.meta).not.toHaveProperty("messages");
  });

  it("works in any order status", async () => {
    const { order } = await pastOrder();
    const db = await getDb();
    for (const [status, payment, shipping] of [
      ["complete", "paid", "fulfilled"],
      ["cancelled", "refunded", "unfulfilled"],
      ["processing", "authorized", "unfulfilled"],
    ]) {
      await db.update(orders).set({ status, payment, shipping }).where(eq(orders.id, order.id));
      expect((await call("GET", `/v2/orders/${order.id}`, { token: implicit })).body.data.status).toBe(status);
      const response = await add(newCartId(), reorder(order.id));
      expect(response.status).toBe(201);
      expect(response.body.data).toHaveLength(2);
    }
  });

  it("re-ordering twice sums the quantities by line identity; it joins a line the cart already has", async () => {
    const { order, pen } = await pastOrder();
    const cartId = newCartId();
    await add(cartId, { type: "cart_item", id: pen.id, quantity: 1, custom_inputs: { engraving: "Ada" } });
    await add(cartId, { type: "cart_item", id: pen.id, quantity: 1 });
    await add(cartId, reorder(order.id));
    const twice = await add(cartId, reorder(order.id));
    expect(twice.status).toBe(201);
    expect(twice.body.data.map((l: { quantity: number; custom_inputs?: object }) => [l.quantity, l.custom_inputs ?? null])).toEqual([
      [5, { engraving: "Ada" }],
      [1, null],
      [2, null],
    ]);
  });

  it("leaves the cart's own properties as they were: name, description, custom attributes, discount settings, payment intent", async () => {
    const { order } = await pastOrder();
    const cartId = newCartId();
    const put = await call("PUT", `/v2/carts/${cartId}`, {
      token: implicit,
      body: { data: { name: "Saved for later", description: "Gifts", custom_attributes: { gift: { type: "boolean", value: true } }, payment_intent_id: "pi_123", discount_settings: { use_rule_promotions: true } } },
    });
    expect(put.status).toBe(200);
    const own = (cart: any) => {
      const { meta, relationships, ...rest } = cart;
      void meta;
      void relationships;
      return rest;
    };
    const before = own(put.body.data);
    expect((await add(cartId, reorder(order.id))).status).toBe(201);
    const after = await call("GET", `/v2/carts/${cartId}`, { token: implicit });
    expect(own(after.body.data)).toEqual(before);
    expect(after.body.data.relationships.items.data).toHaveLength(2);
  });

  it("someone else's order is 404 Not Found / Order not found; its owner and administrators may re-order it", async () => {
    const owner = await makeAccountMember(admin, implicit, "Owner");
    const other = await makeAccountMember(admin, implicit, "Other");
    const { order } = await pastOrder(accountHeader(owner.accountToken));
    for (const headers of [accountHeader(other.accountToken), {}]) {
      const cartId = newCartId();
      const refused = await add(cartId, reorder(order.id), { headers });
      expect(refused.status).toBe(404);
      expect(refused.body.errors).toEqual([{ status: 404, title: "Not Found", detail: "Order not found", source: "data", meta: { id: order.id } }]);
      expect((await getItems(cartId)).body.data).toEqual([]);
    }
    expect((await add(newCartId(), reorder(order.id), { headers: accountHeader(owner.accountToken) })).status).toBe(201);
    expect((await add(newCartId(), reorder(order.id), { token: admin })).status).toBe(201);
  });

  it("a guest order may be re-ordered by whoever holds its id", async () => {
    const { order } = await pastOrder();
    const someone = await makeAccountMember(admin, implicit);
    expect((await add(newCartId(), reorder(order.id), { token: await implicitToken() })).status).toBe(201);
    expect((await add(newCartId(), reorder(order.id), { headers: accountHeader(someone.accountToken) })).status).toBe(201);
  });

  it("unknown or malformed order ids are 404; a missing or non-text order_id is a validation error", async () => {
    for (const id of [randomUUID(), "not-a-uuid", randomUUID().toUpperCase()]) {
      const response = await add(newCartId(), reorder(id));
      expect(response.status).toBe(404);
      expect(response.body.errors[0]).toMatchObject({ title: "Not Found", detail: "Order not found" });
    }
    expect((await add(newCartId(), { type: "order_items" })).body.errors[0]).toMatchObject({ status: 400, title: "required", source: "data.order_id" });
    expect((await add(newCartId(), { type: "order_items", order_id: 5 })).body.errors[0]).toMatchObject({ status: 400, title: "invalid_type", source: "data.order_id" });
  });

  it("the order id is not case sensitive", async () => {
    const { order } = await pastOrder();
    expect((await add(newCartId(), reorder(order.id.toUpperCase()))).status).toBe(201);
  });

  it("a product no longer live is reported (the others are still added); with add_all_or_nothing nothing is added", async () => {
    const { order, pen, bundle } = await pastOrder();
    expect((await call("PUT", `/pcm/products/${bundle.id}`, { token: admin, body: { data: { type: "product", attributes: { status: "draft" } } } })).status).toBe(200);

    const cartId = newCartId();
    const partial = await add(cartId, reorder(order.id));
    expect(partial.status).toBe(201);
    expect(partial.body.data.map((l: { product_id: string }) => l.product_id)).toEqual([pen.id]);
    expect(partial.body.errors).toEqual([
      expect.objectContaining({ status: 404, title: "Product not found", source: "data", meta: expect.objectContaining({ id: bundle.id, order_id: order.id }) }),
    ]);
    expect(partial.body.errors[0].meta.order_item_id).toMatch(/^[0-9a-f-]{36}$/);

    const strict = newCartId();
    const refused = await add(strict, reorder(order.id), { options: { add_all_or_nothing: true } });
    expect(refused.status).toBe(404);
    expect(refused.body.errors[0]).toMatchObject({ title: "Product not found" });
    expect((await getItems(strict)).body.data).toEqual([]);
  });

  it("an order whose lines are all gone or custom adds nothing: errors when nothing could be added, 201 with messages when nothing was to be added", async () => {
    const product = await makeProduct(admin);
    const cartId = newCartId();
    await add(cartId, { type: "cart_item", id: product.id, quantity: 1 });
    const order = await placeOrder(cartId, implicit);
    await call("PUT", `/pcm/products/${product.id}`, { token: admin, body: { data: { type: "product", attributes: { status: "draft" } } } });
    const gone = await add(newCartId(), reorder(order.id));
    expect(gone.status).toBe(404);
    expect(gone.body.errors[0]).toMatchObject({ title: "Product not found" });

    const customCart = newCartId();
    await add(customCart, { type: "custom_item", name: "Engraving service", quantity: 1, price: { amount: 500 } });
    const customOrder = await placeOrder(customCart, implicit);
    const target = newCartId();
    const nothing = await add(target, reorder(customOrder.id));
    expect(nothing.status).toBe(201);
    expect(nothing.body.data).toEqual([]);
    expect(nothing.body.meta.messages).toHaveLength(1);
    expect(nothing.body.meta.messages[0].title).toBe("Custom item not re-ordered");
  });

  it("prices in the cart's currency: a product without a price in it is reported as Cart Currency Mismatch", async () => {
    const { order, pen, bundle } = await pastOrder();
    const cartId = newCartId();
    const response = await add(cartId, reorder(order.id), { headers: { "x-moltin-currency": "EUR" } });
    expect(response.status).toBe(201);
    expect(response.body.data).toHaveLength(1);
    expect(response.body.data[0]).toMatchObject({ product_id: pen.id, unit_price: { amount: 1100, currency: "EUR" } });
    expect(response.body.errors).toHaveLength(1);
    expect(response.body.errors[0]).toMatchObject({ status: 400, title: "Cart Currency Mismatch", source: "data", meta: { order_id: order.id } });
    // The bundle's options have no EUR price: the bundle could not be priced.
    expect(JSON.stringify(response.body.errors[0])).toContain("EUR");
    void bundle;
  });

  it("the 100-line limit holds: a re-order that would pass it adds nothing", async () => {
    const { order, pen } = await pastOrder();
    const cartId = newCartId();
    const fill = Array.from({ length: 99 }, (_, n) => ({ type: "custom_item", name: `Line ${n}`, sku: `L-${n}`, quantity: 1, price: { amount: 1 } }));
    expect((await add(cartId, fill)).status).toBe(201);
    const over = await add(cartId, reorder(order.id));
    expect(over.status).toBe(422);
    expect(over.body.errors[0]).toMatchObject({ title: "Cart item limit reached", meta: { limit: 100 } });
    expect((await getItems(cartId)).body.data).toHaveLength(99);

    // With one of its two lines already in the cart, the re-order fits exactly.
    expect((await add(cartId, { type: "cart_item", id: pen.id, quantity: 1, custom_inputs: { engraving: "Ada" } })).status).toBe(201);
    const full = await add(cartId, reorder(order.id));
    expect(full.status).toBe(422);
    const other = newCartId();
    await add(other, { type: "cart_item", id: pen.id, quantity: 1, custom_inputs: { engraving: "Ada" } });
    const oneLine = await placeOrder(other, implicit);
    const fits = await add(cartId, reorder(oneLine.id));
    expect(fits.status).toBe(201);
    expect(fits.body.data).toHaveLength(100);
    expect(fits.body.data[99]).toMatchObject({ product_id: pen.id, quantity: 2 });
  });

  it("mixes with other items in one request, each reported by its own source", async () => {
    const { order } = await pastOrder();
    const product = await makeProduct(admin);
    const response = await add(newCartId(), [{ type: "cart_item", id: product.id, quantity: 1 }, reorder(randomUUID()), reorder(order.id)]);
    expect(response.status).toBe(201);
    expect(response.body.data).toHaveLength(3);
    expect(response.body.errors).toEqual([expect.objectContaining({ status: 404, detail: "Order not found", source: "data[1]" })]);
    expect(response.body.meta.messages).toEqual([expect.objectContaining({ source: "data[2]", title: "Custom item not re-ordered" })]);
  });
});
