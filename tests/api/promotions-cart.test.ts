// Promotion codes in carts (docs/api.md "Adding to a cart"): `{type:"promotion_item", code}`
// adds the discount as a line whose amount is derived again at every pricing.
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

const newCartId = () => `promo-${randomUUID().slice(0, 8)}`;
const add = (cartId: string, data: unknown, options: { options?: unknown; headers?: Record<string, string> } = {}) =>
  call("POST", `/v2/carts/${cartId}/items`, { token: implicit, headers: options.headers, body: { data, ...(options.options ? { options: options.options } : {}) } });
const items = (cartId: string) => call("GET", `/v2/carts/${cartId}/items`, { token: implicit });
const setQuantity = (cartId: string, itemId: string, quantity: number) =>
  call("PUT", `/v2/carts/${cartId}/items/${itemId}`, { token: implicit, body: { data: { type: "cart_item", quantity } } });
const promotionLine = (body: any) => body.data.find((i: any) => i.type === "promotion_item");
const total = (body: any, measure = "with_tax") => body.meta.display_price[measure].amount;

async function cartWith(amount: number, quantity = 1, price: Record<string, { amount: number; includes_tax?: boolean }> = { USD: { amount } }) {
  const product = await makeProduct(admin, { price });
  const cartId = newCartId();
  const response = await add(cartId, { type: "cart_item", id: product.id, quantity });
  expect(response.status).toBe(201);
  return { cartId, product, line: response.body.data[0] };
}

