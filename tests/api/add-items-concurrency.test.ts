// Contract §6 "Concurrency": requests on one cart are serialised (one transaction that locks the cart
// row first), so concurrent adds never lose or duplicate a line and never pass the 100-line limit.
// Runs on PGlite by default and on PostgreSQL with DATABASE_URL (each file on its own database).
// In one process the changes of a cart also queue before taking a connection (lib/storage/carts/cart-queue.ts); the last
// test turns that queue off so that the database lock alone is what it proves.
// The same two checks against two `next start` processes on one PostgreSQL: bench/multi-instance.ts.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, implicitToken } from "../support/api";
import { cartQueue } from "@/lib/storage/carts/cart-queue";
import { makeProduct } from "../support/fixtures";

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

const add = (cartId: string, data: unknown) => call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data } });

describe("concurrent adds to one cart", () => {
  it("50 parallel adds of one product make one line of quantity 50", async () => {
    const product = await makeProduct(admin);
    const cartId = `race-${randomUUID().slice(0, 8)}`;
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => add(cartId, { type: "cart_item", id: product.id, quantity: 1 })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(201));
    const items = await call("GET", `/v2/carts/${cartId}/items`, { token: implicit });
    expect(items.body.data).toHaveLength(1);
    expect(items.body.data[0]).toMatchObject({ product_id: product.id, quantity: 50, value: { amount: 50 * 1000 } });
    // Each answer saw the line as its own add left it: the quantities 1..50 each appear once.
    expect(responses.map((r) => r.body.data[0].quantity).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it("150 parallel adds of distinct products at an empty cart: exactly 100 lines and 50 refusals", async () => {
    const products = [];
    for (let i = 0; i < 150; i++) products.push(await makeProduct(admin));
    const cartId = `limit-${randomUUID().slice(0, 8)}`;
    const responses = await Promise.all(products.map((p) => add(cartId, { type: "cart_item", id: p.id, quantity: 1 })));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(100);
    expect(statuses.filter((s) => s === 422)).toHaveLength(50);
    for (const refused of responses.filter((r) => r.status === 422)) {
      expect(refused.body.errors[0]).toMatchObject({ title: "Cart item limit reached", meta: { limit: 100 } });
    }
    const items = await call("GET", `/v2/carts/${cartId}/items`, { token: implicit });
    expect(items.body.data).toHaveLength(100);
    const added = new Set(responses.filter((r) => r.status === 201).map((r) => r.body.data.at(-1).product_id));
    expect(new Set(items.body.data.map((l: { product_id: string }) => l.product_id))).toEqual(added);
  }, 120_000);

  it("without the in-process queue, the cart row lock alone holds the limit: 10 parallel adds at 95 lines → 5 added, 5 refused", async () => {
    const cartId = `lock-${randomUUID().slice(0, 8)}`;
    const fill = Array.from({ length: 95 }, (_, n) => ({ type: "custom_item", name: `L${n}`, sku: `L-${n}`, quantity: 1, price: { amount: 1 } }));
    expect((await add(cartId, fill)).status).toBe(201);
    const products = [];
    for (let i = 0; i < 10; i++) products.push(await makeProduct(admin));
    cartQueue.enabled = false;
    try {
      const responses = await Promise.all(products.map((p) => add(cartId, { type: "cart_item", id: p.id, quantity: 1 })));
      const statuses = responses.map((r) => r.status).sort();
      expect(statuses).toEqual([...Array(5).fill(201), ...Array(5).fill(422)]);
    } finally {
      cartQueue.enabled = true;
    }
    expect((await call("GET", `/v2/carts/${cartId}/items`, { token: implicit })).body.data).toHaveLength(100);
  });
});
