// Stock as EP's inventories keep it: administrators set it and move it; shoppers read it; checkout holds the units
// of each order and refuses a shortfall whole; a cancelled order lets them go, a shipped one takes them out; and 50
// checkouts racing for the last 10 units make exactly 10 orders.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { getStock } from "@epcc-sdk/sdks-shopper";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";
import { checkoutBody, enableManualGateway } from "../support/order-fixtures";
import { schemaProblems } from "../support/openapi";
import { rawBody, shopperClient } from "../support/shopper-sdk";

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
  // Shoppers pay with the manual gateway here, as in a store that enables it for EP's storefront.
  await enableManualGateway(admin);
});

async function stockedProduct(available: number) {
  const product = await makeProduct(admin, { price: { USD: { amount: 500, includes_tax: false } } });
  const created = await call("POST", "/v2/inventories", { token: admin, body: { data: { id: product.id, type: "stock", attributes: { available } } } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { product, created: created.body };
}

const level = async (productId: string) => (await call("GET", `/v2/inventories/${productId}`, { token: admin })).body.data.attributes;

async function cartWith(productId: string, quantity: number) {
  const cartId = `stock-${randomUUID()}`;
  const added = await call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data: { type: "cart_item", id: productId, quantity } } });
  expect(added.status).toBe(201);
  return cartId;
}

const checkout = (cartId: string) => call("POST", `/v2/carts/${cartId}/checkout`, { token: implicit, body: checkoutBody() });

