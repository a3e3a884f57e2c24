import { describe, expect, it } from "vitest";
import { formatMoney, minorUnitsFromText, typedAmount, typedAmountPattern } from "./money";

describe("money", () => {
  it("formats minor units in the currency's own digits", () => {
    expect(formatMoney(1250, "USD")).toBe("$12.50");
    expect(formatMoney(1250, "JPY")).toBe("¥1,250");
  });

  it("reads a typed amount as minor units, refusing what is not one", () => {
    expect(minorUnitsFromText("12.50", "USD")).toBe(1250);
    expect(minorUnitsFromText(" 12.5 ", "USD")).toBe(1250);
    expect(minorUnitsFromText("12", "USD")).toBe(1200);
    expect(minorUnitsFromText("0.07", "EUR")).toBe(7);
    expect(minorUnitsFromText("1250", "JPY")).toBe(1250);
    for (const bad of ["", "-1", "1.234", "12,50", "1e3", "abc", "12.5", "0x10"]) {
      expect(minorUnitsFromText(bad, bad === "12.5" ? "JPY" : "USD"), bad).toBeUndefined();
    }
  });

  it("writes minor units as a person types them, and reads them back", () => {
    expect(typedAmount(1250, "USD")).toBe("12.50");
    expect(typedAmount(1250, "JPY")).toBe("1250");
    for (const [minor, currency] of [[7, "EUR"], [123456, "USD"], [99, "JPY"]] as const) {
      expect(minorUnitsFromText(typedAmount(minor, currency), currency)).toBe(minor);
      expect(new RegExp(`^(?:${typedAmountPattern(currency)})$`).test(typedAmount(minor, currency))).toBe(true);
    }
  });
});
