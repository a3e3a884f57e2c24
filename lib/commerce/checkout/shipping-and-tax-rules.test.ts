import { describe, expect, it } from "vitest";
import { goodsAmount, shippingPrice, taxJurisdiction, taxRateFor, type ShippingMethod } from "./shipping-and-tax-rules";

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
      { country: "GB", region: "", name: "VAT", code: "GB-VAT", rate: 0.2, taxesShipping: true },
      { country: "*", region: "", name: "No tax", code: "NONE", rate: 0, taxesShipping: false },
    ];
    expect(taxRateFor(rates, "gb")?.rate).toBe(0.2);
    expect(taxRateFor(rates, "US")?.code).toBe("NONE");
    expect(taxRateFor([], "US")).toBeUndefined();
  });

  it("a region's rate beats its country's, which beats everywhere else", () => {
    const rate = (country: string, region: string, code: string) => ({ country, region, name: "Sales tax", code, rate: 0.05, taxesShipping: false });
    const rates = [rate("*", "", "ELSE"), rate("US", "", "US"), rate("US", "NY", "US-NY"), rate("CA", "QC", "CA-QC")];
    expect(taxRateFor(rates, "US", "NY")?.code).toBe("US-NY");
    expect(taxRateFor(rates, "us", " ny ")?.code).toBe("US-NY");
    // A state without its own rate: the country's; no region given: the country's too.
    expect(taxRateFor(rates, "US", "OR")?.code).toBe("US");
    expect(taxRateFor(rates, "US")?.code).toBe("US");
    // A region of another country is not this one's: Canada has no rate of its own outside Quebec.
    expect(taxRateFor(rates, "CA", "NY")?.code).toBe("ELSE");
    expect(taxRateFor(rates, "CA", "QC")?.code).toBe("CA-QC");
    expect(taxRateFor(rates.slice(1), "FR")).toBeUndefined();
  });

  it("names the tax item's jurisdiction by the region where the region's rate applied", () => {
    expect(taxJurisdiction("US", { region: "NY" })).toBe("US-NY");
    expect(taxJurisdiction("GB", { region: "" })).toBe("GB");
  });
});
