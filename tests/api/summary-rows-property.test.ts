// The money rule's property (docs/money.md): for random carts — three currencies, prices with and without tax,
// custom items, promotion codes and custom discounts, shipping and a destination's tax — the summary rows every
// page and e-mail renders (lib/commerce/summary/summary-rows.ts) add up to the total, and that total is what the
// API charges: the cart's with_tax once checkout has priced it, the order's, and the payment's amount, to the
// minor unit. The lines as listed add up to the items row. Whichever way the store shows prices, both hold.
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { prepareCheckout } from "@/lib/commerce/checkout/prepare-checkout";
import { placedOrderSummary } from "@/lib/commerce/summary/order-summary";
import { ADDED_KINDS, lineAmount, summaryOf, type Summary } from "@/lib/commerce/summary/summary-rows";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";
import { checkoutBody, enableManualGateway } from "../support/order-fixtures";
import { makeCodePromotion } from "../support/promotions";
import { getDb } from "@/lib/storage/db";
import { seedTaxRates } from "@/lib/seed/demo-tax-rates";

const CURRENCIES = ["USD", "EUR", "GBP"] as const;
type Currency = (typeof CURRENCIES)[number];

let admin: string;
let implicit: string;
let percentCode: string;
let fixedCode: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
  // Shoppers pay with the manual gateway here, as in a store that enables it for EP's storefront.
  await enableManualGateway(admin);
  await seedTaxRates(await getDb());
  percentCode = (await makeCodePromotion(admin, { promotion_type: "percent_discount", currencies: CURRENCIES.map((currency) => ({ currency, percentage: 15 })) })).code;
  fixedCode = (await makeCodePromotion(admin, { promotion_type: "fixed_discount", currencies: CURRENCIES.map((currency) => ({ currency, amount: 733 })) })).code;
});

const line = fc.record({
  custom: fc.boolean(),
  amount: fc.integer({ min: 1, max: 25_000 }),
  includesTax: fc.boolean(),
  quantity: fc.integer({ min: 1, max: 7 }),
});

const scenario = fc.record({
  currency: fc.constantFrom(...CURRENCIES),
  lines: fc.array(line, { minLength: 1, maxLength: 4 }),
  discount: fc.constantFrom("none", "percent-code", "fixed-code", "custom"),
  customDiscount: fc.integer({ min: 1, max: 5_000 }),
  // The store's shipping methods (standard is free over a threshold) to destinations with and without tax, on
  // shipping too (the demo's rates: VAT and New York tax it, California does not, Oregon has no rate).
  shipping: fc.constantFrom("standard", "express"),
  destination: fc.constantFrom(["GB", ""], ["DE", ""], ["IE", ""], ["NL", ""], ["US", "NY"], ["US", "CA"], ["US", "OR"]),
});

const added = (summary: Summary) => summary.rows.filter((row) => ADDED_KINDS.includes(row.kind)).reduce((sum, row) => sum + row.amount, 0);
const row = (summary: Summary, kind: string) => summary.rows.find((r) => r.kind === kind);

type Item = { type: string; meta: { display_price: Parameters<typeof lineAmount>[0] & { tax: { value: { amount: number } } } } };

/** The rows add up; the product lines as listed add up to the items row; every amount is in the currency. */
function expectRowsAddUp(summary: Summary, items: Item[], pricesIncludeTax: boolean, currency: Currency) {
  expect(added(summary)).toBe(summary.total.amount);
  const lines = items.filter((item) => item.type !== "promotion_item");
  expect(lines.reduce((sum, item) => sum + lineAmount(item.meta.display_price, pricesIncludeTax), 0)).toBe(row(summary, "goods")!.amount);
  for (const r of summary.rows) expect(r.formatted).toContain(currency === "USD" ? "$" : currency === "EUR" ? "€" : "£");
}


