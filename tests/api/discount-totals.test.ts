// Golden totals, computed by hand below, for carts that carry every kind of discount and tax this
// issue adds: a percent promotion with tax items on tax-exclusive and tax-inclusive prices, and
// custom discounts allocated over the lines. (The shipping-group part of the golden cart comes with
// shipping groups, in their own branch.)
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call } from "../support/api";
import { makeProduct } from "../support/fixtures";
import { makeCodePromotion } from "../support/promotions";

let admin: string;

beforeAll(async () => {
  admin = await adminToken();
});

const MEASURES = ["with_tax", "without_tax", "tax", "discount", "without_discount"] as const;
const amounts = (p: any) => Object.fromEntries(MEASURES.map((m) => [m, p[m].value?.amount ?? p[m].amount]));

describe("golden totals", () => {
  it("a percent promotion, tax items and a tax-inclusive price", async () => {
    const a = await makeProduct(admin, { price: { USD: { amount: 1999, includes_tax: false } } });
    const b = await makeProduct(admin, { price: { USD: { amount: 1200, includes_tax: true } } });
    const { code } = await makeCodePromotion(admin, { promotion_type: "percent_discount", currencies: [{ currency: "USD", percentage: 12.5 }] });
    const cartId = `golden-${randomUUID().slice(0, 8)}`;
    const response = await call("POST", `/v2/carts/${cartId}/items`, {
      token: admin,
      body: {
        data: [
          {
            type: "cart_item",
            id: a.id,
            quantity: 3,
            tax: [
              { type: "tax_item", name: "VAT", jurisdiction: "UK", code: "VAT", rate: 0.2 },
              { type: "tax_item", name: "City", jurisdiction: "London", code: "CITY", rate: 0.015 },
            ],
          },
          { type: "cart_item", id: b.id, quantity: 2, tax: [{ type: "tax_item", name: "VAT", jurisdiction: "UK", code: "VAT", rate: 0.2 }] },
          { type: "custom_item", name: "Gift wrap", sku: "WRAP", quantity: 1, price: { amount: 350 } },
          { type: "promotion_item", code },
        ],
      },
    });
    expect(response.status).toBe(201);
    const [lineA, lineB, wrap, promotion] = response.body.data;
    // A: 3 × 19.99 = 59.97; VAT 1199.4 → 1199, city 89.955 → 90: tax 12.89.
    expect(amounts(lineA.meta.display_price)).toEqual({ with_tax: 7286, without_tax: 5997, tax: 1289, discount: 0, without_discount: 5997 });
    expect(lineA.meta.display_price.tax.unit.amount).toBe(430); // 399.8 → 400, 29.985 → 30
    // B: 2 × 12.00 including 20% VAT: 2400 / 1.2 = 2000 without tax, 400 tax.
    expect(amounts(lineB.meta.display_price)).toEqual({ with_tax: 2400, without_tax: 2000, tax: 400, discount: 0, without_discount: 2000 });
    // Gift wrap: 3.50 including tax, no tax items.
    expect(amounts(wrap.meta.display_price)).toEqual({ with_tax: 350, without_tax: 350, tax: 0, discount: 0, without_discount: 350 });
    // 12.5% of the subtotal as priced (B with its tax), 5997 + 2400 + 350 = 8747: 1093.375 → 1093. It is shared out
    // over what the lines cost: 749.36…, 299.90…, 43.73… → 749, 299, 43, and the 2 units left to the largest line, A.
    // A: 5997 − 751 = 5246 without tax, VAT 1049.2 → 1049 and city 78.69 → 79: 1128 (161 less than 1289).
    // B: 2400 − 299 = 2101 with tax, VAT inside 350.17 → 350 (50 less), 1751 without (249 less).
    // Wrap: 350 − 43 = 307, no tax. The promotion line carries it all: −1093 as priced, −1043 without tax, −211 tax,
    // −(751 + 161) − 299 − 43 = −1254 with tax.
    expect(amounts(promotion.meta.display_price)).toEqual({ with_tax: -1254, without_tax: -1043, tax: -211, discount: -1093, without_discount: 0 });
    expect(amounts(response.body.meta.display_price)).toEqual({ with_tax: 8782, without_tax: 7304, tax: 1478, discount: -1093, without_discount: 8347 });
    expect(response.body.meta.display_price.with_tax.formatted).toBe("$87.82");
    expect(response.body.meta.display_price.shipping.amount).toBe(0);
    expect(response.body.meta.discounts).toEqual({ [code]: { amount: -1093, currency: "USD", formatted: "-$10.93" } });
  });

  it("custom discounts allocated over the lines, tax on what each line then costs", async () => {
    const a = await makeProduct(admin, { price: { USD: { amount: 1999, includes_tax: false } } });
    const b = await makeProduct(admin, { price: { USD: { amount: 1200, includes_tax: true } } });
    const created = await call("POST", "/v2/carts", { token: admin, body: { data: { name: "Golden", discount_settings: { custom_discounts_enabled: true } } } });
    const cartId = created.body.data.id;
    const vat = [{ type: "tax_item", name: "VAT", jurisdiction: "UK", code: "VAT", rate: 0.2 }];
    await call("POST", `/v2/carts/${cartId}/items`, {
      token: admin,
      body: { data: [{ type: "cart_item", id: a.id, quantity: 3, tax: vat }, { type: "cart_item", id: b.id, quantity: 2, tax: vat }] },
    });
    const posted = await call("POST", `/v2/carts/${cartId}/custom-discounts`, {
      token: admin,
      body: { data: { type: "custom_discount", amount: { amount: -1000, currency: "USD" }, description: "Loyalty", discount_code: "LOYAL", discount_engine: "Talon.one", external_id: "t-1" } },
    });
    expect(posted.status).toBe(201);
    const response = await call("GET", `/v2/carts/${cartId}/items`, { token: admin });
    const [lineA, lineB] = response.body.data;
    // What the lines cost as priced: 5997 and 2400 (B with its tax), 8397. Shares of 1000: 714.18… and 285.81… → 714
    // and 285, the unit left to the largest line, A. A: 5282 without tax, VAT 1056.4 → 1056. B: 2115 with tax, VAT
    // inside 352.5 → 353, 1762 without. Each line's discount is as priced.
    expect(amounts(lineA.meta.display_price)).toEqual({ with_tax: 6338, without_tax: 5282, tax: 1056, discount: -715, without_discount: 5997 });
    expect(amounts(lineB.meta.display_price)).toEqual({ with_tax: 2115, without_tax: 1762, tax: 353, discount: -285, without_discount: 2000 });
    expect(amounts(response.body.meta.display_price)).toEqual({ with_tax: 8453, without_tax: 7044, tax: 1409, discount: -1000, without_discount: 7997 });
    expect(response.body.meta.discounts).toEqual({ LOYAL: { amount: -1000, currency: "USD", formatted: "-$10.00" } });
  });
});