describe("stock of several products at once (POST /v2/inventories/multiple, EP's List Stock)", () => {
  it("answers each product's stock in the order asked, once each, leaving out those whose stock is not kept", async () => {
    const [{ product: a }, { product: b }] = [await stockedProduct(4), await stockedProduct(9)];
    const plain = await makeProduct(admin);
    const ids = [b.id, plain.id, a.id, b.id.toUpperCase()];
    const answer = await call("POST", "/v2/inventories/multiple", { token: implicit, body: { data: ids.map((id) => ({ type: "stock", id })) } });
    expect(answer.status).toBe(200);
    expect(schemaProblems("inventories", "GetStockForProducts", 200, answer.body)).toEqual([]);
    expect(answer.body.data.map((stock: { id: string; attributes: { available: number } }) => [stock.id, stock.attributes.available])).toEqual([
      [b.id, 9],
      [a.id, 4],
    ]);
    // Not a product called "multiple": no stock was made.
    expect((await call("GET", "/v2/inventories/multiple", { token: admin })).status).toBe(405);
  });

  it("refuses a body that is not a list of product ids, or more than 100, with 400 naming the field, and changes nothing", async () => {
    const { product } = await stockedProduct(3);
    for (const [body, source] of [
      [{}, "data"],
      [{ data: [{ id: "not-a-uuid" }] }, "data[0].id"],
      [{ data: [{ id: product.id, type: "product" }] }, "data[0].type"],
      [{ data: Array.from({ length: 101 }, () => ({ id: product.id })) }, "data"],
    ] as const) {
      const refused = await call("POST", "/v2/inventories/multiple", { token: implicit, body });
      expect(refused.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(refused.body.errors[0]).toMatchObject({ status: 400, source });
    }
    expect((await call("POST", "/v2/inventories/multiple", { body: { data: [] } })).status).toBe(401);
    expect((await level(product.id)).available).toBe(3);
  });
});

describe("stock (EP's inventories)", () => {
  it("is created, read by shoppers, set and moved, each answer in EP's shape", async () => {
    const { product, created } = await stockedProduct(12);
    expect(schemaProblems("inventories", "CreateStock", 201, created)).toEqual([]);
    expect(created.data).toMatchObject({ id: product.id, type: "stock", attributes: { available: 12, allocated: 0, total: 12 }, meta: { stock_id: product.id } });

    const client = await shopperClient();
    const read = await getStock({ client, path: { product_uuid: product.id } } as never);
    expect((read as { response: Response }).response.status).toBe(200);
    const body = rawBody((read as { response: Response }).response);
    expect(schemaProblems("inventories", "GetStock", 200, body)).toEqual([]);
    expect(body.data.attributes.available).toBe(12);

    // The shopper's catalog says how many are left; a product without kept stock says nothing of it.
    const catalog = await call("GET", `/catalog/products/${product.id}`, { token: implicit });
    expect(schemaProblems("catalog_view", "getByContextProduct", 200, catalog.body)).toEqual([]);
    expect(catalog.body.data.meta.stock).toEqual({ level: 12, availability: "in-stock" });
    const plain = await makeProduct(admin);
    expect((await call("GET", `/catalog/products/${plain.id}`, { token: implicit })).body.data.meta.stock).toBeUndefined();

    const put = await call("PUT", `/v2/inventories/${product.id}`, { token: admin, body: { data: { id: product.id, type: "stock", attributes: { available: 8 } } } });
    expect(put.status).toBe(200);
    expect(schemaProblems("inventories", "UpdateStock", 200, put.body)).toEqual([]);
    expect(put.body.data.attributes).toEqual({ available: 8, allocated: 0, total: 8 });

    const move = (action: string, quantity: number) =>
      call("POST", `/v2/inventories/${product.id}/transactions`, { token: admin, body: { data: { type: "stock-transaction", attributes: { action, quantity } } } });
    const allocated = await move("allocate", 3);
    expect(allocated.status).toBe(201);
    expect(schemaProblems("inventories", "CreateTransaction", 201, allocated.body)).toEqual([]);
    expect(allocated.body.data).toMatchObject({ type: "stock-transaction", attributes: { action: "allocate", product_id: product.id, quantity: 3 } });
    expect(await level(product.id)).toEqual({ available: 5, allocated: 3, total: 8 });
    expect((await move("increment", 2)).status).toBe(201);
    expect((await move("deallocate", 1)).status).toBe(201);
    expect((await move("decrement", 4)).status).toBe(201);
    expect(await level(product.id)).toEqual({ available: 4, allocated: 2, total: 6 });

    // More than there is: refused, nothing changed.
    for (const [action, quantity] of [["decrement", 5], ["allocate", 5], ["deallocate", 3]] as const) {
      const refused = await move(action, quantity);
      expect(refused.status, action).toBe(400);
      expect(refused.body.errors[0].title).toBe("Insufficient stock");
    }
    expect(await level(product.id)).toEqual({ available: 4, allocated: 2, total: 6 });

    const log = await call("GET", `/v2/inventories/${product.id}/transactions`, { token: admin });
    expect(schemaProblems("inventories", "ListTransactions", 200, log.body)).toEqual([]);
    expect(log.body.data.map((t: { attributes: { action: string; quantity: number } }) => `${t.attributes.action} ${t.attributes.quantity}`)).toEqual([
      "increment 12",
      "decrement 4",
      "allocate 3",
      "increment 2",
      "deallocate 1",
      "decrement 4",
    ]);
    const one = await call("GET", `/v2/inventories/${product.id}/transactions/${allocated.body.data.id}`, { token: admin });
    expect(one.body.data).toEqual(allocated.body.data);

    const list = await call("GET", "/v2/inventories?page[limit]=100", { token: admin });
    expect(schemaProblems("inventories", "ListStock", 200, list.body)).toEqual([]);

    const listed = await call("GET", `/catalog/products?filter=eq(id,${product.id})`, { token: implicit });
    expect(listed.body.data[0].meta.stock).toEqual({ level: 4, availability: "in-stock" });
    await call("POST", `/v2/inventories/${product.id}/transactions`, { token: admin, body: { data: { type: "stock-transaction", attributes: { action: "allocate", quantity: 4 } } } });
    expect((await call("GET", `/catalog/products/${product.id}`, { token: implicit })).body.data.meta.stock).toEqual({ level: 0, availability: "out-stock" });

    expect((await call("DELETE", `/v2/inventories/${product.id}`, { token: admin })).status).toBe(204);
    expect((await call("GET", `/v2/inventories/${product.id}`, { token: admin })).status).toBe(404);
  });

  it("bad input gets a 4xx envelope and changes nothing; shoppers cannot change stock", async () => {
    const { product } = await stockedProduct(5);
    const bad: [string, string, unknown, number][] = [
      ["POST", "/v2/inventories", { data: { id: product.id, type: "stock", attributes: { available: 3 } } }, 409],
      ["POST", "/v2/inventories", { data: { id: randomUUID(), type: "stock", attributes: { available: 3 } } }, 404],
      ["POST", "/v2/inventories", { data: { id: "not-a-uuid", type: "stock", attributes: { available: 3 } } }, 400],
      ["PUT", `/v2/inventories/${product.id}`, { data: { type: "stock", attributes: { available: -1 } } }, 400],
      ["PUT", `/v2/inventories/${product.id}`, { data: { type: "stock", attributes: { available: 2.5 } } }, 400],
      ["PUT", `/v2/inventories/${product.id}`, { data: { type: "product", attributes: { available: 2 } } }, 400],
      ["POST", `/v2/inventories/${product.id}/transactions`, { data: { type: "stock-transaction", attributes: { action: "steal", quantity: 1 } } }, 400],
      ["POST", `/v2/inventories/${product.id}/transactions`, { data: { type: "stock-transaction", attributes: { action: "increment", quantity: 0 } } }, 400],
      ["GET", "/v2/inventories/not-a-uuid", undefined, 404],
      ["PUT", `/v2/inventories/${randomUUID()}`, { data: { type: "stock", attributes: { available: 2 } } }, 404],
    ];
    for (const [method, path, body, status] of bad) {
      const response = await call(method, path, { token: admin, body });
      expect(response.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(status);
      expect(response.body.errors[0].title).toBeTruthy();
    }
    expect((await call("PUT", `/v2/inventories/${product.id}`, { token: implicit, body: { data: { type: "stock", attributes: { available: 99 } } } })).status).toBe(403);
    expect(await level(product.id)).toEqual({ available: 5, allocated: 0, total: 5 });
  });
});

describe("adding to a cart", () => {
  it("refuses more than is available across the cart's lines, in EP's words, changing nothing; sees stock that moved", async () => {
    const { product } = await stockedProduct(3);
    const cartId = `stock-add-${randomUUID()}`;
    const add = (quantity: number, extra: Record<string, unknown> = {}) =>
      call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data: { type: "cart_item", id: product.id, quantity, ...extra } } });
    const first = await add(2);
    expect(first.status).toBe(201);
    // The line says the store keeps stock of its product (EP's manage_stock); a product without kept stock says not.
    expect(first.body.data[0].manage_stock).toBe(true);
    const plain = await makeProduct(admin);
    const other = await call("POST", `/v2/carts/stock-plain-${randomUUID()}/items`, { token: implicit, body: { data: { type: "cart_item", id: plain.id, quantity: 1 } } });
    expect(other.body.data[0].manage_stock).toBe(false);
    const refused = await add(2);
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({
      status: 400,
      title: "Insufficient stock",
      detail: `There is not enough stock to add ${product.attributes.name} to your cart`,
      meta: { id: product.id, sku: product.attributes.sku },
    });
    const items = async () => (await call("GET", `/v2/carts/${cartId}/items`, { token: implicit })).body.data.map((l: { quantity: number }) => l.quantity);
    expect(await items()).toEqual([2]);
    // By SKU too, and within one request: 1 + 1 more than the 1 left.
    const twice = await call("POST", `/v2/carts/${cartId}/items`, {
      token: implicit,
      body: { data: [{ type: "cart_item", sku: product.attributes.sku, quantity: 1 }, { type: "cart_item", id: product.id, quantity: 1 }], options: { add_all_or_nothing: true } },
    });
    expect(twice.status).toBe(400);
    expect(await items()).toEqual([2]);
    expect((await add(1)).status).toBe(201);
    expect(await items()).toEqual([3]);
    expect((await add(1)).status).toBe(400);

    // More stock arrives: the next add sees it (an add planned from memory is refused by its guard and read again).
    await call("PUT", `/v2/inventories/${product.id}`, { token: admin, body: { data: { type: "stock", attributes: { available: 8 } } } });
    expect((await add(5)).status).toBe(201);
    expect(await items()).toEqual([8]);
    expect((await add(1)).status).toBe(400);
  });
});

