// The admin's usage counts (lib/commerce/promotions/promotion-usage.ts): counted by the promotion store from the
// promotion lines of placed orders, once per order, codes ignoring case. The store's count must agree with the rule
// run on the orders' own items as the API reads them back.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";
import { placeOrder } from "../support/order-fixtures";
import { makeCodePromotion } from "../support/promotions";
import { generatePromotionCodes, promotionUsage } from "@/lib/commerce/promotions/promotions";
import { storedUuid } from "@/lib/commerce/uuid";
import { codeUses, promotionUses, type UsageLine } from "@/lib/commerce/promotions/promotion-usage";

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

async function cartWithCode(productId: string, code?: string) {
  const cartId = `usage-${randomUUID().slice(0, 8)}`;
  expect((await call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data: { type: "cart_item", id: productId, quantity: 1 } } })).status).toBe(201);
  if (code) expect((await call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data: { type: "promotion_item", code } } })).status).toBe(201);
  return cartId;
}

describe("promotion usage", () => {
  it("counts placed orders per promotion and per code (any case), not carts, and agrees with the rule", async () => {
    const { promotion, code } = await makeCodePromotion(admin, { currencies: [{ currency: "USD", amount: 250 }] });
    const [second] = await generatePromotionCodes(storedUuid(promotion.id), { prefix: "USE-", count: 1 });
    const product = await makeProduct(admin, { price: { USD: { amount: 1999 } } });

    const before = (await promotionUsage([promotion.id])).get(promotion.id)!;
    expect(before.orders).toBe(0);
    expect(codeUses(before, code)).toBe(0);

    const orders = [];
    orders.push(await placeOrder(await cartWithCode(product.id, code), implicit));
    orders.push(await placeOrder(await cartWithCode(product.id, code.toLowerCase()), implicit));
    orders.push(await placeOrder(await cartWithCode(product.id, second.code), implicit));
    await placeOrder(await cartWithCode(product.id), implicit);
    await cartWithCode(product.id, code); // a cart with the code, never checked out

    const uses = (await promotionUsage([promotion.id])).get(promotion.id)!;
    expect(uses.orders).toBe(3);
    expect(codeUses(uses, code)).toBe(2);
    expect(codeUses(uses, second.code)).toBe(1);

    // The orders as the API gives them back (an order item names the cart item type it was): the discount was 2.50
    // on 19.99, and the rule counts the same.
    const lines: UsageLine[] = [];
    for (const order of orders) {
      const read = await call("GET", `/v2/orders/${order.id}?include=items`, { token: admin });
      expect(read.status).toBe(200);
      expect(read.body.data.meta.display_price.with_tax.amount).toBe(1749);
      for (const item of read.body.included.items) lines.push({ orderId: order.id, type: item.relationships.cart_item.data.type, promotionId: item.promotion_id, code: item.code });
    }
    const ruled = promotionUses(lines, promotion.id);
    expect(ruled.orders).toBe(uses.orders);
    expect([...ruled.codes].sort()).toEqual([...uses.codes].sort());
  });
});
