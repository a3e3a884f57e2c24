// GET /v2/carts/{id}/items reads through the add path's prepared statements and line cache
// (lib/storage/carts/read-cart.ts): the same SQL for a cart of 1 line and of 99, one round trip on
// PostgreSQL; and a change made behind the process's memory shows at once.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getDb, getDriver } from "@/lib/storage/db";
import { statementCounter } from "../support/statement-counter";
import { adminToken, call, implicitToken } from "../support/api";

let implicit: string;

beforeAll(async () => {
  await adminToken();
  implicit = await implicitToken();
});

const customLines = (count: number) => Array.from({ length: count }, (_, n) => ({ type: "custom_item", name: `Line ${n}`, sku: `S-${n}`, quantity: 1, price: { amount: 100 } }));

async function filledCart(lines: number) {
  const id = `read-${randomUUID().slice(0, 8)}`;
  expect((await call("POST", `/v2/carts/${id}/items`, { token: implicit, body: { data: customLines(lines) } })).status).toBe(201);
  return id;
}

async function countedGet(path: string) {
  const before = { ...statementCounter };
  const response = await call("GET", path, { token: implicit });
  expect(response.status).toBe(200);
  return { body: response.body, statements: statementCounter.count - before.count, roundTrips: statementCounter.roundTrips - before.roundTrips };
}

describe("GET cart", () => {
  it("sends the same statements for 1 line and 99 lines, in one round trip on PostgreSQL", async () => {
    const small = await filledCart(1);
    const large = await filledCart(99);
    await countedGet(`/v2/carts/${small}/items`); // the signing key and the like, read once per process

    const one = await countedGet(`/v2/carts/${small}/items`);
    const ninetyNine = await countedGet(`/v2/carts/${large}/items`);
    const cart = await countedGet(`/v2/carts/${large}`);

    expect(one.body.data).toHaveLength(1);
    expect(ninetyNine.body.data).toHaveLength(99);
    expect(ninetyNine.body.meta.display_price.without_tax.amount).toBe(9900);
    expect(cart.body.data.meta.display_price.without_tax.amount).toBe(9900);
    expect(ninetyNine.statements).toBe(one.statements);
    expect(ninetyNine.roundTrips).toBe(one.roundTrips);
    expect(one.statements).toBeLessThanOrEqual(3);
    if ((await getDriver()) === "postgres") expect(ninetyNine.roundTrips).toBe(1);
  });

  it("shows a line changed behind the process's memory, and a cart deleted behind it as a new empty cart", async () => {
    const id = await filledCart(3);
    expect((await countedGet(`/v2/carts/${id}/items`)).body.meta.display_price.without_tax.amount).toBe(300);
    const db = await getDb();
    await db.execute(sql`update cart_items set quantity = 5 where cart_id = ${id} and sku = 'S-1'`);
    const changed = await countedGet(`/v2/carts/${id}/items`);
    expect(changed.body.data.find((line: { sku: string }) => line.sku === "S-1").quantity).toBe(5);
    expect(changed.body.meta.display_price.without_tax.amount).toBe(700);

    await db.execute(sql`delete from carts where id = ${id}`);
    const fresh = await countedGet(`/v2/carts/${id}/items`);
    expect(fresh.body.data).toHaveLength(0);
    expect(fresh.body.meta.display_price.without_tax.amount).toBe(0);
  });
});
