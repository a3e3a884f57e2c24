// Tax items (docs/api.md "Adding to a cart"): `tax: [...]` on a cart_item (client credentials only,
// replacing the line's taxes, at most 5), POST /v2/carts/{id}/items/{item}/taxes and DELETE
// …/taxes/{tax}. Tax shows in `tax` and `with_tax`; prices that include tax have it taken out.
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

const newCartId = () => `tax-${randomUUID().slice(0, 8)}`;
const add = (cartId: string, data: unknown, token = admin, options?: unknown) =>
  call("POST", `/v2/carts/${cartId}/items`, { token, body: { data, ...(options ? { options } : {}) } });
const items = (cartId: string) => call("GET", `/v2/carts/${cartId}/items`, { token: implicit });
const vat = (rate = 0.2, name = "VAT") => ({ type: "tax_item", name, jurisdiction: "UK", code: `${name}-${rate}`, rate });
const addTax = (cartId: string, itemId: string, data: unknown, token = admin) =>
  call("POST", `/v2/carts/${cartId}/items/${itemId}/taxes`, { token, body: { data } });

describe("tax on a cart_item", () => {
  it("administrators add tax items with a product; tax shows in tax and with_tax, rounded half away from zero", async () => {
    const product = await makeProduct(admin, { price: { USD: { amount: 1005, includes_tax: false } } });
    const cartId = newCartId();
    const response = await add(cartId, { type: "cart_item", id: product.id, quantity: 3, tax: [vat(0.1), vat(0.075, "State")] });
    expect(response.status).toBe(201);
    const [line] = response.body.data;
    expect(line.taxes).toEqual([
      { type: "tax_item", id: expect.any(String), name: "VAT", jurisdiction: "UK", code: "VAT-0.1", rate: 0.1 },
      { type: "tax_item", id: expect.any(String), name: "State", jurisdiction: "UK", code: "State-0.075", rate: 0.075 },
    ]);
    expect(line.relationships.taxes.data).toEqual(line.taxes.map((t: any) => ({ type: "tax_item", id: t.id })));
    // value 3015: 301.5 → 302 and 226.125 → 226; unit 1005: 100.5 → 101 and 75.375 → 75.
    expect(line.meta.display_price.tax).toEqual({
      unit: { amount: 176, currency: "USD", formatted: "$1.76" },
      value: { amount: 528, currency: "USD", formatted: "$5.28" },
    });
    expect(line.meta.display_price.with_tax.value.amount).toBe(3015 + 528);
    expect(line.meta.display_price.without_tax.value.amount).toBe(3015);
    expect(response.body.meta.display_price).toMatchObject({ tax: { amount: 528 }, without_tax: { amount: 3015 }, with_tax: { amount: 3543 } });
  });

  it("a price that includes tax has it taken out", async () => {
    const product = await makeProduct(admin, { price: { USD: { amount: 1200, includes_tax: true } } });
    const cartId = newCartId();
    const response = await add(cartId, { type: "cart_item", id: product.id, quantity: 2, tax: [vat(0.2)] });
    expect(response.body.meta.display_price).toMatchObject({ with_tax: { amount: 2400 }, tax: { amount: 400 }, without_tax: { amount: 2000 } });
  });

  it("tax items REPLACE the line's taxes; an add without `tax` keeps them; `tax: []` removes them", async () => {
    const product = await makeProduct(admin);
    const cartId = newCartId();
    await add(cartId, { type: "cart_item", id: product.id, quantity: 1, tax: [vat(0.2), vat(0.05, "Eco")] });
    const replaced = await add(cartId, { type: "cart_item", id: product.id, quantity: 1, tax: [vat(0.1)] });
    expect(replaced.body.data).toHaveLength(1);
    expect(replaced.body.data[0].quantity).toBe(2);
    expect(replaced.body.data[0].taxes.map((t: any) => t.rate)).toEqual([0.1]);
    expect(replaced.body.meta.display_price.tax.amount).toBe(200);

    const kept = await add(cartId, { type: "cart_item", id: product.id, quantity: 1 }, implicit);
    expect(kept.body.data[0].taxes.map((t: any) => t.rate)).toEqual([0.1]);
    expect(kept.body.meta.display_price.tax.amount).toBe(300);

    const removed = await add(cartId, { type: "cart_item", id: product.id, quantity: 1, tax: [] });
    expect(removed.body.data[0]).not.toHaveProperty("taxes");
    expect(removed.body.meta.display_price.tax.amount).toBe(0);
    expect((await items(cartId)).body).toEqual(removed.body);
  });

  it("with an implicit token the item is refused with 403 (and the others are added)", async () => {
    const product = await makeProduct(admin);
    const other = await makeProduct(admin);
    const cartId = newCartId();
    const alone = await add(cartId, { type: "cart_item", id: product.id, quantity: 1, tax: [vat()] }, implicit);
    expect(alone.status).toBe(403);
    expect(alone.body.errors).toEqual([
      expect.objectContaining({ status: 403, title: "Forbidden", detail: "Only administrators with client credentials may add tax items", source: "data.tax" }),
    ]);
    expect((await items(cartId)).body.data).toEqual([]);
    const mixed = await add(
      cartId,
      [
        { type: "cart_item", id: product.id, quantity: 1, tax: [vat()] },
        { type: "cart_item", id: other.id, quantity: 1 },
      ],
      implicit,
    );
    expect(mixed.status).toBe(201);
    expect(mixed.body.data.map((i: any) => i.product_id)).toEqual([other.id]);
    expect(mixed.body.errors).toEqual([expect.objectContaining({ status: 403, source: "data[0].tax" })]);
  });

  it("at most 5 per line (422); bad tax items are named field by field", async () => {
    const product = await makeProduct(admin);
    const cartId = newCartId();
    const six = await add(cartId, { type: "cart_item", id: product.id, quantity: 1, tax: Array.from({ length: 6 }, (_, i) => vat(0.01, `T${i}`)) });
    expect(six.status).toBe(422);
    expect(six.body.errors).toEqual([expect.objectContaining({ status: 422, title: "Tax item limit reached", source: "data.tax", meta: expect.objectContaining({ limit: 5 }) })]);
    const bad = await add(cartId, {
      type: "cart_item",
      id: product.id,
      quantity: 1,
      tax: [{ type: "tax", rate: 0.2 }, { type: "tax_item", rate: -0.1 }, { type: "tax_item", rate: 1.5 }, { type: "tax_item" }, { type: "tax_item", rate: 0.1, amount: 100 }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: any) => [e.source, e.title])).toEqual([
      ["data.tax[0].type", "enum"],
      ["data.tax[1].rate", "number_gte"],
      ["data.tax[2].rate", "number_lte"],
      ["data.tax[3].rate", "required"],
      ["data.tax[4].amount", "additional_properties"],
    ]);
    expect((await items(cartId)).body.data).toEqual([]);
  });
});

