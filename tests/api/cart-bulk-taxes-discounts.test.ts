// EP's cart-wide tax items (POST/DELETE /v2/carts/{id}/taxes, PUT …/items/{item}/taxes/{tax}) and a custom discount
// changed in place (PUT /v2/carts/{id}/custom-discounts/{id}): administrators only, the line's and cart's limits as
// one at a time, totals recomputed from the stored lines to the minor unit; a refusal changes nothing.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";
import { schemaProblems } from "../support/openapi";

let admin: string;
let implicit: string;
let pen: { id: string };
let ink: { id: string };

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
  pen = await makeProduct(admin, { price: { USD: { amount: 1999, includes_tax: false } } });
  ink = await makeProduct(admin, { price: { USD: { amount: 333, includes_tax: false } } });
});

/** A cart of 3 pens ($59.97) and 1 ink ($3.33), its line ids in that order. */
async function cart(settings: Record<string, unknown> = {}) {
  const created = await call("POST", "/v2/carts", { token: implicit, body: { data: { name: `bulk-${randomUUID()}`, ...settings } } });
  const cartId = created.body.data.id as string;
  const added = await call("POST", `/v2/carts/${cartId}/items`, {
    token: implicit,
    body: { data: [{ type: "cart_item", id: pen.id, quantity: 3 }, { type: "cart_item", id: ink.id, quantity: 1 }] },
  });
  expect(added.status).toBe(201);
  return { cartId, lines: (added.body.data as { id: string }[]).map((line) => line.id) };
}

const totals = async (cartId: string) => (await call("GET", `/v2/carts/${cartId}/items`, { token: implicit })).body.meta.display_price;
const tax = (itemId: string, rate: number, code = "VAT") => ({ type: "tax_item", name: code, jurisdiction: "GB", code, rate, relationships: { item: { data: { type: "cart_item", id: itemId } } } });

describe("POST and DELETE /v2/carts/{id}/taxes", () => {
  it("adds tax items to several lines at once and recomputes the tax to the minor unit; DELETE takes them all", async () => {
    const { cartId, lines } = await cart();
    const response = await call("POST", `/v2/carts/${cartId}/taxes`, { token: admin, body: { data: [tax(lines[0], 0.2), tax(lines[1], 0.075, "CITY"), tax(lines[1], 0.2)] } });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(schemaProblems("cart_checkout", "bulkAddTaxItemsToCart", 201, response.body)).toEqual([]);
    expect(response.body.data).toHaveLength(3);
    expect(response.body.data[1]).toMatchObject({ type: "tax_item", code: "CITY", rate: 0.075, relationships: { item: { data: { type: "cart_item", id: lines[1] } } } });
    // 5997 × 0.2 = 1199.4 → 1199; 333 × 0.075 = 24.975 → 25 and 333 × 0.2 = 66.6 → 67: 1291 in all.
    expect(await totals(cartId)).toMatchObject({ without_tax: { amount: 6330 }, tax: { amount: 1291 }, with_tax: { amount: 7621 } });

    const deleted = await call("DELETE", `/v2/carts/${cartId}/taxes`, { token: admin });
    expect(deleted.status).toBe(204);
    expect(await totals(cartId)).toMatchObject({ tax: { amount: 0 }, with_tax: { amount: 6330 } });
    expect((await call("DELETE", `/v2/carts/${cartId}/taxes`, { token: implicit })).status).toBe(403);
  });

  it("answers the entries it could not add beside the others, or refuses all with add_all_or_nothing; a shopper and a bad body are refused", async () => {
    const { cartId, lines } = await cart();
    const unknown = randomUUID();
    const allOrNothing = await call("POST", `/v2/carts/${cartId}/taxes`, { token: admin, body: { data: [tax(lines[0], 0.2), tax(unknown, 0.2)], options: { add_all_or_nothing: true } } });
    expect(allOrNothing.status).toBe(422);
    expect(schemaProblems("cart_checkout", "bulkAddTaxItemsToCart", 422, allOrNothing.body)).toEqual([]);
    expect(allOrNothing.body.errors).toEqual([{ status: 422, title: "Add all or nothing.", detail: "Add all or nothing set to (true). Could not bulk add tax items to cart." }]);
    expect((await totals(cartId)).tax.amount).toBe(0);

    const wrongType = { ...tax(lines[1], 0.2), relationships: { item: { data: { type: "custom_item", id: lines[1] } } } };
    const partly = await call("POST", `/v2/carts/${cartId}/taxes`, { token: admin, body: { data: [tax(lines[0], 0.2), wrongType] } });
    expect(partly.status).toBe(201);
    expect(partly.body.data).toHaveLength(1);
    expect(partly.body.errors).toEqual([
      { status: 404, title: "Tax item not added to cart item.", detail: "Mismatch between bulk tax item type(custom_item) and cart item type(cart_item).", meta: { id: lines[1] } },
    ]);
    expect((await totals(cartId)).tax.amount).toBe(1199);

    // The line's limit of 5: four more fit, the fifth entry for it is refused.
    const many = await call("POST", `/v2/carts/${cartId}/taxes`, { token: admin, body: { data: [0.01, 0.01, 0.01, 0.01, 0.01].map((rate) => tax(lines[0], rate)) } });
    expect(many.status).toBe(201);
    expect(many.body.data).toHaveLength(4);
    expect(many.body.errors[0]).toMatchObject({ status: 422, detail: "Cannot exceed tax item limit of (5) on cart item." });

    expect((await call("POST", `/v2/carts/${cartId}/taxes`, { token: implicit, body: { data: [tax(lines[1], 0.2)] } })).status).toBe(403);
    expect((await call("POST", `/v2/carts/${cartId}/taxes`, { token: admin, body: { data: [{ ...tax(lines[1], 2) }] } })).status).toBe(400);
    expect((await call("POST", `/v2/carts/${cartId}/taxes`, { token: admin, body: { data: [] } })).status).toBe(400);
    expect((await call("POST", `/v2/carts/${cartId}/taxes`, { token: admin, body: { data: [tax(unknown, 0.2)] } })).status).toBe(404);
  });
});

