// Automatic (rule) promotions (docs/api.md "Adding to a cart"): an `automatic` promotion applies by its
// conditions, without a code, only in carts whose use_rule_promotions is true, and stops applying as
// soon as a condition no longer holds. It shows as a promotion_item line keyed by the promotion's id.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";
import { makeCodePromotion, makePromotion } from "../support/promotions";

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

const newCartId = () => `rule-${randomUUID().slice(0, 8)}`;
const add = (cartId: string, data: unknown) => call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data } });
const items = (cartId: string) => call("GET", `/v2/carts/${cartId}/items`, { token: implicit });
const setQuantity = (cartId: string, itemId: string, quantity: number) =>
  call("PUT", `/v2/carts/${cartId}/items/${itemId}`, { token: implicit, body: { data: { type: "cart_item", quantity } } });
const promotionLines = (body: any) => body.data.filter((i: any) => i.type === "promotion_item");
const ruleSetting = (cartId: string, on = true) =>
  call("PUT", `/v2/carts/${cartId}`, { token: implicit, body: { data: { discount_settings: { use_rule_promotions: on } } } });

/** Each test makes its own automatic promotion in a currency of its own, so tests do not see each other's. */
let currencies = ["CAD", "AUD", "NZD", "CHF", "SEK", "NOK", "DKK", "PLN", "CZK", "HUF", "MXN", "BRL"];
const nextCurrency = () => currencies.shift()!;

async function ruleCart(currency: string, unit: number, quantity = 1) {
  const product = await makeProduct(admin, { price: { [currency]: { amount: unit, includes_tax: false } } });
  const cartId = newCartId();
  expect((await call("GET", `/v2/carts/${cartId}`, { token: implicit })).status).toBe(200);
  expect((await ruleSetting(cartId)).status).toBe(200);
  const added = await call("POST", `/v2/carts/${cartId}/items`, {
    token: implicit,
    headers: { "x-moltin-currency": currency },
    body: { data: { type: "cart_item", id: product.id, quantity } },
  });
  expect(added.status).toBe(201);
  return { cartId, product, line: added.body.data[0], response: added };
}

