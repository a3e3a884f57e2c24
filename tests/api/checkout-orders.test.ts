// Checkout and orders — docs/api.md "Checkout and orders": POST /v2/carts/{id}/checkout, GET /v2/orders[/{id}[/items]].
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { accountOrders } from "@/lib/commerce/orders/order-page-read";
import { adminToken, call, implicitToken } from "../support/api";
import { makeAccountMember, makeProduct } from "../support/fixtures";
import { accountHeader, ADDRESS, checkoutBody, CUSTOMER, placeOrder } from "../support/order-fixtures";

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

const newCartId = () => `co-${randomUUID().slice(0, 8)}`;
const add = (cartId: string, data: unknown, headers?: Record<string, string>) =>
  call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data }, headers });
const checkout = (cartId: string, body: unknown, options: { token?: string; headers?: Record<string, string> } = {}) =>
  call("POST", `/v2/carts/${cartId}/checkout`, { token: options.token ?? implicit, body, headers: options.headers });
const getItems = (cartId: string) => call("GET", `/v2/carts/${cartId}/items`, { token: implicit });
const allOrders = async () => (await call("GET", "/v2/orders?page[limit]=100", { token: admin })).body.meta.results.total as number;

const engraving = { engraving: { name: "Engraving", required: true, validation_rules: [{ type: "string", options: { max_length: 20 } }] } };

async function makeBundle() {
  const mug = await makeProduct(admin, { price: { USD: { amount: 1400 } } });
  const tea = await makeProduct(admin, { price: { USD: { amount: 2200 } } });
  const bundle = await makeProduct(admin, {
    price: {},
    components: {
      drinkware: { name: "Drinkware", min: 1, max: 1, options: [{ id: mug.id, type: "product", quantity: 1, default: true }] },
      treats: { name: "Treats", min: 1, max: 1, options: [{ id: tea.id, type: "product", quantity: 1, default: true }] },
    },
  });
  return { bundle, mug, tea };
}

/** A cart with a personalised product, an auto-priced bundle, a custom item and a linked shipping group. */
async function fullCart() {
  const pen = await makeProduct(admin, { price: { USD: { amount: 1250, includes_tax: false } }, custom_inputs: engraving });
  const { bundle, mug, tea } = await makeBundle();
  const cartId = newCartId();
  expect((await add(cartId, { type: "cart_item", id: pen.id, quantity: 2, custom_inputs: { engraving: "Ada" } })).status).toBe(201);
  const group = await call("POST", `/v2/carts/${cartId}/shipping-groups`, {
    token: implicit,
    body: { data: { type: "shipping_group", shipping_type: "standard", shipping_price: { base: 500, tax: 100, fees: 0 } } },
  });
  expect(group.status).toBe(201);
  const selected_options = { drinkware: { [mug.id]: 1 }, treats: { [tea.id]: 1 } };
  const added = await add(cartId, [
    { type: "cart_item", id: bundle.id, quantity: 1, bundle_configuration: { selected_options }, shipping_group_id: group.body.data.id },
    { type: "custom_item", name: "Gift wrap", sku: "WRAP", quantity: 1, price: { amount: 350, includes_tax: false } },
  ]);
  expect(added.status).toBe(201);
  return { cartId, pen, bundle, selected_options, groupId: group.body.data.id as string, cart: added.body };
}

