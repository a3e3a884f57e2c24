// An add planned on what the process remembers of the cart (lib/storage/carts/fast-cart-store.ts) goes to PostgreSQL in one
// round trip; whatever changed in between — a product's price, a line written by another instance, a
// custom discount, the store's cart settings — the guard refuses the plan, nothing of it is written, and
// the add is planned again from a read. Every answer must be what a plain read of the cart then gives.
// On PGlite nothing is planned ahead (no round trips to save): the same answers, in process.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, getDriver } from "@/lib/storage/db";
import { statementCounter } from "../support/statement-counter";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";

let admin: string;
let implicit: string;
let postgres: boolean;
beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
  postgres = (await getDriver()) === "postgres";
});

const newCartId = () => `planned-${randomUUID().slice(0, 8)}`;

/** POST …/items, with the round trips and statements it took. */
async function add(cartId: string, data: unknown, token = implicit) {
  const before = { ...statementCounter };
  const response = await call("POST", `/v2/carts/${cartId}/items`, { token, body: { data } });
  return { ...response, roundTrips: statementCounter.roundTrips - before.roundTrips, statements: statementCounter.count - before.count };
}

/** The add's answer is what GET …/items gives right after. */
async function expectAnswerIsTheCart(cartId: string, answer: { body: any }) {
  const items = await call("GET", `/v2/carts/${cartId}/items`, { token: implicit });
  expect(answer.body.data).toEqual(items.body.data);
  expect(answer.body.meta.display_price).toEqual(items.body.meta.display_price);
}

const expectTrips = (response: { roundTrips: number; statements: number }, trips: number) => {
  if (!postgres) return;
  expect(response.roundTrips).toBe(trips);
  // Planned ahead: the lock and the guarded write. Refused: those two, then the usual add (BEGIN, lock,
  // read, discount context; write, COMMIT) — within the 8 statements an add may take.
  expect(response.statements).toBe(trips === 1 ? 2 : 8);
};

describe("an add planned on what the process remembers", () => {
  it("takes one round trip on PostgreSQL and answers what a read of the cart gives", async () => {
    const product = await makeProduct(admin);
    const cartId = newCartId();
    expect((await add(cartId, { type: "cart_item", id: product.id, quantity: 1 })).status).toBe(201);
    // An administrator's custom item is planned ahead too (a shopper's first reads the catalog's skus and
    // names it may not take: custom-item-names.ts).
    const second = await add(cartId, [
      { type: "cart_item", id: product.id, quantity: 2 },
      { type: "custom_item", name: "Gift wrap", sku: "WRAP", quantity: 1, price: { amount: 250 } },
    ], admin);
    expect(second.status).toBe(201);
    expectTrips(second, 1);
    expect(second.body.data.map((item: any) => [item.quantity, item.value.amount])).toEqual([
      [3, 3000],
      [1, 250],
    ]);
    await expectAnswerIsTheCart(cartId, second);
  });

  it("charges a product's new price: the guard refuses a plan made on the old one", async () => {
    const product = await makeProduct(admin, { price: { USD: { amount: 1000, includes_tax: false } } });
    const cartId = newCartId();
    await add(cartId, { type: "cart_item", id: product.id, quantity: 1 });
    const repriced = await call("PUT", `/pcm/products/${product.id}`, {
      token: admin,
      body: { data: { type: "product", attributes: { price: { USD: { amount: 1500, includes_tax: false } } } } },
    });
    expect(repriced.status).toBe(200);

    const after = await add(cartId, { type: "cart_item", id: product.id, quantity: 1 });
    expect(after.status).toBe(201);
    // The refused plan's round trip, then the two of an add that reads first.
    expectTrips(after, 3);
    expect(after.body.data[0]).toMatchObject({ quantity: 2, unit_price: { amount: 1500 }, value: { amount: 3000 } });
    await expectAnswerIsTheCart(cartId, after);
    // Remembered again: the next add is planned ahead once more.
    const next = await add(cartId, { type: "cart_item", id: product.id, quantity: 1 });
    expectTrips(next, 1);
    expect(next.body.data[0]).toMatchObject({ quantity: 3, value: { amount: 4500 } });
  });

  it("sees a line another instance wrote, and leaves nothing of the refused plan behind", async () => {
    const [a, b] = [await makeProduct(admin), await makeProduct(admin)];
    const cartId = newCartId();
    await add(cartId, { type: "cart_item", id: a.id, quantity: 1 });
    // The process has read product B (for another cart): the next add to this cart can be planned ahead.
    await add(newCartId(), { type: "cart_item", id: b.id, quantity: 1 });
    const db = await getDb();
    await db.execute(sql`update cart_items set quantity = 7 where cart_id = ${cartId}`);

    const after = await add(cartId, { type: "cart_item", id: b.id, quantity: 1 });
    expect(after.status).toBe(201);
    expectTrips(after, 3);
    expect(after.body.data.map((item: any) => [item.product_id, item.quantity])).toEqual([
      [a.id, 7],
      [b.id, 1],
    ]);
    await expectAnswerIsTheCart(cartId, after);
  });

  it("applies a custom discount added since the last add", async () => {
    const product = await makeProduct(admin, { price: { USD: { amount: 1000, includes_tax: false } } });
    const created = await call("POST", "/v2/carts", { token: implicit, body: { data: { name: "Custom", discount_settings: { custom_discounts_enabled: true } } } });
    const cartId = created.body.data.id as string;
    await add(cartId, { type: "cart_item", id: product.id, quantity: 1 });
    const discount = await call("POST", `/v2/carts/${cartId}/custom-discounts`, {
      token: admin,
      body: { data: { type: "custom_discount", amount: { amount: -300, currency: "USD" }, description: "Loyalty", discount_code: "LOYAL", discount_engine: "Talon.one", external_id: "ext-loyal" } },
    });
    expect(discount.status).toBe(201);

    const after = await add(cartId, { type: "cart_item", id: product.id, quantity: 1 });
    expect(after.status).toBe(201);
    expectTrips(after, 3);
    expect(after.body.meta.display_price).toMatchObject({ without_discount: { amount: 2000 }, discount: { amount: -300 }, without_tax: { amount: 1700 } });
    await expectAnswerIsTheCart(cartId, after);
  });

  it("gives a new cart the store's current cart settings, even when the last new cart had others", async () => {
    const product = await makeProduct(admin);
    const settings = (custom: boolean) =>
      call("PUT", "/v2/settings/cart", { token: admin, body: { data: { type: "settings", discounts: { custom_discounts_enabled: custom, use_rule_promotions: false } } } });
    try {
      expect((await add(newCartId(), { type: "cart_item", id: product.id, quantity: 1 })).status).toBe(201);
      expect((await settings(true)).status).toBe(200);
      const cartId = newCartId();
      const after = await add(cartId, { type: "cart_item", id: product.id, quantity: 1 });
      expect(after.status).toBe(201);
      expectTrips(after, 3);
      const cart = await call("GET", `/v2/carts/${cartId}`, { token: implicit });
      expect(cart.body.data.discount_settings.custom_discounts_enabled).toBe(true);
      await expectAnswerIsTheCart(cartId, after);
    } finally {
      expect((await settings(false)).status).toBe(200);
    }
  });
});