describe("PUT /v2/carts/{id}/items/{item}/taxes/{tax}", () => {
  it("changes the rate and the totals follow; an unknown tax item is 404 and changes nothing", async () => {
    const { cartId, lines } = await cart();
    const added = await call("POST", `/v2/carts/${cartId}/items/${lines[0]}/taxes`, { token: admin, body: { data: { type: "tax_item", name: "VAT", jurisdiction: "GB", code: "VAT20", rate: 0.2 } } });
    expect(added.status).toBe(201);
    const taxId = added.body.data.id;
    const put = (id: string, data: Record<string, unknown>, token = admin) => call("PUT", `/v2/carts/${cartId}/items/${lines[0]}/taxes/${id}`, { token, body: { data: { type: "tax_item", ...data } } });

    const changed = await put(taxId, { rate: 0.175, name: "Old VAT" });
    expect(changed.status).toBe(200);
    expect(schemaProblems("cart_checkout", "updateATaxItem", 200, changed.body)).toEqual([]);
    expect(changed.body.data).toEqual({ type: "tax_item", id: taxId, name: "Old VAT", jurisdiction: "GB", code: "VAT20", rate: 0.175 });
    // 5997 × 0.175 = 1049.475 → 1049.
    expect(await totals(cartId)).toMatchObject({ tax: { amount: 1049 }, with_tax: { amount: 7379 } });

    expect((await put(randomUUID(), { rate: 0.1 })).status).toBe(404);
    expect((await put(taxId, { rate: 1.5 })).status).toBe(400);
    expect((await put(taxId, { rate: 0.1 }, implicit)).status).toBe(403);
    expect((await totals(cartId)).tax.amount).toBe(1049);
  });
});

