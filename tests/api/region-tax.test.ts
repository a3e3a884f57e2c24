// Tax rates by region and tax on shipping (issue 45), through checkout's preparation of a cart and EP's API: a US
// state's rate beats the country's, a rate that taxes shipping puts its tax in the shipping group (taken out of a
// tax-inclusive price, added to a tax-exclusive one), and the order keeps that group with the rate it was taxed at.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { prepareCheckout } from "@/lib/commerce/checkout/prepare-checkout";
import { createTaxRate, deleteTaxRate, findTaxRate, listTaxRates, updateTaxRate } from "@/lib/commerce/checkout/shipping-and-tax";
import { taxRateFormSchema } from "@/lib/commerce/checkout/shipping-and-tax-schema";
import { orderStore } from "@/lib/storage/orders/order-store";
import { getDb } from "@/lib/storage/db";
import { seedTaxRates } from "@/lib/seed/demo-tax-rates";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";
import { checkoutBody } from "../support/order-fixtures";

let implicit: string;
let board: { id: string };

beforeAll(async () => {
  const admin = await adminToken();
  implicit = await implicitToken();
  // The demo's cutting board: $45.00 without tax, £38.00 with VAT.
  board = await makeProduct(admin, { price: { USD: { amount: 4500, includes_tax: false }, GBP: { amount: 3800, includes_tax: true } } });
  await seedTaxRates(await getDb());
});

async function cartOf(currency: string) {
  const cartId = `region-${randomUUID()}`;
  const added = await call("POST", `/v2/carts/${cartId}/items`, {
    token: implicit,
    headers: { "x-moltin-currency": currency },
    body: { data: [{ type: "cart_item", id: board.id, quantity: 1 }] },
  });
  expect(added.status).toBe(201);
  return cartId;
}

const totals = async (cartId: string) => {
  const price = (await call("GET", `/v2/carts/${cartId}`, { token: implicit })).body.data.meta.display_price;
  return { withoutTax: price.without_tax.amount, tax: price.tax.amount, shipping: price.shipping.amount, withTax: price.with_tax.amount };
};
const groupPrice = async (cartId: string) => {
  const groups = (await call("GET", `/v2/carts/${cartId}/shipping-groups`, { token: implicit })).body.data;
  expect(groups).toHaveLength(1);
  const { base, tax, total } = groups[0].meta.shipping_display_price;
  return { base: base.amount, tax: tax.amount, total: total.amount };
};
const taxItems = async (cartId: string) => (await call("GET", `/v2/carts/${cartId}?include=tax_items`, { token: implicit })).body.included?.tax_items ?? [];

describe("tax on shipping", () => {
  it("UK: express £9.50 includes £1.58 VAT; the shopper pays the listed price and the order keeps the group and its rate", async () => {
    const cartId = await cartOf("GBP");
    await prepareCheckout(cartId, { country: "GB", shippingMethodId: "express" });
    expect(await groupPrice(cartId)).toEqual({ base: 792, tax: 158, total: 950 });
    // £38.00 includes 633 of VAT (3800 / 1.2 × 0.2 = 633.3); shipping adds its 158.
    expect(await totals(cartId)).toEqual({ withoutTax: 3167 + 792, tax: 633 + 158, shipping: 950, withTax: 3800 + 950 });

    const order = await call("POST", `/v2/carts/${cartId}/checkout`, { token: implicit, body: checkoutBody() });
    expect(order.status).toBe(201);
    expect(order.body.data.meta.display_price).toMatchObject({ with_tax: { amount: 4750 }, tax: { amount: 791 }, shipping: { amount: 950 } });
    const kept = await orderStore.order(order.body.data.id);
    expect(kept?.shippingGroups).toEqual([
      expect.objectContaining({ price: { base: 792, tax: 158, fees: 0 }, tax_rate: { name: "VAT", code: "GB-VAT", rate: 0.2, jurisdiction: "GB" } }),
    ]);
    const groups = (await call("GET", `/v2/orders/${order.body.data.id}/shipping-groups`, { token: implicit })).body.data;
    expect(groups[0].meta.shipping_display_price).toMatchObject({ base: { amount: 792 }, tax: { amount: 158 }, total: { amount: 950 } });
  });

  it("US-NY: $4.95 shipping plus 8.875% on it; the goods' tax item names the state", async () => {
    const cartId = await cartOf("USD");
    await prepareCheckout(cartId, { country: "US", region: "NY", shippingMethodId: "standard" });
    // 495 × 0.08875 = 43.9 → 44 on shipping; 4500 × 0.08875 = 399.4 → 399 on the board.
    expect(await groupPrice(cartId)).toEqual({ base: 495, tax: 44, total: 539 });
    expect(await totals(cartId)).toEqual({ withoutTax: 4995, tax: 399 + 44, shipping: 539, withTax: 4995 + 443 });
    expect(await taxItems(cartId)).toEqual([expect.objectContaining({ name: "Sales tax", code: "US-NY", jurisdiction: "US-NY", rate: 0.08875 })]);
    const order = await call("POST", `/v2/carts/${cartId}/checkout`, { token: implicit, body: checkoutBody() });
    expect(order.status).toBe(201);
    expect(order.body.data.meta.display_price).toMatchObject({ with_tax: { amount: 5438 }, tax: { amount: 443 } });
    expect((await orderStore.order(order.body.data.id))?.shippingGroups[0].tax_rate).toEqual({ name: "Sales tax", code: "US-NY", rate: 0.08875, jurisdiction: "US-NY" });
  });

  it("US-CA: 7.25% on the goods, none on shipping; a state without a rate of its own takes the country's, else none", async () => {
    const cartId = await cartOf("USD");
    await prepareCheckout(cartId, { country: "us", region: "ca", shippingMethodId: "standard" });
    expect(await groupPrice(cartId)).toEqual({ base: 495, tax: 0, total: 495 });
    // 4500 × 0.0725 = 326.25 → 326.
    expect(await totals(cartId)).toEqual({ withoutTax: 4995, tax: 326, shipping: 495, withTax: 4995 + 326 });
    expect(await taxItems(cartId)).toEqual([expect.objectContaining({ jurisdiction: "US-CA", rate: 0.0725 })]);

    await prepareCheckout(cartId, { country: "US", region: "OR", shippingMethodId: "standard" });
    expect((await totals(cartId)).tax).toBe(0);
    const country = await createTaxRate({ country: "US", name: "Federal test tax", code: "US", rate: 0.01, taxesShipping: true });
    try {
      await prepareCheckout(cartId, { country: "US", region: "OR", shippingMethodId: "standard" });
      // 45 + 4.95 (rounded: 5) at 1%, the country's rate.
      expect(await totals(cartId)).toMatchObject({ tax: 45 + 5 });
      expect(await taxItems(cartId)).toEqual([expect.objectContaining({ jurisdiction: "US", code: "US" })]);
    } finally {
      await deleteTaxRate(country);
    }
  });

  it("a US address without a state is refused, naming the field, and the cart is left as it was", async () => {
    const cartId = await cartOf("USD");
    await prepareCheckout(cartId, { country: "GB", shippingMethodId: "standard" });
    const before = await totals(cartId);
    for (const region of [undefined, "", "ZZ", "QC"]) {
      await expect(prepareCheckout(cartId, { country: "US", region, shippingMethodId: "standard" })).rejects.toMatchObject({
        status: 422,
        errors: [expect.objectContaining({ title: "State required", source: "shipping_address.region" })],
      });
    }
    await expect(prepareCheckout(cartId, { country: "CA", shippingMethodId: "standard" })).rejects.toMatchObject({
      errors: [expect.objectContaining({ title: "Province required", source: "shipping_address.region" })],
    });
    expect(await totals(cartId)).toEqual(before);
  });
});

