// Order numbers (docs/orders.md "Order numbers"): each order gets the store's next number, #1001 first, in the
// checkout's own transaction; concurrent checkouts get distinct consecutive numbers, and a checkout refused after
// it took a number gives it back, so the numbers have no gaps. The API keeps EP's ids and adds the number in `meta`.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";
import { checkoutBody } from "../support/order-fixtures";
import { schemaProblems } from "../support/openapi";

let admin: string;
let implicit: string;
let product: { id: string };

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
  product = await makeProduct(admin, { price: { USD: { amount: 700, includes_tax: false } } });
});

async function cartOf(productId: string, quantity = 1) {
  const cartId = `num-${randomUUID()}`;
  const added = await call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data: { type: "cart_item", id: productId, quantity } } });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return cartId;
}

const checkout = (cartId: string) => call("POST", `/v2/carts/${cartId}/checkout`, { token: implicit, body: checkoutBody() });

describe("order numbers", () => {
  it("the first order is 1001 and each next order the next number, in meta where EP's clients ignore it", async () => {
    const first = await checkout(await cartOf(product.id));
    expect(first.status).toBe(201);
    expect(first.body.data.meta.number).toBe(1001);
    expect(schemaProblems("cart_checkout", "checkoutAPI", 201, first.body)).toEqual([]);
    const second = await checkout(await cartOf(product.id));
    expect(second.body.data.meta.number).toBe(1002);
    // Read back by id, alone and in the list.
    const read = await call("GET", `/v2/orders/${second.body.data.id}`, { token: implicit });
    expect(read.body.data.meta.number).toBe(1002);
    const list = await call("GET", "/v2/orders", { token: admin });
    expect(list.body.data.slice(0, 2).map((o: { meta: { number: number } }) => o.meta.number)).toEqual([1002, 1001]);
  });

  it("a checkout refused after taking a number gives it back: the next order takes it", async () => {
    const scarce = await makeProduct(admin, { price: { USD: { amount: 500, includes_tax: false } } });
    expect((await call("POST", "/v2/inventories", { token: admin, body: { data: { id: scarce.id, type: "stock", attributes: { available: 1 } } } })).status).toBe(201);
    const [a, b] = [await cartOf(scarce.id), await cartOf(scarce.id)];
    const placed = await checkout(a);
    expect(placed.status).toBe(201);
    const refused = await checkout(b);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const next = await checkout(await cartOf(product.id));
    expect(next.status).toBe(201);
    expect(next.body.data.meta.number).toBe(placed.body.data.meta.number + 1);
  });

  it("concurrent checkouts get distinct consecutive numbers", async () => {
    const carts = await Promise.all(Array.from({ length: 12 }, () => cartOf(product.id)));
    const before = (await call("GET", "/v2/orders?page[limit]=1", { token: admin })).body.data[0].meta.number as number;
    const placed = await Promise.all(carts.map(checkout));
    for (const p of placed) expect(p.status, JSON.stringify(p.body)).toBe(201);
    const numbers = placed.map((p) => p.body.data.meta.number as number).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => before + 1 + i));
  });
});