describe("PUT /v2/carts/{id}/custom-discounts/{id}", () => {
  it("changes the amount and words in place; totals and the lines' shares follow to the minor unit", async () => {
    const { cartId } = await cart({ discount_settings: { custom_discounts_enabled: true } });
    const posted = await call("POST", `/v2/carts/${cartId}/custom-discounts`, {
      token: admin,
      body: { data: { type: "custom_discount", amount: -500, description: "Engine", discount_code: "ENG-5", discount_engine: "Talon.one", external_id: "e-1" } },
    });
    expect(posted.status).toBe(201);
    const id = posted.body.data.id;
    const put = (data: Record<string, unknown>, token = admin) => call("PUT", `/v2/carts/${cartId}/custom-discounts/${id}`, { token, body: { data: { type: "custom_discount", ...data } } });

    const changed = await put({ amount: { amount: -1001, currency: "USD" }, discount_code: "ENG-10" });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(schemaProblems("cart_checkout", "updateCustomDiscountForCart", 200, changed.body)).toEqual([]);
    expect(changed.body.data).toEqual({
      type: "custom_discount",
      id,
      amount: { amount: -1001, currency: "USD", formatted: "-$10.01" },
      description: "Engine",
      discount_code: "ENG-10",
      discount_engine: "Talon.one",
      external_id: "e-1",
    });
    const after = await call("GET", `/v2/carts/${cartId}/items`, { token: implicit });
    expect(after.body.meta.display_price).toMatchObject({ without_discount: { amount: 6330 }, discount: { amount: -1001 }, with_tax: { amount: 5329 } });
    expect(after.body.meta.discounts).toEqual({ "ENG-10": { amount: -1001, currency: "USD", formatted: "-$10.01" } });
    const shares = after.body.data.map((line: any) => line.meta.display_price.discount.value.amount);
    expect(shares.reduce((a: number, b: number) => a + b, 0)).toBe(-1001);

    expect((await put({ amount: 100 })).status).toBe(400);
    expect((await put({ amount: { amount: -100, currency: "EUR" } })).status).toBe(400);
    expect((await call("PUT", `/v2/carts/${cartId}/custom-discounts/${randomUUID()}`, { token: admin, body: { data: { type: "custom_discount", amount: -1 } } })).status).toBe(404);
    expect((await put({ amount: -1 }, implicit)).status).toBe(403);
    expect((await totals(cartId)).discount.amount).toBe(-1001);
  });

  it("refuses a cart whose custom discounts are off (422)", async () => {
    const { cartId } = await cart();
    const refused = await call("PUT", `/v2/carts/${cartId}/custom-discounts/${randomUUID()}`, { token: admin, body: { data: { type: "custom_discount", amount: -100 } } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].detail).toBe("Custom discounts not enabled for this cart");
  });
});

