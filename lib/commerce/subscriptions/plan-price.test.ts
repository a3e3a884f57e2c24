import { describe, expect, it } from "vitest";
import { planPrice, planPriceMap } from "./plan-price";

const beans = { price: { USD: { amount: 1600, includes_tax: false }, EUR: { amount: 1500, includes_tax: false } } };
const guide = { price: { USD: { amount: 500, includes_tax: false } } };

describe("planPrice", () => {
  it("a fixed price in the currency wins", () => {
    const plan = { fixedPrice: { USD: { amount: 1900, includes_tax: false } }, basePricePercentage: 10 };
    expect(planPrice(plan, [beans, guide], "USD")).toEqual({ amount: 1900, includes_tax: false });
  });

  it("else the products' total less base_price_percentage, rounded half away from zero", () => {
    const plan = { fixedPrice: null, basePricePercentage: 10 };
    expect(planPrice(plan, [beans, guide], "USD")).toEqual({ amount: 1890, includes_tax: false });
    // 1500 × 0.875 = 1312.5 → 1313
    expect(planPrice({ fixedPrice: null, basePricePercentage: 12.5 }, [beans], "EUR")).toEqual({ amount: 1313, includes_tax: false });
    expect(planPrice({ fixedPrice: null, basePricePercentage: 0 }, [beans, guide], "USD")?.amount).toBe(2100);
    expect(planPrice({ fixedPrice: null, basePricePercentage: 100 }, [beans, guide], "USD")?.amount).toBe(0);
  });

  it("a plan with neither fixed_price nor base_price_percentage costs its products' total", () => {
    expect(planPrice({ fixedPrice: null, basePricePercentage: null }, [beans, guide], "USD")).toEqual({ amount: 2100, includes_tax: false });
    expect(planPrice({ fixedPrice: null, basePricePercentage: null }, [beans], "EUR")).toEqual({ amount: 1500, includes_tax: false });
    // A fixed price in another currency does not stop the products pricing this one.
    expect(planPrice({ fixedPrice: { GBP: { amount: 1, includes_tax: true } }, basePricePercentage: null }, [beans], "USD")?.amount).toBe(1600);
  });

  it("no price when a product lacks the currency and no fixed price covers it, or there is nothing to price", () => {
    expect(planPrice({ fixedPrice: null, basePricePercentage: 10 }, [beans, guide], "EUR")).toBeUndefined();
    expect(planPrice({ fixedPrice: null, basePricePercentage: null }, [beans, guide], "EUR")).toBeUndefined();
    expect(planPrice({ fixedPrice: { USD: { amount: 1, includes_tax: true } }, basePricePercentage: null }, [], "GBP")).toBeUndefined();
  });
});

describe("planPriceMap", () => {
  it("prices the plan in every currency it can be priced in", () => {
    const plan = { fixedPrice: { GBP: { amount: 1700, includes_tax: true } }, basePricePercentage: 10 };
    expect(planPriceMap(plan, [beans])).toEqual({
      EUR: { amount: 1350, includes_tax: false },
      GBP: { amount: 1700, includes_tax: true },
      USD: { amount: 1440, includes_tax: false },
    });
    expect(planPriceMap({ fixedPrice: null, basePricePercentage: null }, [beans, guide])).toEqual({ USD: { amount: 2100, includes_tax: false } });
  });
});
