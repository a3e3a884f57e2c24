// The merchant's shipping methods and tax rates (/admin/shipping-and-tax) through their domain functions: a changed
// price or rate changes the next checkout's totals to the minor unit, and the rules refuse what checkout could not use.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { prepareCheckout } from "@/lib/commerce/checkout/prepare-checkout";
import {
  createShippingMethod,
  createTaxRate,
  deleteShippingMethod,
  deleteTaxRate,
  findShippingMethod,
  listShippingMethods,
  listTaxRates,
  updateShippingMethod,
  updateTaxRate,
} from "@/lib/commerce/checkout/shipping-and-tax";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";
import { checkoutBody } from "../support/order-fixtures";

let implicit: string;
let mug: { id: string };

beforeAll(async () => {
  const admin = await adminToken();
  implicit = await implicitToken();
  mug = await makeProduct(admin, { price: { USD: { amount: 1250, includes_tax: false }, GBP: { amount: 1000, includes_tax: false } } });
});

async function cartOf(quantity: number, currency: string) {
  const cartId = `admin-ship-${randomUUID()}`;
  const added = await call("POST", `/v2/carts/${cartId}/items`, {
    token: implicit,
    headers: { "x-moltin-currency": currency },
    body: { data: [{ type: "cart_item", id: mug.id, quantity }] },
  });
  expect(added.status).toBe(201);
  return cartId;
}

const totals = async (cartId: string) => {
  const price = (await call("GET", `/v2/carts/${cartId}`, { token: implicit })).body.data.meta.display_price;
  return { withoutTax: price.without_tax.amount, tax: price.tax.amount, shipping: price.shipping.amount, withTax: price.with_tax.amount };
};

describe("shipping methods and tax rates kept by the merchant", () => {
  it("a changed shipping price and tax rate change a new checkout's totals, and the order's", async () => {
    const before = await cartOf(1, "GBP");
    await prepareCheckout(before, { country: "GB", shippingMethodId: "standard" });
    expect(await totals(before)).toEqual({ withoutTax: 1395, tax: 200, shipping: 395, withTax: 1595 });

    const standard = await findShippingMethod("standard");
    const gb = (await listTaxRates()).find((r) => r.country === "GB")!;
    await updateShippingMethod("standard", { ...standard, prices: { ...standard.prices, GBP: 449 } });
    await updateTaxRate("GB", { ...gb, rate: 0.175 });
    try {
      const after = await cartOf(1, "GBP");
      await prepareCheckout(after, { country: "gb", shippingMethodId: "standard" });
      // 17.5% of 1000 is 175; shipping 4.49.
      expect(await totals(after)).toEqual({ withoutTax: 1449, tax: 175, shipping: 449, withTax: 1624 });
      const order = await call("POST", `/v2/carts/${after}/checkout`, { token: implicit, body: checkoutBody() });
      expect(order.status).toBe(201);
      expect(order.body.data.meta.display_price).toMatchObject({ with_tax: { amount: 1624 }, tax: { amount: 175 }, shipping: { amount: 449 } });
    } finally {
      await updateShippingMethod("standard", standard);
      await updateTaxRate("GB", gb);
    }
    const again = await cartOf(1, "GBP");
    await prepareCheckout(again, { country: "GB", shippingMethodId: "standard" });
    expect(await totals(again)).toEqual({ withoutTax: 1395, tax: 200, shipping: 395, withTax: 1595 });
  });

  it("a new method is offered at its price and free over its threshold; deleted, checkout refuses it", async () => {
    const method = await createShippingMethod({ name: "Courier", prices: { USD: 799 }, freeOver: { USD: 3000 }, position: 9 });
    expect((await listShippingMethods()).map((m) => m.id)).toEqual(["standard", "express", method.id]);
    const small = await cartOf(1, "USD");
    await prepareCheckout(small, { country: "US", region: "OR", shippingMethodId: method.id });
    expect(await totals(small)).toMatchObject({ shipping: 799, withTax: 1250 + 799 });
    const big = await cartOf(3, "USD");
    await prepareCheckout(big, { country: "US", region: "OR", shippingMethodId: method.id });
    expect((await totals(big)).shipping).toBe(0);
    const gbp = await cartOf(1, "GBP");
    await expect(prepareCheckout(gbp, { country: "GB", shippingMethodId: method.id })).rejects.toMatchObject({ status: 422 });

    await deleteShippingMethod(method.id);
    await expect(prepareCheckout(small, { country: "US", region: "OR", shippingMethodId: method.id })).rejects.toMatchObject({ status: 422 });
    await expect(deleteShippingMethod(method.id)).rejects.toMatchObject({ status: 404 });
  });

  it("a new destination's rate taxes its checkouts; one rate per destination; deleted, the `*` rate applies", async () => {
    const rate = await createTaxRate({ country: "NO", name: "MVA", code: "NO-VAT", rate: 0.25 });
    expect(rate.destination).toBe("Norway");
    await expect(createTaxRate({ country: "NO", name: "MVA", code: "NO-VAT", rate: 0.1 })).rejects.toMatchObject({ status: 409 });
    await expect(updateTaxRate("NO", { country: "GB", name: "MVA", code: "NO-VAT", rate: 0.1 })).rejects.toMatchObject({ status: 409 });

    const cartId = await cartOf(2, "USD");
    await prepareCheckout(cartId, { country: "NO", shippingMethodId: "express" });
    expect(await totals(cartId)).toEqual({ withoutTax: 2500 + 1200, tax: 625, shipping: 1200, withTax: 2500 + 625 + 1200 });

    await deleteTaxRate("NO");
    await prepareCheckout(cartId, { country: "NO", shippingMethodId: "express" });
    expect((await totals(cartId)).tax).toBe(0);
    await expect(deleteTaxRate("NO")).rejects.toMatchObject({ status: 404 });
  });
});