describe("stock and orders", () => {
  it("checkout holds the units; a shortfall refuses the whole checkout; cancelling lets them go; shipping takes them out", async () => {
    const { product } = await stockedProduct(3);
    const plain = await makeProduct(admin);
    // Two carts of 2 each: an add only looks at its own cart; checkout decides.
    const firstCart = await cartWith(product.id, 2);
    const cart = await cartWith(product.id, 2);
    const first = await checkout(firstCart);
    expect(first.status).toBe(201);
    expect(await level(product.id)).toEqual({ available: 1, allocated: 2, total: 3 });

    // Two of the stocked product and one without kept stock: refused whole, no order, nothing held.
    await call("POST", `/v2/carts/${cart}/items`, { token: implicit, body: { data: { type: "cart_item", id: plain.id, quantity: 1 } } });
    const orders = async () => (await call("GET", "/v2/orders?page[limit]=1", { token: admin })).body.meta.results.total;
    const before = await orders();
    const short = await checkout(cart);
    expect(short.status).toBe(400);
    expect(short.body.errors[0]).toMatchObject({ title: "Insufficient stock", meta: { id: product.id } });
    expect(short.body.errors[0].detail).toContain(product.attributes.name);
    expect(await orders()).toBe(before);
    expect(await level(product.id)).toEqual({ available: 1, allocated: 2, total: 3 });

    const cancelled = await call("PUT", `/v2/orders/${first.body.data.id}`, { token: admin, body: { data: { type: "order", status: "cancelled" } } });
    expect(cancelled.status).toBe(200);
    expect(await level(product.id)).toEqual({ available: 3, allocated: 0, total: 3 });
    // Cancelling twice lets nothing go twice.
    await call("PUT", `/v2/orders/${first.body.data.id}`, { token: admin, body: { data: { type: "order", status: "cancelled" } } });
    expect(await level(product.id)).toEqual({ available: 3, allocated: 0, total: 3 });

    const second = await checkout(cart);
    expect(second.status).toBe(201);
    expect(await level(product.id)).toEqual({ available: 1, allocated: 2, total: 3 });
    const shipped = await call("PUT", `/v2/orders/${second.body.data.id}`, { token: admin, body: { data: { type: "order", shipping: "fulfilled" } } });
    expect(shipped.status).toBe(200);
    expect(await level(product.id)).toEqual({ available: 1, allocated: 0, total: 1 });
  });

  it("an unpaid order past the hold time is cancelled by the next checkout that wants its units; a paid one keeps them", async () => {
    const { product } = await stockedProduct(2);
    const unpaidCart = await cartWith(product.id, 1);
    const paidCart = await cartWith(product.id, 1);
    const laterCart = await cartWith(product.id, 1);
    const unpaid = (await checkout(unpaidCart)).body.data.id;
    const paid = (await checkout(paidCart)).body.data.id;
    await call("POST", `/v2/orders/${paid}/payments`, { token: implicit, body: { data: { gateway: "manual", method: "purchase" } } });
    expect(await level(product.id)).toEqual({ available: 0, allocated: 2, total: 2 });
    // Within the hold time the units stay held.
    expect((await checkout(laterCart)).status).toBe(400);
    const previous = process.env.ORDER_STOCK_HOLD_MINUTES;
    process.env.ORDER_STOCK_HOLD_MINUTES = "0";
    try {
      const later = await checkout(laterCart);
      expect(later.status).toBe(201);
    } finally {
      if (previous === undefined) delete process.env.ORDER_STOCK_HOLD_MINUTES;
      else process.env.ORDER_STOCK_HOLD_MINUTES = previous;
    }
    const read = async (id: string) => (await call("GET", `/v2/orders/${id}`, { token: admin })).body.data;
    expect(await read(unpaid)).toMatchObject({ status: "cancelled", payment: "unpaid" });
    expect(await read(paid)).toMatchObject({ status: "complete", payment: "paid" });
    expect(await level(product.id)).toEqual({ available: 0, allocated: 2, total: 2 });
    // The cancelled order cannot be paid any more.
    expect((await call("POST", `/v2/orders/${unpaid}/payments`, { token: implicit, body: { data: { gateway: "manual", method: "purchase" } } })).status).toBe(422);
  });

  it("50 checkouts racing for the last 10 units: exactly 10 orders, 40 refusals, never below zero", async () => {
    const { product } = await stockedProduct(10);
    const carts = [];
    for (let i = 0; i < 50; i++) carts.push(await cartWith(product.id, 1));
    const answers = await Promise.all(carts.map(checkout));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(40);
    expect(refused.every((a) => a.status === 400 && a.body.errors[0].title === "Insufficient stock")).toBe(true);
    expect(await level(product.id)).toEqual({ available: 0, allocated: 10, total: 10 });
  });
});