describe("applying a code", () => {
  it("a fixed discount is a promotion_item line of quantity 1 whose whole negative amount is discount", async () => {
    const { code, promotion } = await makeCodePromotion(admin, { name: "Five off", currencies: [{ currency: "USD", amount: 500 }] });
    const { cartId } = await cartWith(1000, 2);
    const response = await add(cartId, { type: "promotion_item", code });
    expect(response.status).toBe(201);
    expect(response.body.data).toHaveLength(2);
    const line = promotionLine(response.body);
    expect(line).toMatchObject({
      type: "promotion_item",
      name: "Five off",
      sku: code,
      quantity: 1,
      promotion_id: promotion.id,
      code,
      unit_price: { amount: -500, currency: "USD" },
      value: { amount: -500, currency: "USD" },
    });
    expect(line.meta.display_price.discount.value).toEqual({ amount: -500, currency: "USD", formatted: "-$5.00" });
    expect(line.meta.display_price.without_discount.value.amount).toBe(0);
    // Product lines keep discount 0: the promotion line carries it.
    expect(response.body.data[0].meta.display_price.discount.value.amount).toBe(0);
    expect(response.body.meta.display_price).toMatchObject({
      without_discount: { amount: 2000 },
      discount: { amount: -500, formatted: "-$5.00" },
      without_tax: { amount: 1500 },
      tax: { amount: 0 },
      with_tax: { amount: 1500, formatted: "$15.00" },
    });
    expect(response.body.meta.discounts).toEqual({ [code]: { amount: -500, currency: "USD", formatted: "-$5.00" } });
    // The cart shows the same, and lists the line.
    const cart = await call("GET", `/v2/carts/${cartId}`, { token: implicit });
    expect(cart.body.data.meta.display_price.with_tax.amount).toBe(1500);
    expect(cart.body.data.meta.discounts).toEqual(response.body.meta.discounts);
    expect(cart.body.data.relationships.items.data).toContainEqual({ type: "promotion_item", id: line.id });
  });

  it("codes ignore case; the line keeps the code as the administrator wrote it", async () => {
    const { code } = await makeCodePromotion(admin, { code: `MiXeD-${randomUUID().slice(0, 6)}` });
    const { cartId } = await cartWith(1000);
    const response = await add(cartId, { type: "promotion_item", code: code.toUpperCase() });
    expect(response.status).toBe(201);
    expect(promotionLine(response.body).code).toBe(code);
  });

  it("a percent discount is rounded half away from zero and FOLLOWS the cart: quantity changes, new lines, removals", async () => {
    const { code } = await makeCodePromotion(admin, { promotion_type: "percent_discount", currencies: [{ currency: "USD", percentage: 10 }] });
    const { cartId, line } = await cartWith(1005);
    const applied = await add(cartId, { type: "promotion_item", code });
    expect(promotionLine(applied.body).value.amount).toBe(-101); // 100.5 → 101
    expect(total(applied.body)).toBe(904);

    const three = await setQuantity(cartId, line.id, 3); // 3015 → 301.5 → 302
    expect(promotionLine(three.body).value.amount).toBe(-302);
    expect(total(three.body)).toBe(3015 - 302);

    const other = await makeProduct(admin, { price: { USD: { amount: 2000, includes_tax: false } } });
    const more = await add(cartId, { type: "cart_item", id: other.id, quantity: 1 }); // 5015 → 501.5 → 502
    expect(promotionLine(more.body).value.amount).toBe(-502);
    expect(more.body.meta.discounts[code].amount).toBe(-502);

    const removed = await call("DELETE", `/v2/carts/${cartId}/items/${line.id}`, { token: implicit }); // 2000 → 200
    expect(promotionLine(removed.body).value.amount).toBe(-200);
    expect((await items(cartId)).body.meta.display_price.discount.amount).toBe(-200);
  });

  it("the percentage base is the product subtotal as priced: a price that includes tax counts with it, whatever the destination", async () => {
    const { code } = await makeCodePromotion(admin, { promotion_type: "percent_discount", currencies: [{ currency: "USD", percentage: 10 }] });
    const product = await makeProduct(admin, { price: { USD: { amount: 1200, includes_tax: true } } });
    const cartId = newCartId();
    const response = await call("POST", `/v2/carts/${cartId}/items`, {
      token: admin,
      body: {
        data: [
          { type: "cart_item", id: product.id, quantity: 1, tax: [{ type: "tax_item", name: "VAT", jurisdiction: "UK", code: "VAT20", rate: 0.2 }] },
          { type: "promotion_item", code },
        ],
      },
    });
    expect(response.status).toBe(201);
    // 1200 includes 200 of tax: the base is 1200 as the shopper sees it, 10% is 120. The tax is of what is charged:
    // 1080 includes 180.
    expect(promotionLine(response.body).value.amount).toBe(-120);
    expect(response.body.meta.display_price).toMatchObject({ without_discount: { amount: 1000 }, discount: { amount: -120 }, tax: { amount: 180 }, without_tax: { amount: 900 }, with_tax: { amount: 1080 } });
    expect(promotionLine(response.body).meta.display_price).toMatchObject({ with_tax: { value: { amount: -120 } }, without_tax: { value: { amount: -100 } }, tax: { value: { amount: -20 } } });
    // Without the tax item (no destination yet) the discount is the same: the shopper pays 1200 - 120 either way.
    const untaxed = newCartId();
    const before = await call("POST", `/v2/carts/${untaxed}/items`, {
      token: admin,
      body: { data: [{ type: "cart_item", id: product.id, quantity: 1 }, { type: "promotion_item", code }] },
    });
    expect(promotionLine(before.body).value.amount).toBe(-120);
    expect(before.body.meta.display_price.with_tax.amount).toBe(1080);
  });

  it("min_cart_value is checked at every pricing: the line is worth 0 (and says why) below it", async () => {
    const { code } = await makeCodePromotion(admin, { currencies: [{ currency: "USD", amount: 500 }], min_cart_value: [{ currency: "USD", amount: 2000 }] });
    const { cartId, line } = await cartWith(1000);
    const below = await add(cartId, { type: "promotion_item", code });
    expect(below.status).toBe(201);
    expect(promotionLine(below.body).value.amount).toBe(0);
    expect(below.body.meta.messages).toContainEqual({ source: "promotion", title: "Promotion not applied", description: `${code} applies from $20.00 of goods: add $10.00 more.` });
    expect(total(below.body)).toBe(1000);

    const reached = await setQuantity(cartId, line.id, 2);
    expect(promotionLine(reached.body).value.amount).toBe(-500);
    expect(reached.body.meta).not.toHaveProperty("messages");
    expect(total(reached.body)).toBe(1500);

    const dropped = await setQuantity(cartId, line.id, 1);
    expect(promotionLine(dropped.body).value.amount).toBe(0);
    expect(total(dropped.body)).toBe(1000);
  });

  it("a discount never exceeds the subtotal: no negative carts, however many promotions", async () => {
    // They combine: what is measured here is the cap, not which promotions combine (promotions-controls.test.ts).
    const big = await makeCodePromotion(admin, { combinable: true, currencies: [{ currency: "USD", amount: 5000 }] });
    const sixty = await makeCodePromotion(admin, { combinable: true, promotion_type: "percent_discount", currencies: [{ currency: "USD", percentage: 60 }] });
    const sixtyMore = await makeCodePromotion(admin, { combinable: true, promotion_type: "percent_discount", currencies: [{ currency: "USD", percentage: 60 }] });

    const small = await cartWith(1000);
    const capped = await add(small.cartId, { type: "promotion_item", code: big.code });
    expect(promotionLine(capped.body).value.amount).toBe(-1000);
    expect(total(capped.body)).toBe(0);

    const { cartId } = await cartWith(1000);
    const both = await add(cartId, [
      { type: "promotion_item", code: sixty.code },
      { type: "promotion_item", code: sixtyMore.code },
    ]);
    const lines = both.body.data.filter((i: any) => i.type === "promotion_item").map((i: any) => i.value.amount);
    expect(lines).toEqual([-600, -400]); // the second takes what is left
    expect(total(both.body)).toBe(0);
    expect(both.body.meta.display_price.discount.amount).toBe(-1000);
  });
});

