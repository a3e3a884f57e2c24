// Custom discounts (docs/api.md "Adding to a cart"): POST /v2/carts/{id}/custom-discounts
// (administrators; negative amounts; only carts with custom_discounts_enabled), DELETE
// …/custom-discounts/{id}. Shown like promotions in the totals; allocated to the product lines so the
// lines still sum to the cart's totals.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

const MEASURES = ["with_tax", "without_tax", "tax", "discount", "without_discount"] as const;
const items = (cartId: string) => call("GET", `/v2/carts/${cartId}/items`, { token: implicit });
const postDiscounts = (cartId: string, data: unknown, token = admin) => call("POST", `/v2/carts/${cartId}/custom-discounts`, { token, body: { data } });
const discount = (amount: unknown, code = "TALON-5") => ({
  type: "custom_discount",
  amount,
  description: "From the discount engine",
  discount_code: code,
  discount_engine: "Talon.one",
  external_id: `ext-${code}`,
});

/** A cart that uses custom discounts, with two product lines: 3 × 10.00 and 1 × 10.00 (USD). */
async function customCart() {
  const a = await makeProduct(admin, { price: { USD: { amount: 1000, includes_tax: false } } });
  const b = await makeProduct(admin, { price: { USD: { amount: 1000, includes_tax: false } } });
  const created = await call("POST", "/v2/carts", { token: implicit, body: { data: { name: "Custom", discount_settings: { custom_discounts_enabled: true } } } });
  expect(created.status).toBe(201);
  const cartId = created.body.data.id as string;
  const added = await call("POST", `/v2/carts/${cartId}/items`, {
    token: implicit,
    body: { data: [{ type: "cart_item", id: a.id, quantity: 3 }, { type: "cart_item", id: b.id, quantity: 1 }] },
  });
  expect(added.status).toBe(201);
  return cartId;
}

function expectLinesSumToTotals(body: any) {
  for (const measure of MEASURES) {
    const sum = body.data.reduce((s: number, item: any) => s + item.meta.display_price[measure].value.amount, 0);
    expect(sum).toBe(body.meta.display_price[measure].amount);
  }
}