describe("what a checkout expires of the cached stock reads (lib/cache/tags.ts)", () => {
  it("expires the stock tag when the order holds units of kept stock, and nothing when none of its products keeps stock", async () => {
    // The process's 'use cache' store, as a Next server installs it: here it records what is expired.
    const handlerKey = Symbol.for("cartwright.useCacheHandler");
    const holder = globalThis as unknown as Record<symbol, unknown>;
    const installed = holder[handlerKey];
    const expired: string[][] = [];
    holder[handlerKey] = { updateTags: async (tags: string[]) => void expired.push(tags) };
    const stockExpiries = () => expired.filter((tags) => tags.includes("stock")).length;
    try {
      const plain = await makeProduct(admin, { price: { USD: { amount: 500, includes_tax: false } } });
      const plainCart = await cartWith(plain.id, 2);
      const before = stockExpiries();
      expect((await checkout(plainCart)).status).toBe(201);
      expect(stockExpiries()).toBe(before);

      const { product } = await stockedProduct(5);
      const keptCart = await cartWith(product.id, 2);
      const beforeKept = stockExpiries();
      expect((await checkout(keptCart)).status).toBe(201);
      expect(stockExpiries()).toBe(beforeKept + 1);
      expect((await level(product.id)).allocated).toBe(2);
    } finally {
      holder[handlerKey] = installed;
    }
  });
});