describe("checkout", () => {
  it("201: an incomplete, unpaid, unfulfilled order with the customer, addresses, the cart's totals and its items", async () => {
    const { cartId, cart } = await fullCart();
    const response = await checkout(cartId, checkoutBody());
    expect(response.status).toBe(201);
    const order = response.body.data;
    expect(order).toMatchObject({
      type: "order",
      status: "incomplete",
      payment: "unpaid",
      shipping: "unfulfilled",
      customer: CUSTOMER,
      billing_address: ADDRESS,
      shipping_address: { ...ADDRESS, instructions: "Leave with the porter" },
    });
    expect(order.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(order).not.toHaveProperty("contact");
    expect(order.relationships).not.toHaveProperty("account");
    // The order's totals are the cart's, shipping included, with nothing paid yet.
    const total = 2500 + 3600 + 350 + 600;
    expect(cart.meta.display_price.with_tax.amount).toBe(total);
    expect(order.meta.display_price).toEqual({
      ...cart.meta.display_price,
      balance_owing: cart.meta.display_price.with_tax,
      paid: { amount: 0, currency: "USD", formatted: "$0.00" },
      authorized: { amount: 0, currency: "USD", formatted: "$0.00" },
      shipping_discount: { amount: 0, currency: "USD", formatted: "$0.00" },
    });
    expect(order.meta.display_price.shipping.amount).toBe(600);
    expect(order.meta.timestamps.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(order.relationships.items.data).toHaveLength(3);
    for (const ref of order.relationships.items.data) expect(ref.type).toBe("item");

    const items = await call("GET", `/v2/orders/${order.id}/items`, { token: implicit });
    expect(items.status).toBe(200);
    expect(items.body.data.map((i: { id: string }) => i.id)).toEqual(order.relationships.items.data.map((r: { id: string }) => r.id));
    // Each order item is the cart item as it was (prices, inputs, bundle, shipping group), as an order_item.
    cart.data.forEach((line: any, n: number) => {
      const item = items.body.data[n];
      const { id, type, meta, timestamps, ...fields } = line;
      void timestamps;
      expect(item).toMatchObject({ ...fields, type: "order_item", order_id: order.id });
      expect(item.meta.display_price).toEqual(meta.display_price);
      expect(item.relationships.cart_item).toEqual({ data: { type, id } });
    });
    expect(items.body.data[0]).toMatchObject({ custom_inputs: { engraving: "Ada" }, quantity: 2, unit_price: { amount: 1250 } });
    expect(items.body.data[1].bundle_configuration).toEqual(cart.data[1].bundle_configuration);
    expect(items.body.data[2]).toMatchObject({ name: "Gift wrap", sku: "WRAP", relationships: { cart_item: { data: { type: "custom_item" } } } });
    // The sum of the items plus shipping is the order's total.
    const sum = items.body.data.reduce((s: number, i: any) => s + i.meta.display_price.with_tax.value.amount, 0);
    expect(sum + order.meta.display_price.shipping.amount).toBe(order.meta.display_price.with_tax.amount);
  });

  it("the order keeps the prices, inputs and bundle of checkout time when the catalog and the cart change afterwards", async () => {
    const { cartId, pen } = await fullCart();
    const order = await placeOrder(cartId, implicit);
    const before = await call("GET", `/v2/orders/${order.id}?include=items`, { token: implicit });
    expect((await call("PUT", `/pcm/products/${pen.id}`, { token: admin, body: { data: { type: "product", attributes: { price: { USD: { amount: 9999, includes_tax: false } } } } } })).status).toBe(200);
    expect((await add(cartId, { type: "cart_item", id: pen.id, quantity: 1, custom_inputs: { engraving: "Ada" } })).status).toBe(201);
    const [first] = (await getItems(cartId)).body.data;
    expect(first).toMatchObject({ quantity: 3, unit_price: { amount: 9999 } });
    await call("DELETE", `/v2/carts/${cartId}/items/${first.id}`, { token: implicit });
    const after = await call("GET", `/v2/orders/${order.id}?include=items`, { token: implicit });
    expect(after.body).toEqual(before.body);
    expect(after.body.included.items[0]).toMatchObject({ quantity: 2, unit_price: { amount: 1250 }, custom_inputs: { engraving: "Ada" } });
  });

  it("the cart is left as it was (EP): its items stay, and it can be checked out again into a second order", async () => {
    const { cartId } = await fullCart();
    const cartBefore = await call("GET", `/v2/carts/${cartId}`, { token: implicit });
    const itemsBefore = await getItems(cartId);
    const first = await placeOrder(cartId, implicit);
    expect((await call("GET", `/v2/carts/${cartId}`, { token: implicit })).body).toEqual(cartBefore.body);
    expect((await getItems(cartId)).body).toEqual(itemsBefore.body);
    const second = await placeOrder(cartId, implicit);
    expect(second.id).not.toBe(first.id);
    expect(second.meta.display_price).toEqual(first.meta.display_price);
  });

  it("an empty cart → 400 Cart is empty; an emptied cart too; an unknown cart → 404; no order is made", async () => {
    const count = await allOrders();
    const empty = newCartId();
    await call("GET", `/v2/carts/${empty}`, { token: implicit });
    const refused = await checkout(empty, checkoutBody());
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({ status: 400, title: "Cart is empty" });

    const product = await makeProduct(admin);
    const emptied = newCartId();
    const added = await add(emptied, { type: "cart_item", id: product.id, quantity: 1 });
    await call("DELETE", `/v2/carts/${emptied}/items/${added.body.data[0].id}`, { token: implicit });
    expect((await checkout(emptied, checkoutBody())).status).toBe(400);

    const unknown = await checkout(newCartId(), checkoutBody());
    expect(unknown.status).toBe(404);
    expect((await checkout("bad id!", checkoutBody())).status).toBe(400);
    expect(await allOrders()).toBe(count);
  });

  it("validation: field errors for the customer and both addresses, all at once, and no order is made", async () => {
    const { cartId } = await fullCart();
    const count = await allOrders();
    const bad = await checkout(cartId, {
      data: {
        customer: { name: "", email: "ada-at-example" },
        billing_address: { ...ADDRESS, postcode: undefined, country: "Great Britain" },
        shipping_address: { ...ADDRESS, line_1: "   ", zip: "1" },
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { title: string; source: string }) => [e.source, e.title]).sort()).toEqual(
      [
        ["data.billing_address.country", "format"],
        ["data.billing_address.postcode", "required"],
        ["data.customer.email", "format"],
        ["data.customer.name", "required"],
        ["data.shipping_address.line_1", "required"],
        ["data.shipping_address.zip", "additional_properties"],
      ].sort(),
    );
    for (const body of [undefined, {}, { data: null }, { data: { customer: CUSTOMER } }, { data: { billing_address: ADDRESS, shipping_address: ADDRESS } }]) {
      const response = await checkout(cartId, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors.length).toBeGreaterThan(0);
    }
    const malformed = await call("POST", `/v2/carts/${cartId}/checkout`, { token: implicit, raw: "{", headers: { "content-type": "application/json" } });
    expect(malformed.status).toBe(400);
    expect((await call("POST", `/v2/carts/${cartId}/checkout`, { body: checkoutBody() })).status).toBe(401);
    expect(await allOrders()).toBe(count);
  });

  it("a two-letter code that names no country (ZZ, UK) is 422 for either address, and no order is made", async () => {
    const { cartId } = await fullCart();
    const count = await allOrders();
    for (const [field, country] of [["billing_address", "ZZ"], ["shipping_address", "uk"]] as const) {
      const response = await checkout(cartId, checkoutBody({ [field]: { ...ADDRESS, country } }));
      expect(response.status, country).toBe(422);
      expect(response.body.errors).toEqual([expect.objectContaining({ status: 422, title: "format", source: `data.${field}.country` })]);
    }
    expect(await allOrders()).toBe(count);
    expect((await checkout(cartId, checkoutBody({ shipping_address: { ...ADDRESS, country: "ie" } }))).status).toBe(201);
  });

  it("EP's account checkout body (contact instead of customer) is accepted; both at once is refused", async () => {
    const { cartId } = await fullCart();
    const { accountToken, accountId } = await makeAccountMember(admin, implicit);
    const response = await checkout(cartId, { data: { contact: CUSTOMER, billing_address: ADDRESS, shipping_address: ADDRESS } }, { headers: accountHeader(accountToken) });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ customer: CUSTOMER, contact: CUSTOMER, relationships: { account: { data: { type: "account", id: accountId } } } });
    const both = await checkout(cartId, { data: { customer: CUSTOMER, contact: CUSTOMER, billing_address: ADDRESS, shipping_address: ADDRESS } });
    expect(both.status).toBe(400);
    expect(both.body.errors[0]).toMatchObject({ source: "data.contact" });
  });

  it("a retried checkout with the same Idempotency-Key places one order and answers the first response again", async () => {
    const { cartId } = await fullCart();
    const count = await allOrders();
    const headers = { "idempotency-key": randomUUID() };
    const first = await checkout(cartId, checkoutBody(), { headers });
    const retry = await checkout(cartId, checkoutBody(), { headers });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.body).toEqual(first.body);
    expect(await allOrders()).toBe(count + 1);
  });

  it("checkouts racing adds each copy one consistent cart: an order's items (plus shipping) sum to its total", async () => {
    const product = await makeProduct(admin, { price: { USD: { amount: 700, includes_tax: false } } });
    const cartId = newCartId();
    await add(cartId, { type: "cart_item", id: product.id, quantity: 1 });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, n) => (n % 3 === 0 ? checkout(cartId, checkoutBody()) : add(cartId, { type: "custom_item", name: `C${n}`, quantity: 1, price: { amount: 100 + n } }))),
    );
    const orders = results.filter((r) => r.status === 201 && r.body.data.type === "order").map((r) => r.body.data);
    expect(orders).toHaveLength(4);
    for (const order of orders) {
      const items = (await call("GET", `/v2/orders/${order.id}/items`, { token: implicit })).body.data;
      expect(items).toHaveLength(order.relationships.items.data.length);
      const sum = items.reduce((s: number, i: any) => s + i.value.amount, 0);
      expect(sum).toBe(order.meta.display_price.with_tax.amount);
    }
  });
});