describe("tax rates by region kept by the merchant", () => {
  it("one rate per (country, region): a region's rate sits beside its country's, and a second one is refused", async () => {
    const rates = await listTaxRates();
    expect(rates.find((r) => r.country === "US" && r.region === "NY")).toMatchObject({ destination: "New York, United States", taxesShipping: true });
    expect(rates.find((r) => r.country === "GB")).toMatchObject({ region: "", taxesShipping: true });
    const quebec = await createTaxRate({ country: "CA", region: "QC", name: "GST + QST", code: "CA-QC", rate: 0.14975, taxesShipping: true });
    expect(quebec.destination).toBe("Quebec, Canada");
    await expect(createTaxRate({ country: "CA", region: "QC", name: "X", code: "X", rate: 0.1 })).rejects.toMatchObject({ status: 409, errors: [expect.objectContaining({ source: "region" })] });
    const moved = await updateTaxRate({ country: "CA", region: "QC" }, { country: "CA", region: "ON", name: "HST", code: "CA-ON", rate: 0.13, taxesShipping: true });
    expect(moved).toMatchObject({ region: "ON", rate: 0.13 });
    await expect(findTaxRate({ country: "CA", region: "QC" })).rejects.toMatchObject({ status: 404 });
    await deleteTaxRate({ country: "CA", region: "ON" });
    await expect(deleteTaxRate({ country: "CA", region: "ON" })).rejects.toMatchObject({ status: 404 });
  });

  it("the form takes a region of the country and the shipping checkbox; a region elsewhere is refused", () => {
    expect(taxRateFormSchema.parse({ country: "us", region: "ny", name: "Sales tax", code: "US-NY", rate: "8.875", taxes_shipping: "yes" })).toEqual({
      country: "US",
      region: "NY",
      name: "Sales tax",
      code: "US-NY",
      rate: 0.08875,
      taxesShipping: true,
    });
    expect(taxRateFormSchema.parse({ country: "US", region: "CA", name: "Sales tax", code: "US-CA", rate: "7.25", taxes_shipping: false })).toMatchObject({ taxesShipping: false });
    const refused = (input: Record<string, unknown>) => taxRateFormSchema.safeParse(input).error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(refused({ country: "GB", region: "NY", name: "VAT", code: "V", rate: "20" })).toEqual([
      ["region", "Rates by region are kept for the United States and Canada: leave this empty for the whole country."],
    ]);
    expect(refused({ country: "CA", region: "NY", name: "HST", code: "H", rate: "13" })).toEqual([
      ["region", "Choose one of the country's provinces, or leave it empty for the whole country."],
    ]);
  });
});
