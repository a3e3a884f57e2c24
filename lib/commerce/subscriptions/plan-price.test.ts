import { describe, expect, it } from "vitest";
import { planPrice, planPriceMap, planPriceParts } from "./plan-price";

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

describe("planPriceParts", () => {
  const named = [
    { name: "House Blend Beans", ...beans },
    { name: "Brew Guide", ...guide },
  ];

  it("a fixed price is one part: it covers the products, whatever their own prices", () => {
    const plan = { fixedPrice: { USD: { amount: 1900, includes_tax: false } }, basePricePercentage: 10 };
    expect(planPriceParts(plan, named, "USD")).toEqual({ parts: [{ kind: "fixed", label: "The plan's fixed price", amount: 1900 }], perBill: 1900 });
  });

  it("a price from the products lists each product, then the plan's discount", () => {
    expect(planPriceParts({ fixedPrice: null, basePricePercentage: 10 }, named, "USD")).toEqual({
      parts: [
        { kind: "product", label: "House Blend Beans", amount: 1600 },
        { kind: "product", label: "Brew Guide", amount: 500 },
        { kind: "discount", label: "Plan discount (10%)", amount: -210 },
      ],
      perBill: 1890,
    });
    expect(planPriceParts({ fixedPrice: null, basePricePercentage: null }, named, "USD")?.parts.map((p) => p.kind)).toEqual(["product", "product"]);
  });

  it("a quantity multiplies every part, and says so", () => {
    const parts = planPriceParts({ fixedPrice: null, basePricePercentage: 12.5 }, [{ name: "Beans", ...beans }], "EUR", 3);
    expect(parts?.perBill).toBe(1313 * 3);
    expect(parts?.parts[0]).toEqual({ kind: "product", label: "3 × Beans", amount: 4500 });
  });

  it("the parts always add up to the price per bill, which is the plan's price times the quantity", () => {
    for (let i = 0; i < 500; i++) {
      const products = Array.from({ length: 1 + (i % 4) }, (_, n) => ({ name: `P${n}`, price: { USD: { amount: (i * 7919 + n * 104729) % 100000, includes_tax: false } } }));
      const plan = i % 3 === 0 ? { fixedPrice: { USD: { amount: i * 13, includes_tax: false } }, basePricePercentage: 5 } : { fixedPrice: null, basePricePercentage: i % 5 === 0 ? null : (i % 97) + 0.5 };
      const quantity = 1 + (i % 3);
      const result = planPriceParts(plan, products, "USD", quantity)!;
      expect(result.parts.reduce((sum, p) => sum + p.amount, 0)).toBe(result.perBill);
      expect(result.perBill).toBe(planPrice(plan, products, "USD")!.amount * quantity);
    }
  });

  it("no parts where there is no price", () => {
    expect(planPriceParts({ fixedPrice: null, basePricePercentage: 10 }, named, "EUR")).toBeUndefined();
  });
});