describe("an item's custom discounts (/v2/carts/{id}/items/{item}/custom-discounts)", () => {
  const engine = (amount: number, code: string) => ({ type: "custom_discount", amount, description: "Engine", discount_code: code, discount_engine: "Talon.one", external_id: `e-${code}` });
  const linesSumToTotals = (body: any) => {
    for (const measure of ["with_tax", "without_tax", "tax", "discount", "without_discount"]) {
      expect(body.data.reduce((sum: number, line: any) => sum + line.meta.display_price[measure].value.amount, 0), measure).toBe(body.meta.display_price[measure].amount);
    }
  };

  it("takes an item's discount off its line alone, before the cart's; PUT and DELETE change it; totals exact to the minor unit", async () => {
    const { cartId, lines } = await cart({ discount_settings: { custom_discounts_enabled: true } });
    const [penLine, inkLine] = lines;
    const onInk = await call("POST", `/v2/carts/${cartId}/items/${inkLine}/custom-discounts`, { token: admin, body: { data: engine(-100, "INK-1") } });
    expect(onInk.status, JSON.stringify(onInk.body)).toBe(201);
    expect(schemaProblems("cart_checkout", "addCustomDiscountToCartItem", 201, onInk.body)).toEqual([]);
    expect(onInk.body.data).toMatchObject({ type: "custom_discount", amount: { amount: -100, currency: "USD", formatted: "-$1.00" }, discount_code: "INK-1" });
    let read = await call("GET", `/v2/carts/${cartId}/items`, { token: implicit });
    expect(read.body.data.map((line: any) => line.meta.display_price.discount.value.amount)).toEqual([0, -100]);
    expect(read.body.meta.display_price).toMatchObject({ discount: { amount: -100 }, with_tax: { amount: 6230 } });
    linesSumToTotals(read.body);

    // The cart's own discount is shared over what the lines still cost: 1000 × 5997/6230 → 962 (+1 left over), 37.
    expect((await call("POST", `/v2/carts/${cartId}/custom-discounts`, { token: admin, body: { data: engine(-1000, "CART-10") } })).status).toBe(201);
    read = await call("GET", `/v2/carts/${cartId}/items`, { token: implicit });
    expect(read.body.data.map((line: any) => line.meta.display_price.discount.value.amount)).toEqual([-963, -137]);
    expect(read.body.meta.display_price).toMatchObject({ discount: { amount: -1100 }, with_tax: { amount: 5230 } });
    expect(read.body.meta.discounts).toMatchObject({ "INK-1": { amount: -100 }, "CART-10": { amount: -1000 } });
    linesSumToTotals(read.body);

    // More than the line costs takes the line to nothing, no further.
    const id = onInk.body.data.id;
    const put = await call("PUT", `/v2/carts/${cartId}/items/${inkLine}/custom-discounts/${id}`, { token: admin, body: { data: { type: "custom_discount", amount: -5000 } } });
    expect(put.status).toBe(200);
    expect(schemaProblems("cart_checkout", "updateCustomDiscountForCartItem", 200, put.body)).toEqual([]);
    read = await call("GET", `/v2/carts/${cartId}/items`, { token: implicit });
    expect(read.body.data[1].meta.display_price.with_tax.value.amount).toBe(0);
    expect(read.body.meta.discounts["INK-1"].amount).toBe(-333);
    expect(read.body.meta.display_price).toMatchObject({ discount: { amount: -1333 }, with_tax: { amount: 4997 } });
    linesSumToTotals(read.body);

    // The item's discount is not the cart's, nor another line's.
    expect((await call("DELETE", `/v2/carts/${cartId}/custom-discounts/${id}`, { token: admin })).status).toBe(404);
    expect((await call("DELETE", `/v2/carts/${cartId}/items/${penLine}/custom-discounts/${id}`, { token: admin })).status).toBe(404);
    expect((await call("DELETE", `/v2/carts/${cartId}/items/${inkLine}/custom-discounts/${id}`, { token: admin })).status).toBe(204);
    expect((await totals(cartId))).toMatchObject({ discount: { amount: -1000 }, with_tax: { amount: 5330 } });
  });

  it("refuses an unknown line (404), a sixth discount on a line (422), a cart without custom discounts (422) and a shopper (403)", async () => {
    const { cartId, lines } = await cart({ discount_settings: { custom_discounts_enabled: true } });
    const post = (itemId: string, data: unknown, token = admin) => call("POST", `/v2/carts/${cartId}/items/${itemId}/custom-discounts`, { token, body: { data } });
    expect((await post(randomUUID(), engine(-1, "X"))).status).toBe(404);
    expect((await post(lines[0], [1, 2, 3, 4, 5].map((n) => engine(-n, `P${n}`)))).status).toBe(201);
    const sixth = await post(lines[0], engine(-6, "P6"));
    expect(sixth.status).toBe(422);
    expect(schemaProblems("cart_checkout", "addCustomDiscountToCartItem", 422, sixth.body)).toEqual([]);
    expect(sixth.body.errors[0].detail).toBe("A cart item can hold at most 5 custom discounts");
    // The other line and the cart still have their own room.
    expect((await post(lines[1], engine(-1, "I1"))).status).toBe(201);
    expect((await post(lines[1], engine(-1, "I2"), implicit)).status).toBe(403);
    expect((await totals(cartId)).discount.amount).toBe(-16);

    const plain = await cart();
    const off = await call("POST", `/v2/carts/${plain.cartId}/items/${plain.lines[0]}/custom-discounts`, { token: admin, body: { data: engine(-1, "X") } });
    expect(off.status).toBe(422);
    expect(off.body.errors[0].detail).toBe("Custom discounts not enabled for this cart");
  });
});
