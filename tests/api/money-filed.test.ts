// Money a merchant can file (issue 45): tax after discounts and on shipping through checkout, a line refund that gives
// back what its units were charged, the shipping refunded on its own, and the tax report built from those orders.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "@/lib/commerce/auth/tokens";
import { prepareCheckout } from "@/lib/commerce/checkout/prepare-checkout";
import { refundOrderLines } from "@/lib/commerce/orders/refund-lines";
import { taxReport, taxReportCsv } from "@/lib/commerce/orders/tax-report";
import { recordPayment } from "@/lib/commerce/payments/record-payment";
import { getDb } from "@/lib/storage/db";
import { seedTaxRates } from "@/lib/seed/demo-tax-rates";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";
import { makeCodePromotion } from "../support/promotions";
import { checkoutBody } from "../support/order-fixtures";

const ADMIN: Caller = { grant: "client_credentials", subject: "test-admin" };
let admin: string;
let implicit: string;
let welcome: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
  await seedTaxRates(await getDb());
  welcome = (
    await makeCodePromotion(admin, {
      promotion_type: "percent_discount",
      currencies: [
        { currency: "GBP", percentage: 10 },
        { currency: "USD", percentage: 10 },
        { currency: "EUR", percentage: 10 },
      ],
    })
  ).code;
});

/** A cart of the lines (price in the currency, quantity) with the 10 % code, ready for checkout to `country`. */
async function discountedCart(currency: string, includesTax: boolean, lines: [number, number][], destination: { country: string; region?: string; method: string }) {
  const cartId = `filed-${randomUUID()}`;
  const data = [];
  for (const [amount, quantity] of lines) {
    const product = await makeProduct(admin, { price: { [currency]: { amount, includes_tax: includesTax } } });
    data.push({ type: "cart_item", id: product.id, quantity });
  }
  const added = await call("POST", `/v2/carts/${cartId}/items`, { token: implicit, headers: { "x-moltin-currency": currency }, body: { data: [...data, { type: "promotion_item", code: welcome }] } });
  expect(added.status).toBe(201);
  await prepareCheckout(cartId, { country: destination.country, region: destination.region, shippingMethodId: destination.method });
  return cartId;
}

async function placeAndPay(cartId: string, address: Record<string, string> = {}) {
  const placed = await call("POST", `/v2/carts/${cartId}/checkout`, { token: implicit, body: checkoutBody(address) });
  expect(placed.status).toBe(201);
  const order = placed.body.data;
  await recordPayment(ADMIN, order.id, { amount: order.meta.display_price.with_tax.amount, way: "bank_transfer", reference: "" });
  const items = (await call("GET", `/v2/orders/${order.id}/items`, { token: admin })).body.data as { id: string; product_id?: string; quantity: number }[];
  return { order, items: items.filter((i) => i.product_id) };
}

describe("tax after discounts, through checkout", () => {
  it("UK: £122.50 of goods, WELCOME10, Express £9.50: £119.75 including £19.96 VAT (the goods' after the discount, and the shipping's)", async () => {
    const cartId = await discountedCart("GBP", true, [[4500, 1], [2200, 1], [2600, 1], [2950, 1]], { country: "GB", method: "express" });
    const price = (await call("GET", `/v2/carts/${cartId}`, { token: implicit })).body.data.meta.display_price;
    expect(price).toMatchObject({ with_tax: { amount: 11975 }, tax: { amount: 1996 }, discount: { amount: -1225 }, shipping: { amount: 950 } });
  });

  it("EU: €52.00 less 10 % is €46.80, of which 19 % MwSt. is €7.47 (shipping free over the threshold or not, the goods' share)", async () => {
    const cartId = await discountedCart("EUR", true, [[5200, 1]], { country: "DE", method: "standard" });
    const cart = (await call("GET", `/v2/carts/${cartId}/items`, { token: implicit })).body;
    const goodsTax = cart.data.reduce((sum: number, item: { meta: { display_price: { tax: { value: { amount: number } } } } }) => sum + item.meta.display_price.tax.value.amount, 0);
    expect(goodsTax).toBe(747);
  });

  it("US-NY: $45.00 board less WELCOME10 pays 8.875 % of $40.50 ($3.59) plus the tax on $4.95 shipping ($0.44)", async () => {
    const cartId = await discountedCart("USD", false, [[4500, 1]], { country: "US", region: "NY", method: "standard" });
    const price = (await call("GET", `/v2/carts/${cartId}`, { token: implicit })).body.data.meta.display_price;
    expect(price).toMatchObject({ tax: { amount: 359 + 44 }, with_tax: { amount: 4050 + 495 + 359 + 44 } });
  });
});

describe("refunds of what was paid, and the tax report", () => {
  it("a discounted line gives back what its units were charged; every unit and the shipping give back exactly the total", async () => {
    const cartId = await discountedCart("GBP", true, [[2200, 2], [2600, 1]], { country: "GB", method: "express" });
    const { order, items } = await placeAndPay(cartId);
    const total = order.meta.display_price.with_tax.amount;
    expect(total).toBe(7000 - 700 + 950);
    // The bottle: £22.00 a unit, £19.80 after WELCOME10.
    const first = await refundOrderLines(ADMIN, order.id, { lines: [{ item_id: items[0].id, quantity: 1, restock: false }], shipping: false });
    expect(first.amount).toBe(1980);
    const rest = await refundOrderLines(ADMIN, order.id, {
      lines: [
        { item_id: items[0].id, quantity: 1, restock: false },
        { item_id: items[1].id, quantity: 1, restock: false },
      ],
      shipping: true,
    });
    expect(first.amount + rest.amount).toBe(total);
    expect(rest.shipping).toBe(950);
    // The shipping goes back once.
    await expect(refundOrderLines(ADMIN, order.id, { lines: [], shipping: true })).rejects.toMatchObject({ status: 422 });
  });

  it("the report: per currency and rate, sold without tax after discounts and refunds, and the tax, as a CSV an accountant reads", async () => {
    const cartId = await discountedCart("USD", false, [[4500, 2]], { country: "US", region: "NY", method: "standard" });
    const { order, items } = await placeAndPay(cartId, {});
    const day = new Date().toISOString().slice(0, 10);
    const before = (await taxReport({ from: day, to: day, zone: "UTC" })).find((r) => r.currency === "USD" && r.jurisdiction === "US-NY")!;
    // Two boards charged $81.00 with $7.19 tax (8.875 % of 8100 = 718.875). One back: half of each comes off the
    // report, $40.50 and $3.60 (359.5 rounded; the last unit would take the remaining $3.59).
    await refundOrderLines(ADMIN, order.id, { lines: [{ item_id: items[0].id, quantity: 1, restock: false }], shipping: false });
    const after = (await taxReport({ from: day, to: day, zone: "UTC" })).find((r) => r.currency === "USD" && r.jurisdiction === "US-NY")!;
    expect(before.taxable - after.taxable).toBe(4050);
    expect(before.tax - after.tax).toBe(360);
    const csv = taxReportCsv([after], { from: day, to: day, zone: "UTC" });
    expect(csv.split("\r\n")[0]).toBe("period_from,period_to,currency,jurisdiction,tax,code,rate_percent,taxable_amount,tax_amount,orders");
    expect(csv.split("\r\n")[1]).toContain(`,USD,US-NY,`);
    expect(csv.split("\r\n")[1]).toContain(",8.875,");
  });
});
