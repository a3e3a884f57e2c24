// Shipping and tax at checkout: the storefront's preparation of a cart (the chosen shipping method as the cart's EP
// shipping group, the destination's tax items on every line) seen through EP's API, and carried into the order.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { prepareCheckout, shippingMethods } from "@/lib/commerce/checkout/prepare-checkout";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";
import { checkoutBody } from "../support/order-fixtures";

let admin: string;
let implicit: string;
let mug: { id: string };
let taxIncluded: { id: string };

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
  mug = await makeProduct(admin, { price: { USD: { amount: 1250, includes_tax: false }, EUR: { amount: 1100, includes_tax: false } } });
  taxIncluded = await makeProduct(admin, { price: { USD: { amount: 1200, includes_tax: true } } });
});

async function cartOf(items: { id: string; quantity: number }[], currency = "USD") {
  const cartId = `ship-${randomUUID()}`;
  const added = await call("POST", `/v2/carts/${cartId}/items`, {
    token: implicit,
    headers: { "x-moltin-currency": currency },
    body: { data: items.map((i) => ({ type: "cart_item", ...i })) },
  });
  expect(added.status).toBe(201);
  return cartId;
}

const cart = async (cartId: string) => (await call("GET", `/v2/carts/${cartId}?include=items`, { token: implicit })).body;
const totals = async (cartId: string) => {
  const price = (await cart(cartId)).data.meta.display_price;
  return { withoutTax: price.without_tax.amount, tax: price.tax.amount, shipping: price.shipping.amount, withTax: price.with_tax.amount };
};

describe("shipping and tax at checkout", () => {
  it("offers the store's methods", async () => {
    expect((await shippingMethods()).map((m) => m.id)).toEqual(["standard", "express"]);
  });

  it("a GB address: standard shipping and 20% VAT on each line; the order charges exactly that", async () => {
    const cartId = await cartOf([{ id: mug.id, quantity: 2 }]);
    await prepareCheckout(cartId, { country: "gb", shippingMethodId: "standard" });
    expect(await totals(cartId)).toEqual({ withoutTax: 2995, tax: 500, shipping: 495, withTax: 3495 });
    const body = await cart(cartId);
    const line = body.included.items[0];
    expect(line.relationships.shipping_group?.data?.id ?? line.shipping_group_id).toBeTruthy();
    const groups = (await call("GET", `/v2/carts/${cartId}/shipping-groups`, { token: implicit })).body.data;
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ shipping_type: "Standard delivery (3 to 5 working days)", address: { country: "GB" } });
    const taxes = (await call("GET", `/v2/carts/${cartId}?include=tax_items`, { token: implicit })).body.included.tax_items;
    expect(taxes).toHaveLength(1);
    expect(taxes[0]).toMatchObject({ name: "VAT", code: "GB-VAT", jurisdiction: "GB", rate: 0.2 });

    const order = await call("POST", `/v2/carts/${cartId}/checkout`, { token: implicit, body: checkoutBody() });
    expect(order.status).toBe(201);
    expect(order.body.data.meta.display_price).toMatchObject({ with_tax: { amount: 3495 }, tax: { amount: 500 }, shipping: { amount: 495 } });
  });

  it("choosing again replaces the earlier choice: one group, the new destination's tax only", async () => {
    const cartId = await cartOf([{ id: mug.id, quantity: 1 }]);
    await prepareCheckout(cartId, { country: "GB", shippingMethodId: "standard" });
    await prepareCheckout(cartId, { country: "US", region: "OR", shippingMethodId: "express" });
    expect(await totals(cartId)).toEqual({ withoutTax: 2450, tax: 0, shipping: 1200, withTax: 2450 });
    expect((await call("GET", `/v2/carts/${cartId}/shipping-groups`, { token: implicit })).body.data).toHaveLength(1);
    expect((await call("GET", `/v2/carts/${cartId}?include=tax_items`, { token: implicit })).body.included?.tax_items ?? []).toEqual([]);
  });

  it("standard shipping is free from the threshold; tax inside an including price is taken out, to the minor unit", async () => {
    const big = await cartOf([{ id: mug.id, quantity: 4 }]);
    await prepareCheckout(big, { country: "GB", shippingMethodId: "standard" });
    expect((await totals(big)).shipping).toBe(0);

    const included = await cartOf([{ id: taxIncluded.id, quantity: 1 }]);
    await prepareCheckout(included, { country: "DE", shippingMethodId: "express" });
    // 1200 includes 19%: 1200 − 1200 / 1.19 = 191.6 → 192 of tax, 1008 without.
    expect(await totals(included)).toEqual({ withoutTax: 1008 + 1200, tax: 192, shipping: 1200, withTax: 2400 });
  });

  it("refuses an unknown method and an empty cart, changing nothing", async () => {
    const cartId = await cartOf([{ id: mug.id, quantity: 1 }]);
    const before = await totals(cartId);
    await expect(prepareCheckout(cartId, { country: "GB", shippingMethodId: "teleport" })).rejects.toMatchObject({ status: 422 });
    expect(await totals(cartId)).toEqual(before);
    await call("DELETE", `/v2/carts/${cartId}/items`, { token: implicit });
    await expect(prepareCheckout(cartId, { country: "GB", shippingMethodId: "standard" })).rejects.toMatchObject({ status: 400 });
    expect((await call("GET", `/v2/carts/${cartId}/shipping-groups`, { token: implicit })).body.data).toEqual([]);
  });
});
