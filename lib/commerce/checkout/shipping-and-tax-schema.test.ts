import { describe, expect, it } from "vitest";
import { fractionFromPercent, percentFromFraction, shippingMethodFormSchema, shippingMethodSchema, taxRateFormSchema, taxRateSchema } from "./shipping-and-tax-schema";

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("shipping method rules", () => {
  it("takes a price per currency in minor units, at least zero, and a threshold per currency", () => {
    expect(shippingMethodSchema.parse({ name: " Courier ", prices: { GBP: 0, USD: 495 }, freeOver: { USD: 5000 }, position: 3 })).toEqual({
      name: "Courier",
      prices: { GBP: 0, USD: 495 },
      freeOver: { USD: 5000 },
      position: 3,
    });
    expect(shippingMethodSchema.safeParse({ name: "X", prices: { USD: -1 }, freeOver: null, position: 0 }).success).toBe(false);
    expect(shippingMethodSchema.safeParse({ name: "X", prices: { USD: 4.5 }, freeOver: null, position: 0 }).success).toBe(false);
    expect(shippingMethodSchema.safeParse({ name: "X", prices: {}, freeOver: null, position: 0 }).success).toBe(false);
    expect(shippingMethodSchema.safeParse({ name: "", prices: { USD: 1 }, freeOver: null, position: 0 }).success).toBe(false);
  });

  it("reads the form: amounts as typed in each currency, empty meaning not offered or never free", () => {
    const schema = shippingMethodFormSchema(["USD", "EUR", "JPY"]);
    expect(schema.parse({ name: "Courier", position: "2", price_USD: "4.95", free_over_USD: "50", price_EUR: "", free_over_EUR: "", price_JPY: "800" })).toEqual({
      name: "Courier",
      prices: { USD: 495, JPY: 800 },
      freeOver: { USD: 5000 },
      position: 2,
    });
    expect(schema.parse({ name: "Courier", price_EUR: "0" })).toMatchObject({ prices: { EUR: 0 }, freeOver: null, position: 0 });
    expect(messages(schema.safeParse({ name: "Courier", price_USD: "-1", price_JPY: "8.5", free_over_EUR: "10", position: "x" }))).toEqual({
      price_USD: "Type an amount in USD, such as 4.95, or leave it empty.",
      price_JPY: "Type an amount in JPY, such as 4.95, or leave it empty.",
      free_over_EUR: "Give a price in EUR too, or leave this empty.",
      position: "The order is a whole number, such as 1.",
    });
    expect(messages(schema.safeParse({ name: "Courier" }))).toEqual({ price_USD: "Give a price in at least one currency." });
  });
});

describe("tax rate rules", () => {
  it("a rate is a fraction 0 ≤ r < 1", () => {
    expect(taxRateSchema.parse({ country: "de", name: "MwSt.", code: "DE-VAT", rate: 0.19 })).toEqual({ country: "DE", region: "", name: "MwSt.", code: "DE-VAT", rate: 0.19, taxesShipping: false });
    expect(taxRateSchema.safeParse({ country: "DE", name: "X", code: "X", rate: 1 }).success).toBe(false);
    expect(taxRateSchema.safeParse({ country: "DE", name: "X", code: "X", rate: -0.01 }).success).toBe(false);
    expect(taxRateSchema.safeParse({ country: "XX", name: "X", code: "X", rate: 0 }).success).toBe(false);
  });

  it("the form takes the rate in percent and stores the fraction", () => {
    expect(taxRateFormSchema.parse({ country: "ie", name: "VAT", code: "IE-VAT", rate: "23" })).toEqual({ country: "IE", region: "", name: "VAT", code: "IE-VAT", rate: 0.23, taxesShipping: false });
    expect(fractionFromPercent("7.7%")).toBe(0.077);
    expect(percentFromFraction(0.077)).toBe("7.7");
    expect(percentFromFraction(0.2)).toBe("20");
    expect(messages(taxRateFormSchema.safeParse({ country: "IE", name: "VAT", code: "V", rate: "100" }))).toEqual({ rate: "A rate must be below 100%." });
    expect(messages(taxRateFormSchema.safeParse({ country: "IE", name: "VAT", code: "V", rate: "twenty" }))).toEqual({ rate: "Type the rate in percent, such as 20 or 7.5." });
  });
});