describe("summary rows, property", () => {
  it("add up to what the API charges, for random carts in three currencies, with and without tax in prices", async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const currency = s.currency;
        const custom = s.discount === "custom";
        const created = await call("POST", "/v2/carts", {
          token: implicit,
          body: { data: { name: "Property", ...(custom ? { discount_settings: { custom_discounts_enabled: true } } : {}) } },
        });
        expect(created.status).toBe(201);
        const cartId = created.body.data.id as string;
        const data = [];
        for (const l of s.lines) {
          if (l.custom) {
            data.push({ type: "custom_item", name: "Gift wrap", sku: `WRAP-${randomUUID().slice(0, 8)}`, quantity: l.quantity, price: { amount: l.amount, includes_tax: l.includesTax } });
          } else {
            const product = await makeProduct(admin, { price: { [currency]: { amount: l.amount, includes_tax: l.includesTax } } });
            data.push({ type: "cart_item", id: product.id, quantity: l.quantity });
          }
        }
        const addedItems = await call("POST", `/v2/carts/${cartId}/items`, { token: implicit, headers: { "x-moltin-currency": currency }, body: { data } });
        expect(addedItems.status, JSON.stringify(addedItems.body)).toBe(201);
        if (s.discount === "percent-code" || s.discount === "fixed-code") {
          const code = s.discount === "percent-code" ? percentCode : fixedCode;
          const applied = await call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data: { type: "promotion_item", code } } });
          expect(applied.status, JSON.stringify(applied.body)).toBe(201);
        }
        if (custom) {
          const posted = await call("POST", `/v2/carts/${cartId}/custom-discounts`, {
            token: admin,
            body: { data: { type: "custom_discount", amount: -s.customDiscount, description: "Engine", discount_code: "ENGINE", discount_engine: "Engine", external_id: randomUUID() } },
          });
          expect(posted.status, JSON.stringify(posted.body)).toBe(201);
        }

        const readCart = async () => (await call("GET", `/v2/carts/${cartId}/items`, { token: implicit })).body as { data: Item[]; meta: { display_price: Parameters<typeof summaryOf>[0] } };
        // Before a destination: a subtotal (or, with tax in prices, the total as the cart holds it).
        const before = await readCart();
        for (const pricesIncludeTax of [true, false]) {
          const summary = summaryOf(before.meta.display_price, before.data as never, { currency, pricesIncludeTax });
          expectRowsAddUp(summary, before.data, pricesIncludeTax, currency);
          if (pricesIncludeTax) expect(summary.total.amount).toBe(before.meta.display_price.with_tax.amount);
        }

        // Checkout's review prices shipping and the destination's tax: the total is the cart's with_tax.
        await prepareCheckout(cartId, { country: s.destination[0], region: s.destination[1], shippingMethodId: s.shipping });
        const reviewed = await readCart();
        for (const pricesIncludeTax of [true, false]) {
          const summary = summaryOf(reviewed.meta.display_price, reviewed.data as never, { currency, pricesIncludeTax });
          expect(summary.totalIsFinal).toBe(true);
          expect(summary.total.amount).toBe(reviewed.meta.display_price.with_tax.amount);
          expectRowsAddUp(summary, reviewed.data, pricesIncludeTax, currency);
        }

        // The order charges it, and the payment takes exactly it.
        const order = await call("POST", `/v2/carts/${cartId}/checkout`, { token: implicit, body: checkoutBody() });
        expect(order.status, JSON.stringify(order.body)).toBe(201);
        const orderId = order.body.data.id as string;
        const orderItems = (await call("GET", `/v2/orders/${orderId}/items`, { token: implicit })).body.data as Item[];
        for (const pricesIncludeTax of [true, false]) {
          const placed = placedOrderSummary({ currency, displayPrice: order.body.data.meta.display_price }, orderItems, pricesIncludeTax);
          expect(placed.summary!.total.amount).toBe(reviewed.meta.display_price.with_tax.amount);
          expect(placed.summary!.total.amount).toBe(order.body.data.meta.display_price.with_tax.amount);
          expectRowsAddUp(placed.summary!, orderItems, pricesIncludeTax, currency);
        }
        const paid = await call("POST", `/v2/orders/${orderId}/payments`, { token: implicit, body: { data: { gateway: "manual", method: "purchase" } } });
        expect(paid.status, JSON.stringify(paid.body)).toBe(200);
        expect(paid.body.data.amount).toBe(order.body.data.meta.display_price.with_tax.amount);
      }),
      { numRuns: 30 },
    );
  });
});
