import { describe, expect, it } from "vitest";
import { ADDED_KINDS, lineAmount, summaryRows, type SummaryTotals } from "./summary-rows";

const totals = (t: Record<keyof SummaryTotals, number>): SummaryTotals =>
  Object.fromEntries(Object.entries(t).map(([k, amount]) => [k, { amount }])) as SummaryTotals;
const read = (s: ReturnType<typeof summaryRows>) => s.rows.map((r) => `${r.label} ${r.formatted}`);

describe("summaryRows", () => {
  // The confirmation: goods $42, 10% off, shipping $4.95, no tax at a US address.
  const usOrder = totals({ without_discount: 4695, discount: -420, without_tax: 4275, shipping: 495, tax: 0, with_tax: 4275 });

  it("does not count shipping among the items (prices without tax, destination known)", () => {
    const s = summaryRows(usOrder, { currency: "USD", pricesIncludeTax: false, taxKnown: true, shippingChosen: true });
    expect(read(s)).toEqual(["Items $42.00", "Discount -$4.20", "Shipping $4.95", "Tax $0.00", "Total $42.75"]);
    expect(s.totalIsFinal).toBe(true);
    expect(s.notes).toEqual([]);
  });

  it("shows a subtotal and says tax comes at checkout while the destination is unknown", () => {
    const cart = totals({ without_discount: 4500, discount: 0, without_tax: 4500, shipping: 0, tax: 0, with_tax: 4500 });
    const s = summaryRows(cart, { currency: "USD", pricesIncludeTax: false, taxKnown: false, shippingChosen: false });
    expect(read(s)).toEqual(["Items $45.00", "Subtotal $45.00"]);
    expect(s.rows.some((r) => r.kind === "tax")).toBe(false);
    expect(s.totalIsFinal).toBe(false);
    expect(s.notes).toEqual(["Tax is added at checkout.", "Shipping is chosen at checkout."]);
  });

  it("adds tax as a row where prices exclude it (a US price shipped to the UK)", () => {
    const t = totals({ without_discount: 4995, discount: 0, without_tax: 4995, shipping: 495, tax: 900, with_tax: 5895 });
    const s = summaryRows(t, { currency: "USD", pricesIncludeTax: false, taxKnown: true, shippingChosen: true, taxName: "VAT" });
    expect(read(s)).toEqual(["Items $45.00", "Shipping $4.95", "VAT $9.00", "Total $58.95"]);
  });

  it("writes tax-inclusive amounts and 'includes VAT' under the total (a UK shopper, £36 board, £3.95 shipping)", () => {
    // £36.00 includes £6.00 VAT; the API's without_* amounts are net of it.
    const t = totals({ without_discount: 3395, discount: 0, without_tax: 3395, shipping: 395, tax: 600, with_tax: 3995 });
    const s = summaryRows(t, { currency: "GBP", pricesIncludeTax: true, taxKnown: true, shippingChosen: true, taxName: "VAT" });
    expect(read(s)).toEqual(["Items £36.00", "Shipping £3.95", "Total £39.95", "VAT £6.00"]);
    expect(s.rows.at(-1)?.kind).toBe("included-tax");
    expect(s.total.amount).toBe(3995);
  });

  it("keeps the same inclusive total before a destination, saying prices include tax", () => {
    const t = totals({ without_discount: 3600, discount: 0, without_tax: 3600, shipping: 0, tax: 0, with_tax: 3600 });
    const s = summaryRows(t, { currency: "GBP", pricesIncludeTax: true, taxKnown: false, shippingChosen: false });
    expect(read(s)).toEqual(["Items £36.00", "Total £36.00"]);
    expect(s.notes).toEqual(["Prices include tax.", "Shipping is chosen at checkout."]);
  });

  it("takes the shipping's own tax out of an exclusive shipping row", () => {
    const t = totals({ without_discount: 1500, discount: 0, without_tax: 1500, shipping: 600, tax: 300, with_tax: 1800 });
    const s = summaryRows(t, { currency: "USD", pricesIncludeTax: false, taxKnown: true, shippingChosen: true, shippingTax: 100 });
    const added = s.rows.filter((r) => ADDED_KINDS.includes(r.kind)).reduce((sum, r) => sum + r.amount, 0);
    expect(read(s)).toEqual(["Items $10.00", "Shipping $5.00", "Tax $3.00", "Total $18.00"]);
    expect(added).toBe(s.total.amount);
  });
});

describe("lineAmount", () => {
  const price = (withTax: number, withoutDiscount: number, discount: number) => ({
    with_tax: { value: { amount: withTax } },
    without_tax: { value: { amount: withTax } },
    discount: { value: { amount: discount } },
    without_discount: { value: { amount: withoutDiscount } },
  });
  it("is the line before cart discounts, with tax or without as the store shows prices", () => {
    expect(lineAmount(price(3240, 3000, -360), true)).toBe(3600);
    expect(lineAmount(price(3240, 3000, -360), false)).toBe(3000);
  });
});