describe("codes that do not apply", () => {
  const notFound = { status: 404, title: "Not Found", detail: "No promotion could be found with the given code." };

  async function expectRefused(cartId: string, code: string, error: object, status: number) {
    const before = JSON.stringify((await items(cartId)).body.data);
    const response = await add(cartId, { type: "promotion_item", code });
    expect(response.status).toBe(status);
    expect(response.body.errors).toEqual([expect.objectContaining(error)]);
    expect(JSON.stringify((await items(cartId)).body.data)).toBe(before);
  }

  it("an unknown, disabled, expired or not yet started code is 404 with EP's words, and the cart is unchanged", async () => {
    const { cartId } = await cartWith(1000);
    await expectRefused(cartId, "NO-SUCH-CODE", notFound, 404);
    const disabled = await makeCodePromotion(admin, { enabled: false });
    await expectRefused(cartId, disabled.code, notFound, 404);
    const expired = await makeCodePromotion(admin, { start: "2020-01-01", end: "2021-01-01" });
    await expectRefused(cartId, expired.code, notFound, 404);
    const future = await makeCodePromotion(admin, { start: "2099-01-01" });
    await expectRefused(cartId, future.code, notFound, 404);
  });

  it("a cart that uses custom discounts refuses codes: 422 with EP's words", async () => {
    const { cartId } = await cartWith(1000);
    const put = await call("PUT", `/v2/carts/${cartId}`, { token: implicit, body: { data: { discount_settings: { custom_discounts_enabled: true } } } });
    expect(put.status).toBe(200);
    const { code } = await makeCodePromotion(admin);
    await expectRefused(
      cartId,
      code,
      { status: 422, title: "Could not apply EP promotion with the given code", detail: "The cart is configured to use custom discounts" },
      422,
    );
  });

  it("a promotion without terms in the cart's currency is 400 Cart Currency Mismatch", async () => {
    const { code } = await makeCodePromotion(admin, { currencies: [{ currency: "USD", amount: 500 }] });
    const product = await makeProduct(admin);
    const cartId = newCartId();
    expect((await add(cartId, { type: "cart_item", id: product.id, quantity: 1 }, { headers: { "x-moltin-currency": "EUR" } })).status).toBe(201);
    await expectRefused(cartId, code, { status: 400, title: "Cart Currency Mismatch", detail: `This cart uses EUR, the promotion ${code} has no discount in EUR`, meta: { code, currency: "EUR" } }, 400);
  });

  it("a code is required and is text", async () => {
    const { cartId } = await cartWith(1000);
    const missing = await add(cartId, { type: "promotion_item" });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0]).toMatchObject({ title: "required", source: "data.code" });
    const number = await add(cartId, { type: "promotion_item", code: 42 });
    expect(number.body.errors[0]).toMatchObject({ title: "invalid_type", source: "data.code" });
  });

  it("beside valid items: all or nothing refuses everything; otherwise the rest is added and the code's error names its input", async () => {
    const product = await makeProduct(admin);
    const cartId = newCartId();
    const data = [
      { type: "cart_item", id: product.id, quantity: 1 },
      { type: "promotion_item", code: "NO-SUCH-CODE" },
    ];
    const all = await add(cartId, data, { options: { add_all_or_nothing: true } });
    expect(all.status).toBe(404);
    expect((await items(cartId)).body.data).toEqual([]);
    const some = await add(cartId, data);
    expect(some.status).toBe(201);
    expect(some.body.data).toHaveLength(1);
    expect(some.body.errors).toEqual([expect.objectContaining({ status: 404, source: "data[1]" })]);
  });
});

