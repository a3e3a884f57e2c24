// Promotions a merchant controls (docs/money.md "Promotions"): whether a code combines with others, usage limits
// counted from placed orders, and why a code gives nothing, in a shopper's words, through the API.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";
import { checkoutBody, placeOrder } from "../support/order-fixtures";
import { makeCodePromotion, makePromotion } from "../support/promotions";

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

const add = (cartId: string, data: unknown) => call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data } });
const promotionLines = (body: any) => body.data.filter((i: any) => i.type === "promotion_item");

async function cartOf(productId: string, quantity = 1) {
  const cartId = `controls-${randomUUID().slice(0, 8)}`;
  expect((await add(cartId, { type: "cart_item", id: productId, quantity })).status).toBe(201);
  return cartId;
}

describe("promotions a merchant controls", () => {
  it("a second code that does not combine is refused with 422 in a shopper's words, and nothing changes", async () => {
    const product = await makeProduct(admin, { price: { USD: { amount: 5000 } } });
    const first = await makeCodePromotion(admin, { currencies: [{ currency: "USD", amount: 500 }] });
    const second = await makeCodePromotion(admin, { currencies: [{ currency: "USD", amount: 300 }] });
    const cartId = await cartOf(product.id);
    expect((await add(cartId, { type: "promotion_item", code: first.code })).status).toBe(201);
    const refused = await add(cartId, { type: "promotion_item", code: second.code });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({
      status: 422,
      title: "Could not apply EP promotion with the given code",
      detail: `${second.code} cannot be used together with ${first.code}: remove ${first.code} to use ${second.code}.`,
      meta: { code: second.code },
    });
    const cart = await call("GET", `/v2/carts/${cartId}/items`, { token: implicit });
    expect(promotionLines(cart.body).map((l: any) => l.code)).toEqual([first.code]);
    expect(cart.body.meta.display_price.with_tax.amount).toBe(5000 - 500);
  });

  it("codes that both combine apply together", async () => {
    const product = await makeProduct(admin, { price: { USD: { amount: 5000 } } });
    const first = await makeCodePromotion(admin, { combinable: true, currencies: [{ currency: "USD", amount: 500 }] });
    const second = await makeCodePromotion(admin, { combinable: true, currencies: [{ currency: "USD", amount: 300 }] });
    const cartId = await cartOf(product.id);
    await add(cartId, { type: "promotion_item", code: first.code });
    const both = await add(cartId, { type: "promotion_item", code: second.code });
    expect(both.status).toBe(201);
    expect(both.body.meta.display_price.discount.amount).toBe(-800);
    // The settings are echoed as the promotion's own attributes.
    const stored = await call("GET", `/v2/promotions/${first.promotion.id}`, { token: admin });
    expect(stored.body.data).toMatchObject({ combinable: true, max_uses: null, max_uses_per_customer: null });
  });

  it("a code used by as many orders as its limit is refused as used up; below its minimum the cart says what to add", async () => {
    const product = await makeProduct(admin, { price: { USD: { amount: 2000 } } });
    const limited = await makeCodePromotion(admin, { max_uses: 1, currencies: [{ currency: "USD", amount: 200 }], min_cart_value: [{ currency: "USD", amount: 3000 }] });
    const cartId = await cartOf(product.id);
    const below = await add(cartId, { type: "promotion_item", code: limited.code });
    expect(below.status).toBe(201);
    expect(below.body.meta.messages).toContainEqual(
      expect.objectContaining({ description: `${limited.code} applies from $30.00 of goods: add $10.00 more.` }),
    );
    await add(cartId, { type: "cart_item", id: product.id, quantity: 1 });
    await placeOrder(cartId, implicit);

    const next = await cartOf(product.id, 2);
    const refused = await add(next, { type: "promotion_item", code: limited.code });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].detail).toBe(`${limited.code} has been used up: it is no longer available.`);
  });

  it("an automatic promotion applies in a cart of a store whose settings give carts rule promotions; the better of it and a code wins", async () => {
    const currency = "USD";
    expect((await call("PUT", "/v2/settings/cart", { token: admin, body: { data: { type: "settings", discounts: { use_rule_promotions: true } } } })).status).toBe(200);
    try {
      const product = await makeProduct(admin, { price: { USD: { amount: 6000 } } });
      const automatic = await makePromotion(admin, { name: "Spend 100, save 15", automatic: true, currencies: [{ currency, amount: 1500 }], min_cart_value: [{ currency, amount: 10_000 }] });
      const code = await makeCodePromotion(admin, { promotion_type: "percent_discount", currencies: [{ currency, percentage: 10 }] });
      const cartId = await cartOf(product.id); // 60.00: below the minimum
      expect(promotionLines((await call("GET", `/v2/carts/${cartId}/items`, { token: implicit })).body)).toEqual([]);
      const over = await add(cartId, { type: "cart_item", id: product.id, quantity: 1 }); // 120.00
      expect(promotionLines(over.body)).toEqual([expect.objectContaining({ promotion_id: automatic.id, value: expect.objectContaining({ amount: -1500 }) })]);
      // 10% of 120.00 = 12.00 < 15.00: the code is kept in the cart, worth 0, and the cart says why.
      const withCode = await add(cartId, { type: "promotion_item", code: code.code });
      expect(withCode.status).toBe(201);
      expect(withCode.body.meta.display_price.discount.amount).toBe(-1500);
      expect(withCode.body.meta.messages).toContainEqual(
        expect.objectContaining({ description: `${code.code} is not used: Spend 100, save 15 takes more off, and the two do not combine.` }),
      );
    } finally {
      await call("PUT", "/v2/settings/cart", { token: admin, body: { data: { type: "settings", discounts: { use_rule_promotions: false } } } });
    }
  });

  describe("usage limits are judged again at checkout", () => {
    const checkout = (cartId: string, email: string) =>
      call("POST", `/v2/carts/${cartId}/checkout`, { token: implicit, body: checkoutBody({ customer: { name: "Shopper", email } }) });

    it("two carts holding the last use of a code: one checkout takes it, the other is refused in a shopper's words and places nothing", async () => {
      const product = await makeProduct(admin, { price: { USD: { amount: 4000 } } });
      const limited = await makeCodePromotion(admin, { max_uses: 1, currencies: [{ currency: "USD", amount: 500 }] });
      const carts = [await cartOf(product.id), await cartOf(product.id)];
      // Both carts accept the code: no order has used it yet.
      for (const cartId of carts) expect((await add(cartId, { type: "promotion_item", code: limited.code })).status).toBe(201);
      const ordersBefore = (await call("GET", "/v2/orders?page[limit]=100", { token: admin })).body.meta.results.total;

      const answers = await Promise.all(carts.map((cartId, n) => checkout(cartId, `limit-${n}-${randomUUID().slice(0, 6)}@example.com`)));
      expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
      const refused = answers.find((a) => a.status === 422)!;
      expect(refused.body.errors[0]).toMatchObject({ status: 422, title: "Promotion no longer available", detail: `${limited.code} has been used up: it is no longer available.` });
      expect((await call("GET", "/v2/orders?page[limit]=100", { token: admin })).body.meta.results.total).toBe(ordersBefore + 1);
      const placed = answers.find((a) => a.status === 201)!;
      expect(placed.body.data.meta.display_price.with_tax.amount).toBe(4000 - 500);
      // The refused cart is as it was: the code is still there (worth 0 now, and the cart says why).
      const refusedCart = carts[answers.indexOf(refused)];
      const after = await call("GET", `/v2/carts/${refusedCart}/items`, { token: implicit });
      expect(promotionLines(after.body).map((l: any) => l.code)).toEqual([limited.code]);
      expect(after.body.meta.messages).toContainEqual(expect.objectContaining({ description: `${limited.code} has been used up: it is no longer available.` }));
    });

    it("a guest's uses count by the order's e-mail, in any case: the same e-mail is refused, another is not", async () => {
      const product = await makeProduct(admin, { price: { USD: { amount: 4000 } } });
      const once = await makeCodePromotion(admin, { max_uses_per_customer: 1, currencies: [{ currency: "USD", amount: 500 }] });
      const email = `once-${randomUUID().slice(0, 6)}@example.com`;
      const first = await cartOf(product.id);
      await add(first, { type: "promotion_item", code: once.code });
      expect((await checkout(first, email)).status).toBe(201);

      // A new guest cart knows no e-mail: it takes the code; its checkout with the same address (other case) does not.
      const second = await cartOf(product.id);
      expect((await add(second, { type: "promotion_item", code: once.code })).status).toBe(201);
      const ordersBefore = (await call("GET", "/v2/orders?page[limit]=100", { token: admin })).body.meta.results.total;
      const refused = await checkout(second, email.toUpperCase());
      expect(refused.status).toBe(422);
      expect(refused.body.errors[0].detail).toBe(`You have already used ${once.code} as often as it allows.`);
      expect((await call("GET", "/v2/orders?page[limit]=100", { token: admin })).body.meta.results.total).toBe(ordersBefore);

      const other = await checkout(second, `other-${randomUUID().slice(0, 6)}@example.com`);
      expect(other.status).toBe(201);
      expect(other.body.data.meta.display_price.with_tax.amount).toBe(4000 - 500);
    });
  });
});
