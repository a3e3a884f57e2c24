// The demo store's promotions work with the promotions domain: WELCOME10 (10% with a code) and the
// automatic "Spend 100, save 15" (the demo's carts take automatic promotions: its cart settings say so). The two do
// not combine: the one that takes more off applies. The demo store is seeded into this file's own database.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/storage/db";
import { DEMO_IDS, seedDemoStore } from "@/lib/seed/demo-store";
import { call, implicitToken } from "../support/api";

let implicit: string;

beforeAll(async () => {
  await seedDemoStore(await getDb());
  implicit = await implicitToken();
});

const add = (cartId: string, data: unknown) => call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data } });
const promotionLines = (body: any) => body.data.filter((i: any) => i.type === "promotion_item");

describe("demo promotions", () => {
  it("WELCOME10 takes 10% off with its code, in any case", async () => {
    const cartId = `demo-${randomUUID().slice(0, 8)}`;
    await add(cartId, { type: "cart_item", id: DEMO_IDS.board, quantity: 1 }); // 45.00
    const response = await add(cartId, { type: "promotion_item", code: "welcome10" });
    expect(response.status).toBe(201);
    expect(promotionLines(response.body)).toEqual([expect.objectContaining({ name: "Welcome 10% off", code: "WELCOME10", value: expect.objectContaining({ amount: -450 }) })]);
    expect(response.body.meta.display_price.with_tax).toEqual({ amount: 4050, currency: "USD", formatted: "$40.50" });
  });

  it("Spend 100, save 15 applies by itself in a new cart from $100 on, as the admin lists it: running", async () => {
    const cartId = `demo-${randomUUID().slice(0, 8)}`;
    const below = await add(cartId, { type: "cart_item", id: DEMO_IDS.throw, quantity: 1 }); // 89.00
    expect(below.body.data.length).toBe(1);
    expect(promotionLines(below.body)).toEqual([]);
    const above = await add(cartId, { type: "cart_item", id: DEMO_IDS.mug, quantity: 1 }); // 103.00
    expect(promotionLines(above.body)).toEqual([expect.objectContaining({ name: "Spend 100, save 15", promotion_id: DEMO_IDS.automaticPromotion })]);
    expect(above.body.meta.discounts).toEqual({ [DEMO_IDS.automaticPromotion]: { amount: -1500, currency: "USD", formatted: "-$15.00" } });
    expect(above.body.meta.display_price.with_tax.amount).toBe(10_300 - 1500);
    // With WELCOME10 as well: 10% of 103.00 is 10.30 < 15.00, and the two do not combine: 15.00 alone, and the cart says why.
    const both = await add(cartId, { type: "promotion_item", code: "WELCOME10" });
    expect(both.body.meta.display_price).toMatchObject({ discount: { amount: -1500 }, with_tax: { amount: 10_300 - 1500 } });
    expect(both.body.meta.messages).toContainEqual(
      expect.objectContaining({ description: "WELCOME10 is not used: Spend 100, save 15 takes more off, and the two do not combine." }),
    );
  });

  it("Spend 100, save 15 does not apply in a cart that sets use_rule_promotions false (the API's own choice)", async () => {
    const cartId = `demo-${randomUUID().slice(0, 8)}`;
    await call("GET", `/v2/carts/${cartId}`, { token: implicit });
    await call("PUT", `/v2/carts/${cartId}`, { token: implicit, body: { data: { discount_settings: { use_rule_promotions: false } } } });
    const response = await add(cartId, { type: "cart_item", id: DEMO_IDS.throw, quantity: 2 });
    expect(promotionLines(response.body)).toEqual([]);
  });
});
