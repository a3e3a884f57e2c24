import { describe, expect, it } from "vitest";
import { goodsAmount, shippingPrice, taxRateFor, type ShippingMethod } from "./shipping-and-tax-rules";

const standard: ShippingMethod = { id: "standard", name: "Standard", prices: { USD: 495, EUR: 450 }, freeOver: { USD: 5000 } };

describe("shipping and tax at checkout", () => {
  it("prices a method in the cart's currency, free from the threshold on", () => {
    expect(shippingPrice(standard, "USD", 4999)).toBe(495);
    expect(shippingPrice(standard, "USD", 5000)).toBe(0);
    // No threshold in EUR: never free.
    expect(shippingPrice(standard, "EUR", 100_000)).toBe(450);
    expect(shippingPrice(standard, "GBP", 100)).toBeUndefined();
  });

  it("compares the goods before discounts with the threshold; promotion lines are not goods", () => {
    expect(goodsAmount([{ type: "cart_item", unitAmount: 1250, quantity: 2 }, { type: "custom_item", unitAmount: 300, quantity: 1 }, { type: "promotion_item", unitAmount: -500, quantity: 1 }])).toBe(2800);
  });

  it("takes the destination's rate, else the store's default", () => {
    const rates = [
      { country: "GB", name: "VAT", code: "GB-VAT", rate: 0.2 },
      { country: "*", name: "No tax", code: "NONE", rate: 0 },
    ];
    expect(taxRateFor(rates, "gb")?.rate).toBe(0.2);
    expect(taxRateFor(rates, "US")?.code).toBe("NONE");
    expect(taxRateFor([], "US")).toBeUndefined();
  });
});