describe("POST and DELETE /v2/carts/{id}/items/{item}/taxes", () => {
  it("adds one tax item (201) and deletes it (204); the totals follow", async () => {
    const product = await makeProduct(admin);
    const cartId = newCartId();
    const [line] = (await add(cartId, { type: "cart_item", id: product.id, quantity: 2 }, implicit)).body.data;
    const added = await addTax(cartId, line.id, vat(0.2));
    expect(added.status).toBe(201);
    expect(added.body.data).toEqual({ type: "tax_item", id: expect.any(String), name: "VAT", jurisdiction: "UK", code: "VAT-0.2", rate: 0.2 });
    const withTax = await items(cartId);
    expect(withTax.body.meta.display_price).toMatchObject({ tax: { amount: 400 }, with_tax: { amount: 2400 } });
    expect(withTax.body.data[0].taxes).toEqual([added.body.data]);

    const deleted = await call("DELETE", `/v2/carts/${cartId}/items/${line.id}/taxes/${added.body.data.id}`, { token: admin });
    expect(deleted.status).toBe(204);
    expect((await items(cartId)).body.meta.display_price.tax.amount).toBe(0);
    expect((await call("DELETE", `/v2/carts/${cartId}/items/${line.id}/taxes/${added.body.data.id}`, { token: admin })).status).toBe(404);
  });

  it("the line's limit of 5 holds; custom items take tax items, promotion lines do not", async () => {
    const product = await makeProduct(admin);
    const { code } = await makeCodePromotion(admin);
    const cartId = newCartId();
    const response = await add(cartId, [
      { type: "cart_item", id: product.id, quantity: 1, tax: Array.from({ length: 5 }, (_, i) => vat(0.01, `T${i}`)) },
      { type: "custom_item", name: "Engraving", sku: "ENG", quantity: 1, price: { amount: 500, includes_tax: false } },
      { type: "promotion_item", code },
    ]);
    const [productLine, customLine, promotionLine] = response.body.data;
    const sixth = await addTax(cartId, productLine.id, vat(0.01, "T5"));
    expect(sixth.status).toBe(422);
    expect(sixth.body.errors[0]).toMatchObject({ title: "Tax item limit reached", meta: { limit: 5 } });
    expect((await addTax(cartId, customLine.id, vat(0.1))).status).toBe(201);
    const onPromotion = await addTax(cartId, promotionLine.id, vat(0.1));
    expect(onPromotion.status).toBe(422);
    // The promotion's 500 is shared over 1000 and 500: 333 and 166, the unit left to the larger line. The product's
    // 666 takes 5 × 6.66 → 5 × 7; the engraving's 334 takes 33.4 → 33. Tax is of what is charged.
    expect((await items(cartId)).body.meta.display_price.tax.amount).toBe(5 * 7 + 33);
  });

  it("administrators only; unknown cart, item or tax is 404; bad input is 400", async () => {
    const product = await makeProduct(admin);
    const cartId = newCartId();
    const [line] = (await add(cartId, { type: "cart_item", id: product.id, quantity: 1 }, implicit)).body.data;
    expect((await addTax(cartId, line.id, vat(), implicit)).status).toBe(403);
    expect((await addTax(cartId, randomUUID(), vat())).status).toBe(404);
    expect((await addTax(cartId, "nope", vat())).status).toBe(404);
    expect((await addTax(newCartId(), line.id, vat())).status).toBe(404);
    const bad = await addTax(cartId, line.id, { type: "tax_item", rate: "high" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ source: "data.rate", title: "invalid_type" });
    expect((await call("DELETE", `/v2/carts/${cartId}/items/${line.id}/taxes/${randomUUID()}`, { token: admin })).status).toBe(404);
    expect((await call("DELETE", `/v2/carts/${cartId}/items/${line.id}/taxes/x`, { token: implicit })).status).toBe(403);
    expect((await items(cartId)).body.data[0]).not.toHaveProperty("taxes");
  });

  it("tax items count toward the cart's 100 unique items (the item limit)", async () => {
    const cartId = newCartId();
    const lines = Array.from({ length: 98 }, (_, k) => ({ type: "custom_item", name: `L${k}`, sku: `L${k}`, quantity: 1, price: { amount: 100 } }));
    const product = await makeProduct(admin);
    const response = await add(cartId, [...lines, { type: "cart_item", id: product.id, quantity: 1, tax: [vat()] }]);
    expect(response.status).toBe(201);
    const productLine = response.body.data.find((i: any) => i.type === "cart_item");
    // 99 lines + 1 tax item = 100: another tax item or line is the 101st.
    const refused = await addTax(cartId, productLine.id, vat(0.05, "Eco"));
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({ title: "Cart item limit reached" });
    const replacing = await add(cartId, { type: "cart_item", id: product.id, quantity: 1, tax: [vat(0.05, "Eco")] });
    expect(replacing.status).toBe(201);
    const more = await add(cartId, { type: "cart_item", id: product.id, quantity: 1, tax: [vat(0.05, "Eco"), vat(0.01, "Fee")] });
    expect(more.status).toBe(422);
  });
});