describe("reading orders", () => {
  it("an account's order: read by that account and administrators; 404 Order not found for other accounts and a bare implicit token", async () => {
    const product = await makeProduct(admin);
    const owner = await makeAccountMember(admin, implicit, "Owner");
    const other = await makeAccountMember(admin, implicit, "Other");
    const cartId = newCartId();
    await add(cartId, { type: "cart_item", id: product.id, quantity: 1 });
    const order = await placeOrder(cartId, implicit, accountHeader(owner.accountToken));
    expect(order.relationships.account).toEqual({ data: { type: "account", id: owner.accountId } });

    for (const path of [`/v2/orders/${order.id}`, `/v2/orders/${order.id}/items`]) {
      expect((await call("GET", path, { token: implicit, headers: accountHeader(owner.accountToken) })).status).toBe(200);
      expect((await call("GET", path, { token: admin })).status).toBe(200);
      for (const headers of [accountHeader(other.accountToken), {}]) {
        const refused = await call("GET", path, { token: implicit, headers });
        expect(refused.status).toBe(404);
        expect(refused.body.errors[0]).toMatchObject({ status: 404, title: "Not Found", detail: "Order not found" });
      }
      expect((await call("GET", path)).status).toBe(401);
    }
  });

  it("a guest order is read by whoever holds its id", async () => {
    const product = await makeProduct(admin);
    const cartId = newCartId();
    await add(cartId, { type: "cart_item", id: product.id, quantity: 1 });
    const order = await placeOrder(cartId, implicit);
    const someone = await makeAccountMember(admin, implicit);
    for (const [token, headers] of [
      [await implicitToken(), {}],
      [implicit, accountHeader(someone.accountToken)],
      [admin, {}],
    ] as const) {
      const response = await call("GET", `/v2/orders/${order.id}`, { token, headers });
      expect(response.status).toBe(200);
      expect(response.body.data.id).toBe(order.id);
    }
  });

  it("unknown and malformed order ids are 404 Order not found", async () => {
    for (const id of [randomUUID(), "not-a-uuid", "1"]) {
      for (const path of [`/v2/orders/${id}`, `/v2/orders/${id}/items`]) {
        const response = await call("GET", path, { token: admin });
        expect(response.status).toBe(404);
        expect(response.body.errors[0]).toMatchObject({ title: "Not Found", detail: "Order not found" });
      }
    }
  });

  it("GET /v2/orders: an account's own (paged, newest first), all for administrators, 403 for an implicit token alone", async () => {
    const product = await makeProduct(admin);
    const member = await makeAccountMember(admin, implicit);
    const other = await makeAccountMember(admin, implicit);
    const placed: string[] = [];
    for (let n = 0; n < 3; n++) {
      const cartId = newCartId();
      await add(cartId, { type: "cart_item", id: product.id, quantity: n + 1 });
      placed.push((await placeOrder(cartId, implicit, accountHeader(member.accountToken))).id);
    }
    const otherCart = newCartId();
    await add(otherCart, { type: "cart_item", id: product.id, quantity: 1 });
    const otherOrder = (await placeOrder(otherCart, implicit, accountHeader(other.accountToken))).id;

    const own = await call("GET", "/v2/orders", { token: implicit, headers: accountHeader(member.accountToken) });
    expect(own.status).toBe(200);
    expect(own.body.data.map((o: { id: string }) => o.id)).toEqual([...placed].reverse());
    expect(own.body.meta.results.total).toBe(3);

    const paged = await call("GET", "/v2/orders?page[limit]=2&page[offset]=2", { token: implicit, headers: accountHeader(member.accountToken) });
    expect(paged.body.data.map((o: { id: string }) => o.id)).toEqual([placed[0]]);
    expect(paged.body.meta.page).toMatchObject({ limit: 2, offset: 2, current: 2, total: 2 });
    expect(paged.body.links.prev).toBe("/v2/orders?page[limit]=2&page[offset]=0");

    const withItems = await call("GET", "/v2/orders?include=items", { token: implicit, headers: accountHeader(member.accountToken) });
    expect(withItems.body.included.items).toHaveLength(3);
    expect(withItems.body.included.items.map((i: { quantity: number }) => i.quantity).sort()).toEqual([1, 2, 3]);

    const all = await call("GET", "/v2/orders?page[limit]=100", { token: admin });
    const ids = all.body.data.map((o: { id: string }) => o.id);
    expect(ids).toEqual(expect.arrayContaining([...placed, otherOrder]));

    const bare = await call("GET", "/v2/orders", { token: implicit });
    expect(bare.status).toBe(403);
    expect(bare.body.errors[0]).toMatchObject({ status: 403, title: "Forbidden" });
    expect((await call("GET", "/v2/orders?page[limit]=0", { token: admin })).status).toBe(400);
    expect((await call("POST", "/v2/orders", { token: admin, body: { data: {} } })).status).toBe(405);
  });

  it("the account page lists the account's orders with their totals as placed", async () => {
    const product = await makeProduct(admin, { price: { USD: { amount: 1999, includes_tax: false } } });
    const member = await makeAccountMember(admin, implicit);
    const cartId = newCartId();
    await add(cartId, { type: "cart_item", id: product.id, quantity: 2 });
    const order = await placeOrder(cartId, implicit, accountHeader(member.accountToken));
    const listed = await accountOrders(member);
    expect(listed).toEqual([
      { id: order.id, number: expect.any(Number), status: "incomplete", payment: "unpaid", shipping: "unfulfilled", createdAt: expect.any(Date), total: "$39.98", currency: "USD" },
    ]);
  });
});