describe("automatic promotions", () => {
  it("apply without a code once min_cart_value is reached, keyed by the promotion's id, and go when it is not", async () => {
    const currency = nextCurrency();
    const promotion = await makePromotion(admin, {
      name: "Spend 100, save 15",
      automatic: true,
      currencies: [{ currency, amount: 1500 }],
      min_cart_value: [{ currency, amount: 10_000 }],
    });
    const { cartId, line, response } = await ruleCart(currency, 6000);
    expect(promotionLines(response.body)).toEqual([]);

    const reached = await setQuantity(cartId, line.id, 2);
    const [automatic] = promotionLines(reached.body);
    expect(automatic).toMatchObject({ type: "promotion_item", name: "Spend 100, save 15", quantity: 1, promotion_id: promotion.id, code: null, value: { amount: -1500, currency } });
    expect(reached.body.meta.discounts).toEqual({ [promotion.id]: expect.objectContaining({ amount: -1500, currency }) });
    expect(reached.body.meta.display_price).toMatchObject({ without_discount: { amount: 12_000 }, discount: { amount: -1500 }, with_tax: { amount: 10_500 } });
    // The same line (a stable id) at every pricing, and in the cart's relationships.
    const again = await items(cartId);
    expect(promotionLines(again.body)[0].id).toBe(automatic.id);
    const cart = await call("GET", `/v2/carts/${cartId}`, { token: implicit });
    expect(cart.body.data.relationships.items.data).toContainEqual({ type: "promotion_item", id: automatic.id });
    expect(cart.body.data.meta.display_price.with_tax.amount).toBe(10_500);

    const dropped = await setQuantity(cartId, line.id, 1);
    expect(promotionLines(dropped.body)).toEqual([]);
    expect(dropped.body.meta.discounts).toEqual({});
    expect(dropped.body.meta.display_price.with_tax.amount).toBe(6000);
  });

  it("apply only in carts whose use_rule_promotions is true: per cart, and from the store settings for new carts", async () => {
    const currency = nextCurrency();
    await makePromotion(admin, { automatic: true, currencies: [{ currency, amount: 100 }] });
    const product = await makeProduct(admin, { price: { [currency]: { amount: 1000, includes_tax: false } } });
    const addTo = (cartId: string) =>
      call("POST", `/v2/carts/${cartId}/items`, { token: implicit, headers: { "x-moltin-currency": currency }, body: { data: { type: "cart_item", id: product.id, quantity: 1 } } });

    const plain = newCartId();
    expect(promotionLines((await addTo(plain)).body)).toEqual([]);
    expect((await ruleSetting(plain)).status).toBe(200);
    expect(promotionLines((await items(plain)).body)).toHaveLength(1);
    expect((await ruleSetting(plain, false)).status).toBe(200);
    expect(promotionLines((await items(plain)).body)).toEqual([]);

    const settings = (use_rule_promotions: boolean) =>
      call("PUT", "/v2/settings/cart", { token: admin, body: { data: { type: "settings", discounts: { use_rule_promotions } } } });
    expect((await settings(true)).status).toBe(200);
    const ruled = newCartId();
    const added = await addTo(ruled);
    expect((await settings(false)).status).toBe(200);
    expect(promotionLines(added.body)).toEqual([expect.objectContaining({ value: expect.objectContaining({ amount: -100 }) })]);
    // The cart keeps the setting it was created with.
    expect(promotionLines((await items(ruled)).body)).toHaveLength(1);
  });

  it("follow their window and enabled flag, judged at the cart's snapshot date", async () => {
    const currency = nextCurrency();
    const promotion = await makePromotion(admin, { automatic: true, currencies: [{ currency, amount: 100 }], start: "2099-01-01" });
    const { cartId } = await ruleCart(currency, 1000);
    expect(promotionLines((await items(cartId)).body)).toEqual([]);
    await call("PUT", `/v2/promotions/${promotion.id}`, { token: admin, body: { data: { start: "2020-01-01" } } });
    expect(promotionLines((await items(cartId)).body)).toHaveLength(1);
    await call("PUT", `/v2/promotions/${promotion.id}`, { token: admin, body: { data: { enabled: false } } });
    expect(promotionLines((await items(cartId)).body)).toEqual([]);

    // A cart acting on a future date sees the promotions of that date.
    await call("PUT", `/v2/promotions/${promotion.id}`, { token: admin, body: { data: { enabled: true, start: "2099-01-01" } } });
    await call("PUT", "/v2/settings/cart", { token: admin, body: { data: { type: "settings", snapshot_date: "2099-06-01T00:00:00Z", discounts: { use_rule_promotions: true } } } });
    const future = newCartId();
    const product = await makeProduct(admin, { price: { [currency]: { amount: 1000, includes_tax: false } } });
    const added = await call("POST", `/v2/carts/${future}/items`, {
      token: implicit,
      headers: { "x-moltin-currency": currency },
      body: { data: { type: "cart_item", id: product.id, quantity: 1 } },
    });
    await call("PUT", "/v2/settings/cart", { token: admin, body: { data: { type: "settings", snapshot_date: "", discounts: { use_rule_promotions: false } } } });
    expect(promotionLines(added.body)).toHaveLength(1);
  });

  it("need terms in the cart's currency and a product line; never more than the subtotal", async () => {
    const currency = nextCurrency();
    await makePromotion(admin, { automatic: true, currencies: [{ currency, amount: 5000 }] });
    const empty = newCartId();
    await call("GET", `/v2/carts/${empty}`, { token: implicit });
    await ruleSetting(empty);
    expect((await items(empty)).body.data).toEqual([]);

    const { cartId } = await ruleCart(currency, 1000);
    const response = await items(cartId);
    expect(promotionLines(response.body)[0].value.amount).toBe(-1000);
    expect(response.body.meta.display_price.with_tax.amount).toBe(0);

    // In another currency it does not apply at all.
    const other = await ruleCart("USD", 1000);
    expect(promotionLines((await items(other.cartId)).body).filter((l: any) => l.value.currency === currency)).toEqual([]);
  });

  it("a promotion applies once: its code line wins over its automatic line", async () => {
    const currency = nextCurrency();
    const { promotion, code } = await makeCodePromotion(admin, { automatic: true, currencies: [{ currency, amount: 200 }] });
    const { cartId } = await ruleCart(currency, 1000);
    expect(promotionLines((await items(cartId)).body)).toEqual([expect.objectContaining({ code: null, promotion_id: promotion.id })]);
    const withCode = await add(cartId, { type: "promotion_item", code });
    expect(withCode.status).toBe(201);
    expect(promotionLines(withCode.body)).toEqual([expect.objectContaining({ code, promotion_id: promotion.id, value: expect.objectContaining({ amount: -200 }) })]);
    expect(withCode.body.meta.discounts).toEqual({ [code]: expect.objectContaining({ amount: -200 }) });
    expect((await call("DELETE", `/v2/carts/${cartId}/discounts/${code}`, { token: implicit })).status).toBe(204);
    expect(promotionLines((await items(cartId)).body)).toEqual([expect.objectContaining({ code: null })]);
  });

  it("cannot be removed as an item or by a code", async () => {
    const currency = nextCurrency();
    const promotion = await makePromotion(admin, { automatic: true, currencies: [{ currency, amount: 100 }] });
    const { cartId } = await ruleCart(currency, 1000);
    const [automatic] = promotionLines((await items(cartId)).body);
    expect((await call("DELETE", `/v2/carts/${cartId}/items/${automatic.id}`, { token: implicit })).status).toBe(404);
    expect((await call("DELETE", `/v2/carts/${cartId}/discounts/${promotion.id}`, { token: implicit })).status).toBe(404);
    expect(promotionLines((await items(cartId)).body)).toHaveLength(1);
  });

  it("hold a place of the 100-item limit while shown, and only take free places", async () => {
    const currency = nextCurrency();
    await makePromotion(admin, { automatic: true, currencies: [{ currency, amount: 100 }], min_cart_value: [{ currency, amount: 9_950 }] });
    const cartId = newCartId();
    await call("GET", `/v2/carts/${cartId}`, { token: implicit });
    await ruleSetting(cartId);
    const lines = (n: number, from = 0) => Array.from({ length: n }, (_, k) => ({ type: "custom_item", name: `L${from + k}`, sku: `L${from + k}`, quantity: 1, price: { amount: 100, includes_tax: false } }));
    const addLines = (data: unknown) => call("POST", `/v2/carts/${cartId}/items`, { token: implicit, headers: { "x-moltin-currency": currency }, body: { data } });
    // 99 lines of 100: 9,900, below the minimum. The 100th line reaches it, but the cart is full: no room.
    expect((await addLines(lines(99))).status).toBe(201);
    const full = await addLines(lines(1, 99));
    expect(full.status).toBe(201);
    expect(full.body.data).toHaveLength(100);
    expect(promotionLines(full.body)).toEqual([]);
    // Free a place: the promotion takes it, and then holds it against new lines.
    const freed = await call("DELETE", `/v2/carts/${cartId}/items/${full.body.data[0].id}`, { token: implicit });
    const grow = await call("PUT", `/v2/carts/${cartId}/items/${full.body.data[1].id}`, { token: implicit, body: { data: { quantity: 2 } } });
    expect(freed.status).toBe(200);
    expect(grow.body.data).toHaveLength(100);
    expect(promotionLines(grow.body)).toHaveLength(1);
    const refused = await addLines(lines(1, 500));
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({ title: "Cart item limit reached" });
  });
});
