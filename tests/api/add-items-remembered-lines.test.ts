// An add answers with every line of the cart, but reads in full only the lines that changed since this
// process last saw the cart (lib/storage/carts/line-cache.ts). Whatever changes a line in between — another route,
// or another instance writing to the database directly — the next add must show the line as it is.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { batchedTransaction, getDb } from "@/lib/storage/db";
import { readForAddStatement } from "@/lib/storage/carts/add-statements";
import { knownLines } from "@/lib/storage/carts/line-cache";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";

let admin: string;
let implicit: string;
beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

const add = (cartId: string, data: unknown) => call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data } });
const lineOf = (body: any, productId: string) => body.data.find((item: any) => item.product_id === productId);

describe("lines remembered between adds", () => {
  it("show a quantity changed through PUT, a line removed through DELETE, and a line changed by another writer", async () => {
    const [a, b, c] = [await makeProduct(admin), await makeProduct(admin), await makeProduct(admin)];
    const cartId = `remembered-${randomUUID().slice(0, 8)}`;
    const first = await add(cartId, [
      { type: "cart_item", id: a.id, quantity: 1 },
      { type: "cart_item", id: b.id, quantity: 1 },
    ]);
    expect(first.status).toBe(201);
    const lineA = lineOf(first.body, a.id);

    // Another route changes line A; the next add (of C) must show quantity 5 and its value.
    expect((await call("PUT", `/v2/carts/${cartId}/items/${lineA.id}`, { token: implicit, body: { data: { quantity: 5 } } })).status).toBe(200);
    const second = await add(cartId, { type: "cart_item", id: c.id, quantity: 1 });
    expect(lineOf(second.body, a.id).quantity).toBe(5);
    expect(lineOf(second.body, a.id).value.amount).toBe(5000);
    expect(second.body.meta.display_price.without_tax.amount).toBe(5000 + 1000 + 1000);

    // Another instance renames line B in the database directly; then DELETE removes line C.
    const db = await getDb();
    await db.execute(sql`update cart_items set name = 'Renamed elsewhere' where cart_id = ${cartId} and product_id = ${b.id}::uuid`);
    const lineC = lineOf(second.body, c.id);
    expect((await call("DELETE", `/v2/carts/${cartId}/items/${lineC.id}`, { token: implicit })).status).toBe(200);
    const third = await add(cartId, { type: "cart_item", id: a.id, quantity: 1 });
    expect(third.status).toBe(201);
    expect(third.body.data.map((item: any) => item.product_id)).toEqual([a.id, b.id]);
    expect(lineOf(third.body, b.id).name).toBe("Renamed elsewhere");
    expect(lineOf(third.body, a.id).quantity).toBe(6);

    // And the answer is what a plain read of the cart gives.
    const items = await call("GET", `/v2/carts/${cartId}/items`, { token: implicit });
    expect(items.body.data).toEqual(third.body.data);
    expect(items.body.meta.display_price).toEqual(third.body.meta.display_price);
  });

  it("are not sent again while the cart's lines are the ones this process remembers", async () => {
    const [a, b] = [await makeProduct(admin), await makeProduct(admin)];
    const cartId = `remembered-${randomUUID().slice(0, 8)}`;
    await add(cartId, [
      { type: "cart_item", id: a.id, quantity: 1 },
      { type: "cart_item", id: b.id, quantity: 1 },
    ]);
    const readLines = () =>
      batchedTransaction(async (batch) => {
        const [rows] = await batch.commit([readForAddStatement(cartId, [], knownLines(cartId))]);
        return String(rows[0].lines);
      });
    // The digest this process computes of the versions it remembers is the one the database computes.
    expect(await readLines()).toBe("=");
    const db = await getDb();
    await db.execute(sql`update cart_items set quantity = 3 where cart_id = ${cartId} and product_id = ${a.id}::uuid`);
    const full = await readLines();
    expect(full.split("\n")).toHaveLength(2);
    expect(full).toContain('"quantity":3');
    // The next add remembers the cart as it now is.
    await add(cartId, { type: "cart_item", id: b.id, quantity: 1 });
    expect(await readLines()).toBe("=");
  });
});