describe("one line per promotion", () => {
  it("the same code twice, in two requests or in one, is still one line of quantity 1; so are two codes of one promotion", async () => {
    const { promotion, code } = await makeCodePromotion(admin);
    const second = `ALT-${randomUUID().slice(0, 6)}`;
    expect((await call("POST", `/v2/promotions/${promotion.id}/codes`, { token: admin, body: { data: { type: "promotion_codes", codes: [{ code: second }] } } })).status).toBe(201);
    const { cartId } = await cartWith(1000);
    expect((await add(cartId, { type: "promotion_item", code })).status).toBe(201);
    const again = await add(cartId, { type: "promotion_item", code });
    expect(again.status).toBe(201);
    const inOne = await add(cartId, [
      { type: "promotion_item", code },
      { type: "promotion_item", code: second },
    ]);
    expect(inOne.status).toBe(201);
    const lines = inOne.body.data.filter((i: any) => i.type === "promotion_item");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ quantity: 1, code, value: { amount: -500 } });

    const fresh = newCartId();
    const product = await makeProduct(admin);
    const twice = await add(fresh, [
      { type: "cart_item", id: product.id, quantity: 1 },
      { type: "promotion_item", code },
      { type: "promotion_item", code: code.toLowerCase() },
    ]);
    expect(twice.body.data.filter((i: any) => i.type === "promotion_item")).toEqual([expect.objectContaining({ quantity: 1 })]);
  });

  it("a promotion line's quantity cannot be changed; it can be removed as an item", async () => {
    const { code } = await makeCodePromotion(admin);
    const { cartId } = await cartWith(1000);
    const line = promotionLine((await add(cartId, { type: "promotion_item", code })).body);
    const put = await setQuantity(cartId, line.id, 2);
    expect(put.status).toBe(422);
    const removed = await call("DELETE", `/v2/carts/${cartId}/items/${line.id}`, { token: implicit });
    expect(removed.status).toBe(200);
    expect(promotionLine(removed.body)).toBeUndefined();
    expect(total(removed.body)).toBe(1000);
  });

  it("counts toward the 100-item limit", async () => {
    const { code } = await makeCodePromotion(admin);
    const cartId = newCartId();
    const lines = (n: number, from = 0) => Array.from({ length: n }, (_, k) => ({ type: "custom_item", name: `L${from + k}`, sku: `L${from + k}`, quantity: 1, price: { amount: 100 } }));
    expect((await add(cartId, lines(100))).status).toBe(201);
    const full = await add(cartId, { type: "promotion_item", code });
    expect(full.status).toBe(422);
    expect(full.body.errors[0]).toMatchObject({ title: "Cart item limit reached", meta: { limit: 100 } });

    const roomy = newCartId();
    expect((await add(roomy, lines(99))).status).toBe(201);
    expect((await add(roomy, { type: "promotion_item", code })).status).toBe(201);
    expect((await add(roomy, lines(1, 200))).status).toBe(422);
  });
});

describe("DELETE /v2/carts/{id}/discounts/{code}", () => {
  it("204 removes the promotion's line (the code in any case); then, and for a code the cart lacks, 404", async () => {
    const { code } = await makeCodePromotion(admin);
    const other = await makeCodePromotion(admin);
    const { cartId } = await cartWith(1000);
    await add(cartId, { type: "promotion_item", code });
    const missing = await call("DELETE", `/v2/carts/${cartId}/discounts/${other.code}`, { token: implicit });
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0]).toMatchObject({ title: "Not Found", meta: { code: other.code } });
    const removed = await call("DELETE", `/v2/carts/${cartId}/discounts/${code.toLowerCase()}`, { token: implicit });
    expect(removed.status).toBe(204);
    const after = await items(cartId);
    expect(promotionLine(after.body)).toBeUndefined();
    expect(after.body.meta.discounts).toEqual({});
    expect(total(after.body)).toBe(1000);
    expect((await call("DELETE", `/v2/carts/${cartId}/discounts/${code}`, { token: implicit })).status).toBe(404);
    expect((await call("DELETE", `/v2/carts/${newCartId()}/discounts/${code}`, { token: implicit })).status).toBe(404);
    expect((await call("DELETE", `/v2/carts/${cartId}/discounts/${code}`)).status).toBe(401);
  });
});