describe("adding custom discounts", () => {
  it("201 with EP's shape; the cart shows it in discount, without_discount and meta.discounts, and the lines still sum to the totals", async () => {
    const cartId = await customCart();
    const response = await postDiscounts(cartId, discount({ amount: -500, currency: "USD" }));
    expect(response.status).toBe(201);
    expect(response.body.data).toEqual({
      type: "custom_discount",
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      amount: { amount: -500, currency: "USD", formatted: "-$5.00" },
      description: "From the discount engine",
      discount_code: "TALON-5",
      discount_engine: "Talon.one",
      external_id: "ext-TALON-5",
    });
    const after = await items(cartId);
    expect(after.body.meta.display_price).toMatchObject({
      without_discount: { amount: 4000 },
      discount: { amount: -500, formatted: "-$5.00" },
      without_tax: { amount: 3500 },
      with_tax: { amount: 3500 },
    });
    expect(after.body.meta.discounts).toEqual({ "TALON-5": { amount: -500, currency: "USD", formatted: "-$5.00" } });
    // Allocated 3:1 over the lines: -375 and -125.
    expect(after.body.data.map((i: any) => i.meta.display_price.discount.value.amount)).toEqual([-375, -125]);
    expect(after.body.data[0].meta.display_price.with_tax.value.amount).toBe(2625);
    expect(after.body.data[0].meta.display_price.without_discount.value.amount).toBe(3000);
    expectLinesSumToTotals(after.body);
    const cart = await call("GET", `/v2/carts/${cartId}`, { token: implicit });
    expect(cart.body.data.relationships.custom_discounts.data).toEqual([{ type: "custom_discount", id: response.body.data.id }]);
    expect(cart.body.data.meta.display_price.with_tax.amount).toBe(3500);
  });

  it("takes a list (answered as a list) and amounts written as a plain number; never more than the subtotal", async () => {
    const cartId = await customCart();
    const response = await postDiscounts(cartId, [discount(-333, "A"), discount(-5000, "B")]);
    expect(response.status).toBe(201);
    expect(response.body.data.map((d: any) => [d.discount_code, d.amount.amount])).toEqual([
      ["A", -333],
      ["B", -5000],
    ]);
    const after = await items(cartId);
    expect(after.body.meta.discounts).toEqual({
      A: expect.objectContaining({ amount: -333 }),
      B: expect.objectContaining({ amount: -(4000 - 333) }),
    });
    expect(after.body.meta.display_price.with_tax.amount).toBe(0);
    expectLinesSumToTotals(after.body);
  });

  it("the discount follows the cart: it is re-allocated when lines change and capped when the cart shrinks", async () => {
    const cartId = await customCart();
    await postDiscounts(cartId, discount(-3000));
    const before = await items(cartId);
    expect(before.body.meta.display_price.with_tax.amount).toBe(1000);
    const removed = await call("DELETE", `/v2/carts/${cartId}/items/${before.body.data[0].id}`, { token: implicit });
    expect(removed.body.meta.display_price).toMatchObject({ discount: { amount: -1000 }, with_tax: { amount: 0 } });
    expect(removed.body.meta.discounts["TALON-5"].amount).toBe(-1000);
    expectLinesSumToTotals(removed.body);
  });

  it("only in carts with custom_discounts_enabled (422), at most 5 per cart (422), negative amounts only (400)", async () => {
    const product = await makeProduct(admin);
    const plain = `cd-${randomUUID().slice(0, 8)}`;
    await call("POST", `/v2/carts/${plain}/items`, { token: implicit, body: { data: { type: "cart_item", id: product.id, quantity: 1 } } });
    const disabled = await postDiscounts(plain, discount(-100));
    expect(disabled.status).toBe(422);
    expect(disabled.body.errors).toEqual([expect.objectContaining({ title: "Could not apply custom discount", detail: "Custom discounts not enabled for this cart" })]);

    const cartId = await customCart();
    expect((await postDiscounts(cartId, Array.from({ length: 4 }, (_, i) => discount(-10, `C${i}`)))).status).toBe(201);
    const sixth = await postDiscounts(cartId, [discount(-10, "C4"), discount(-10, "C5")]);
    expect(sixth.status).toBe(422);
    expect(sixth.body.errors[0]).toMatchObject({ title: "Custom discount limit reached", meta: { limit: 5 } });
    expect((await postDiscounts(cartId, discount(-10, "C4"))).status).toBe(201);

    const fresh = await customCart();
    const bad = await postDiscounts(fresh, [
      discount(500),
      discount(0),
      discount(-1.5),
      { ...discount(-100), discount_code: "" },
      { ...discount(-100), type: "promotion" },
    ]);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: any) => [e.source, e.title])).toEqual(
      expect.arrayContaining([
        ["data[3].discount_code", "string_gte"],
        ["data[4].type", "enum"],
      ]),
    );
    const unsupported = await postDiscounts(fresh, { ...discount(-100), relationships: { item: {} } });
    expect(unsupported.body.errors).toEqual([expect.objectContaining({ source: "data.relationships", title: "additional_properties" })]);
    const six = await postDiscounts(fresh, Array.from({ length: 6 }, (_, i) => discount(-10, `S${i}`)));
    expect(six.status).toBe(422);
    expect(six.body.errors[0]).toMatchObject({ title: "Custom discount limit reached" });
    expect(bad.body.errors.map((e: any) => e.source)).toEqual(expect.arrayContaining(["data[0].amount", "data[1].amount", "data[2].amount"]));
    expect((await items(fresh)).body.meta.display_price.discount.amount).toBe(0);
  });

  it("an amount in another currency than the cart's is 400 Cart Currency Mismatch", async () => {
    const cartId = await customCart();
    const response = await postDiscounts(cartId, discount({ amount: -100, currency: "EUR" }));
    expect(response.status).toBe(400);
    expect(response.body.errors[0]).toMatchObject({ title: "Cart Currency Mismatch", meta: { discount_code: "TALON-5" } });
  });

  it("administrators only; an unknown cart is 404", async () => {
    const cartId = await customCart();
    expect((await postDiscounts(cartId, discount(-100), implicit)).status).toBe(403);
    expect((await postDiscounts(`cd-${randomUUID().slice(0, 8)}`, discount(-100))).status).toBe(404);
    expect((await call("POST", `/v2/carts/${cartId}/custom-discounts`, { body: { data: discount(-100) } })).status).toBe(401);
  });

  it("a cart switched off custom discounts keeps them but does not apply them", async () => {
    const cartId = await customCart();
    await postDiscounts(cartId, discount(-500));
    await call("PUT", `/v2/carts/${cartId}`, { token: implicit, body: { data: { discount_settings: { custom_discounts_enabled: false } } } });
    const after = await items(cartId);
    expect(after.body.meta.display_price.with_tax.amount).toBe(4000);
    expect(after.body.meta.discounts).toEqual({ "TALON-5": expect.objectContaining({ amount: 0 }) });
  });
});

describe("removing custom discounts", () => {
  it("DELETE one (204, then 404) or all of them (204)", async () => {
    const cartId = await customCart();
    const added = await postDiscounts(cartId, [discount(-100, "A"), discount(-200, "B"), discount(-300, "C")]);
    const [a] = added.body.data;
    expect((await call("DELETE", `/v2/carts/${cartId}/custom-discounts/${a.id}`, { token: admin })).status).toBe(204);
    expect((await items(cartId)).body.meta.display_price.discount.amount).toBe(-500);
    expect((await call("DELETE", `/v2/carts/${cartId}/custom-discounts/${a.id}`, { token: admin })).status).toBe(404);
    expect((await call("DELETE", `/v2/carts/${cartId}/custom-discounts/not-an-id`, { token: admin })).status).toBe(404);
    expect((await call("DELETE", `/v2/carts/${cartId}/custom-discounts/${added.body.data[1].id}`, { token: implicit })).status).toBe(403);
    expect((await call("DELETE", `/v2/carts/${cartId}/custom-discounts`, { token: admin })).status).toBe(204);
    const after = await items(cartId);
    expect(after.body.meta.display_price.discount.amount).toBe(0);
    expect(after.body.meta.discounts).toEqual({});
    const cart = await call("GET", `/v2/carts/${cartId}`, { token: implicit });
    expect(cart.body.data.relationships).not.toHaveProperty("custom_discounts");
  });
});
