// Contract §6 "Concurrency" for promotions: applications of a code to one cart are serialised by the
// cart's lock, so 20 at once add exactly one promotion line (quantity 1), whatever the interleaving.
// Runs on PGlite by default and on PostgreSQL with DATABASE_URL.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";
import { makeCodePromotion } from "../support/promotions";

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

const add = (cartId: string, data: unknown) => call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data } });

describe("concurrent applications of a code", () => {
  it("20 parallel applications of one code add exactly one promotion line", async () => {
    const { code, promotion } = await makeCodePromotion(admin, { promotion_type: "percent_discount", currencies: [{ currency: "USD", percentage: 10 }] });
    const product = await makeProduct(admin);
    const cartId = `race-${randomUUID().slice(0, 8)}`;
    expect((await add(cartId, { type: "cart_item", id: product.id, quantity: 3 })).status).toBe(201);

    const responses = await Promise.all(Array.from({ length: 20 }, (_, n) => add(cartId, { type: "promotion_item", code: n % 2 ? code : code.toLowerCase() })));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
    for (const response of responses) {
      expect(response.body.data.filter((i: any) => i.type === "promotion_item")).toHaveLength(1);
    }
    const items = await call("GET", `/v2/carts/${cartId}/items`, { token: implicit });
    const lines = items.body.data.filter((i: any) => i.type === "promotion_item");
    expect(lines).toEqual([expect.objectContaining({ promotion_id: promotion.id, quantity: 1, value: expect.objectContaining({ amount: -300 }) })]);
    expect(items.body.meta.display_price.with_tax.amount).toBe(2700);
  });

  it("20 parallel requests adding a product and the code to one unknown cart: the cart is made once, one promotion line", async () => {
    const { code } = await makeCodePromotion(admin);
    const product = await makeProduct(admin);
    const cartId = `fresh-${randomUUID().slice(0, 8)}`;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => add(cartId, [{ type: "cart_item", id: product.id, quantity: 1 }, { type: "promotion_item", code }])),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
    const items = await call("GET", `/v2/carts/${cartId}/items`, { token: implicit });
    expect(items.body.data.map((i: any) => [i.type, i.quantity])).toEqual([
      ["cart_item", 20],
      ["promotion_item", 1],
    ]);
  });
});