describe("the promotion as it is now", () => {
  it("a change to the promotion shows at the cart's next pricing; disabled, code deleted or promotion deleted: worth 0", async () => {
    const { promotion, code } = await makeCodePromotion(admin, { currencies: [{ currency: "USD", amount: 500 }] });
    const { cartId } = await cartWith(1000);
    await add(cartId, { type: "promotion_item", code });
    const put = (data: object) => call("PUT", `/v2/promotions/${promotion.id}`, { token: admin, body: { data } });

    expect((await put({ schema: { currencies: [{ currency: "USD", amount: 300 }] } })).status).toBe(200);
    expect(promotionLine((await items(cartId)).body).value.amount).toBe(-300);

    await put({ enabled: false });
    const disabled = await items(cartId);
    expect(promotionLine(disabled.body).value.amount).toBe(0);
    expect(disabled.body.meta.messages).toContainEqual(expect.objectContaining({ description: `${code} has expired or is no longer offered.` }));
    expect(total(disabled.body)).toBe(1000);

    await put({ enabled: true });
    expect(promotionLine((await items(cartId)).body).value.amount).toBe(-300);
    expect((await call("DELETE", `/v2/promotions/${promotion.id}/codes/${code}`, { token: admin })).status).toBe(204);
    expect(promotionLine((await items(cartId)).body).value.amount).toBe(0);

    const second = await makeCodePromotion(admin, { combinable: true });
    const other = newCartId();
    const product = await makeProduct(admin);
    await add(other, [{ type: "cart_item", id: product.id, quantity: 1 }, { type: "promotion_item", code: second.code }]);
    expect((await call("DELETE", `/v2/promotions/${second.promotion.id}`, { token: admin })).status).toBe(204);
    const gone = await items(other);
    expect(promotionLine(gone.body).value.amount).toBe(0);
    expect(total(gone.body)).toBe(1000);
  });

  it("a cart switched to custom discounts keeps the line but not its discount", async () => {
    const { code } = await makeCodePromotion(admin);
    const { cartId } = await cartWith(1000);
    await add(cartId, { type: "promotion_item", code });
    await call("PUT", `/v2/carts/${cartId}`, { token: implicit, body: { data: { discount_settings: { custom_discounts_enabled: true } } } });
    const after = await items(cartId);
    expect(promotionLine(after.body).value.amount).toBe(0);
    expect(after.body.meta.messages[0].description).toBe(`${code} cannot be used in this cart.`);
  });
});

describe("the cart's snapshot date decides validity", () => {
  it("a promotion that starts next month applies in a cart whose snapshot date is next month, not in today's cart", async () => {
    const now = new Date();
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const monthAfter = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1));
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const { code } = await makeCodePromotion(admin, { start: day(nextMonth), end: day(monthAfter) });
    const product = await makeProduct(admin);

    const today = newCartId();
    await add(today, { type: "cart_item", id: product.id, quantity: 1 });
    expect((await add(today, { type: "promotion_item", code })).status).toBe(404);

    const snapshot = `${day(nextMonth)}T12:00:00Z`;
    const settings = (snapshot_date: string) => call("PUT", "/v2/settings/cart", { token: admin, body: { data: { type: "settings", snapshot_date } } });
    expect((await settings(snapshot)).status).toBe(200);
    const created = await call("POST", "/v2/carts", { token: implicit, body: { data: { name: "Preview" } } });
    expect((await settings("")).status).toBe(200);
    expect(created.body.data.snapshot_date).toBe(snapshot);
    const preview = created.body.data.id;
    await add(preview, { type: "cart_item", id: product.id, quantity: 1 });
    const applied = await add(preview, { type: "promotion_item", code });
    expect(applied.status).toBe(201);
    expect(promotionLine(applied.body).value.amount).toBe(-500);
  });
});
