import { describe, expect, it } from "vitest";
import { SHIPPING_COUNTRIES } from "./countries";
import { presetCountry } from "./preset-country";

describe("the country a checkout starts with", () => {
  it("is the home of the cart's currency when it has one among the countries shipped to", () => {
    expect(presetCountry("GBP")).toBe("GB");
    expect(presetCountry("usd")).toBe("US");
    expect(presetCountry("CAD")).toBe("CA");
    expect(presetCountry("AUD")).toBe("AU");
  });

  it("is none for a currency of several countries or of none shipped to", () => {
    expect(presetCountry("EUR")).toBe("");
    expect(presetCountry("JPY")).toBe("");
  });

  it("is the first saved address's country the store ships to, before the currency's", () => {
    expect(presetCountry("GBP", ["ie"])).toBe("IE");
    expect(presetCountry("GBP", ["JP", "FR"])).toBe("FR");
    expect(presetCountry("USD", ["JP"])).toBe("US");
  });

  it("is always a country of the list, or none", () => {
    for (const currency of ["GBP", "USD", "EUR", "CAD", "AUD", "CHF", ""]) {
      const preset = presetCountry(currency);
      expect(preset === "" || SHIPPING_COUNTRIES.some((c) => c.code === preset)).toBe(true);
    }
  });
});
