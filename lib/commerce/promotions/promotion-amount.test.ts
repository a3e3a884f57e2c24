import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { meetsMinCartValue, percentOf, promotionDiscount } from "./promotion-amount";

describe("percentOf", () => {
  it("rounds half away from zero", () => {
    expect(percentOf(1005, 10)).toBe(101); // 100.5
    expect(percentOf(1004, 10)).toBe(100); // 100.4
    expect(percentOf(15, 10)).toBe(2); // 1.5
    expect(percentOf(-15, 10)).toBe(-2);
    expect(percentOf(0, 50)).toBe(0);
    expect(percentOf(9999, 100)).toBe(9999);
  });

  it("is exact for percentages with six decimals where floating point is not", () => {
    // 12.5% of 4 = 0.5 → 1; 33.333333% of 300 = 99.999999 → 100
    expect(percentOf(4, 12.5)).toBe(1);
    expect(percentOf(300, 33.333333)).toBe(100);
    // 10000 × 1.005 / 100 is 100.49999999999999 in floating point; exactly 100.5 → 101 here.
    expect(percentOf(10000, 1.005)).toBe(101);
    expect(percentOf(10000, 0.285)).toBe(29); // 28.5
  });

  it("never exceeds the base for percentages up to 100 (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000_000 }), fc.double({ min: 0, max: 100, noNaN: true }), (base, pct) => {
        const d = percentOf(base, pct);
        expect(Number.isInteger(d)).toBe(true);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(base);
      }),
    );
  });
});

describe("meetsMinCartValue", () => {
  const promotion = { promotionType: "fixed_discount", schema: { currencies: [] }, minCartValue: [{ currency: "USD", amount: 10_000 }] };

  it("holds from the minimum in the cart's currency on", () => {
    expect(meetsMinCartValue(promotion, "USD", 9_999)).toBe(false);
    expect(meetsMinCartValue(promotion, "USD", 10_000)).toBe(true);
  });

  it("does not hold in a currency the minimums leave out; holds always without minimums", () => {
    expect(meetsMinCartValue(promotion, "EUR", 1_000_000)).toBe(false);
    expect(meetsMinCartValue({ ...promotion, minCartValue: null }, "EUR", 0)).toBe(true);
    expect(meetsMinCartValue({ ...promotion, minCartValue: [] }, "EUR", 0)).toBe(true);
  });
});

describe("promotionDiscount", () => {
  it("is the fixed amount, or the percentage of the base, in the cart's currency", () => {
    const fixed = { promotionType: "fixed_discount", schema: { currencies: [{ currency: "USD", amount: 1500 }] }, minCartValue: null };
    const percent = { promotionType: "percent_discount", schema: { currencies: [{ currency: "USD", percentage: 10 }] }, minCartValue: null };
    expect(promotionDiscount(fixed, "USD", 500)).toBe(1500);
    expect(promotionDiscount(percent, "USD", 4550)).toBe(455);
    expect(promotionDiscount(fixed, "EUR", 500)).toBeUndefined();
  });
});
