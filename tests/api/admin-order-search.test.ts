// /admin/orders?q=… through its domain function: an order is found by its number (with or without #, with a letters
// prefix), by its customer's name, by any part of the e-mail in any case, and by a line's SKU; combined with a list
// (ORDER_VIEWS) and paging; and nothing else finds it.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminOrderList, parseAdminOrderQuery } from "@/lib/commerce/orders/admin-orders";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";
import { checkoutBody } from "../support/order-fixtures";

let admin: string;
let implicit: string;
let sku: string;
let order: { id: string; number: number };
// Ends in a letter: never read as an order number.
const tag = `${randomUUID().slice(0, 8)}z`;
const customer = { name: `Hedy Lamarr ${tag}`, email: `Hedy.${tag}@Example.com` };

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
  sku = `SRCH-${tag}`;
  const product = await makeProduct(admin, { sku, price: { USD: { amount: 1250, includes_tax: false } } });
  const cartId = `search-${randomUUID()}`;
  expect((await call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data: { type: "cart_item", id: product.id, quantity: 1 } } })).status).toBe(201);
  const placed = await call("POST", `/v2/carts/${cartId}/checkout`, { token: implicit, body: { data: { ...checkoutBody().data, customer } } });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  order = { id: placed.body.data.id, number: placed.body.data.meta.number };
});

const found = async (query: Record<string, string>) => (await adminOrderList(parseAdminOrderQuery(query))).orders.map(({ order }) => order.id);

describe("the admin's order search", () => {
  it("finds an order by its number, with or without #, and with a letters prefix", async () => {
    for (const q of [String(order.number), `#${order.number}`, ` CW-${order.number} `, `#cw${order.number}`]) {
      expect(await found({ q }), q).toEqual([order.id]);
    }
  });

  it("finds it by the customer's name, any part of the e-mail in any case, and a line's SKU", async () => {
    expect(await found({ q: `lamarr ${tag}` })).toEqual([order.id]);
    expect(await found({ q: tag.toUpperCase() })).toEqual([order.id]);
    expect(await found({ q: `hedy.${tag}@EXAMPLE` })).toEqual([order.id]);
    expect(await found({ q: sku.toLowerCase() })).toEqual([order.id]);
  });

  it("does not find it otherwise: another number, other words, wildcards taken literally", async () => {
    expect(await found({ q: String(order.number + 100_000) })).toEqual([]);
    expect(await found({ q: `Grace ${tag}` })).toEqual([]);
    expect(await found({ q: "%" })).not.toContain(order.id);
    expect(await found({ q: "_" })).not.toContain(order.id);
    // A part of the SKU is not the SKU.
    expect(await found({ q: `SRCH-${tag.slice(0, 4)}` })).toEqual([]);
  });

  it("searches within a list and pages", async () => {
    // Unpaid: in "Awaiting payment", not in "To ship".
    expect(await found({ q: tag, view: "awaiting-payment" })).toEqual([order.id]);
    expect(await found({ q: tag, view: "to-ship" })).toEqual([]);
    const list = await adminOrderList(parseAdminOrderQuery({ q: tag, page: "2" }));
    expect([list.total, list.page, list.pages, list.orders]).toEqual([1, 2, 1, []]);
  });

  it("keeps the typed text, trimmed and capped", () => {
    expect(parseAdminOrderQuery({ q: "  #1001 " }).q).toBe("#1001");
    expect(parseAdminOrderQuery({ q: "   " }).q).toBeUndefined();
    expect(parseAdminOrderQuery({ q: "x".repeat(400) }).q).toHaveLength(100);
  });
});
