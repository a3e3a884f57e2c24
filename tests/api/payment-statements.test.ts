// The SQL of a manual payment (lib/commerce/payments/pay-order.ts): lock and read, a pure plan, then one
// batched write with the outbox rows in the same transaction. The same statements for an order of 1 line
// and of 20; on PostgreSQL two round trips: the lock and read, then the write with COMMIT (9 round trips before).
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { getDriver } from "@/lib/storage/db";
import { statementCounter } from "../support/statement-counter";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";
import { enableManualGateway, placeOrder } from "../support/order-fixtures";

let admin: string;
let implicit: string;
let products: { id: string }[];

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
  await enableManualGateway(admin);
  products = [];
  for (let n = 0; n < 20; n++) products.push(await makeProduct(admin, { price: { USD: { amount: 1250 + n, includes_tax: false } } }));
});

async function unpaidOrder(lines: number) {
  const cartId = `pay-${randomUUID()}`;
  const data = products.slice(0, lines).map((product) => ({ type: "cart_item", id: product.id, quantity: 1 }));
  expect((await call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data } })).status).toBe(201);
  const order = await placeOrder(cartId, implicit);
  return { id: order.id as string, total: order.meta.display_price.with_tax.amount as number };
}

async function countedPayment(orderId: string) {
  const before = { ...statementCounter };
  const response = await call("POST", `/v2/orders/${orderId}/payments`, { token: implicit, body: { data: { gateway: "manual", method: "purchase" } } });
  return { response, statements: statementCounter.count - before.count, roundTrips: statementCounter.roundTrips - before.roundTrips };
}

describe("statements per manual payment", () => {
  it("are the same for 1 line and 20 lines, and the payment is recorded with its e-mail", async () => {
    await countedPayment((await unpaidOrder(1)).id); // what a process reads once (signing key, settings)
    const small = await unpaidOrder(1);
    const large = await unpaidOrder(20);
    const one = await countedPayment(small.id);
    const twenty = await countedPayment(large.id);

    expect(one.response.status).toBe(200);
    expect(twenty.response.status).toBe(200);
    expect(twenty.response.body.data).toMatchObject({ status: "complete", amount: large.total, "transaction-type": "purchase" });
    const paid = (await call("GET", `/v2/orders/${large.id}`, { token: admin })).body.data;
    expect(paid).toMatchObject({ payment: "paid" });
    expect(paid.meta.display_price.balance_owing.amount).toBe(0);
    expect(twenty.statements).toBe(one.statements);
    expect(twenty.roundTrips).toBe(one.roundTrips);
    if ((await getDriver()) === "postgres") expect(one.roundTrips).toBe(2);
  });
});
