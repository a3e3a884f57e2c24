// The SQL statement budget of an add-to-cart (docs/architecture.md): the same number of statements for a cart
// of 0 lines and of 99 lines, and at most 8 (BEGIN and COMMIT included where the driver sends them);
// on PostgreSQL they travel in one round trip once the process remembers the cart and the product
// (lib/storage/carts/fast-cart-store.ts), two otherwise (add-items-speculative.test.ts).
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getDb, getDriver } from "@/lib/storage/db";
import { statementCounter } from "../support/statement-counter";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

async function countedAdd(cartId: string, data: unknown) {
  const before = { ...statementCounter };
  const response = await call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data } });
  expect(response.status).toBe(201);
  return {
    statements: statementCounter.count - before.count,
    roundTrips: statementCounter.roundTrips - before.roundTrips,
    lines: response.body.data.length as number,
  };
}

describe("statements per add", () => {
  it("are the same for a cart of 0 lines and of 99 lines, and at most 8", async () => {
    const product = await makeProduct(admin);
    const full = `full-${randomUUID().slice(0, 8)}`;
    const lines = Array.from({ length: 99 }, (_, n) => ({ type: "custom_item", name: `Line ${n}`, sku: `S-${n}`, quantity: 1, price: { amount: 100 } }));
    expect((await call("POST", `/v2/carts/${full}/items`, { token: implicit, body: { data: lines } })).status).toBe(201);

    // Warm up what a process reads once (the signing key) and what it remembers for the next add (a new
    // cart's settings, the product by id and by SKU: lib/storage/carts/fast-cart-store.ts).
    const warm = `warm-${randomUUID().slice(0, 8)}`;
    await countedAdd(warm, { type: "cart_item", id: product.id, quantity: 1 });
    await countedAdd(warm, { type: "cart_item", sku: product.attributes.sku, quantity: 1 });

    const unknownCart = await countedAdd(`new-${randomUUID().slice(0, 8)}`, { type: "cart_item", id: product.id, quantity: 1 });
    const emptyCart = `empty-${randomUUID().slice(0, 8)}`;
    expect((await call("GET", `/v2/carts/${emptyCart}`, { token: implicit })).status).toBe(200);
    const empty = await countedAdd(emptyCart, { type: "cart_item", id: product.id, quantity: 1 });
    const ninetyNine = await countedAdd(full, { type: "cart_item", id: product.id, quantity: 1 });
    const grown = await countedAdd(full, { type: "cart_item", sku: product.attributes.sku, quantity: 1 });

    expect(empty.lines).toBe(1);
    expect(ninetyNine.lines).toBe(100);
    expect(grown.lines).toBe(100);
    expect(ninetyNine.statements).toBe(empty.statements);
    expect(grown.statements).toBe(empty.statements);
    expect(unknownCart.statements).toBe(empty.statements);
    expect(empty.statements).toBeLessThanOrEqual(8);
    expect(ninetyNine.roundTrips).toBe(empty.roundTrips);
    expect(unknownCart.roundTrips).toBe(empty.roundTrips);
    expect(grown.roundTrips).toBe(empty.roundTrips);
    // PostgreSQL: one round trip, the add planned on what the process remembers: the lock and the guarded
    // write, one query and so one transaction. PGlite: in process, the lock, the reads and the write.
    if ((await getDriver()) === "postgres") expect([empty.roundTrips, empty.statements]).toEqual([1, 2]);
  });

  // PostgreSQL only (tests/support/database.ts): PGlite has no JIT.
  it.skipIf(!process.env.DATABASE_URL)("are never JIT-compiled by PostgreSQL (JIT would cost 20 to 50 ms on each add)", async () => {
    const db = await getDb();
    const result = (await db.execute(sql`select current_setting('jit') as jit`)) as unknown as { rows: { jit: string }[] };
    expect(result.rows[0].jit).toBe("off");
  });
});
