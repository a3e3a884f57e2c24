import { describe, expect, it } from "vitest";
import { currencyAddedWords, currencyChangedWords, currencyDeletedWords } from "./currency-words";

const yen = { code: "JPY", exchangeRate: 150, format: "¥{price}", decimalPoint: ".", thousandSeparator: ",", decimalPlaces: 0, isDefault: false, enabled: true };

describe("a currency's words in the activity log", () => {
  it("an added currency: its format and rate, and whether it is the default or disabled", () => {
    expect(currencyAddedWords(yen)).toBe(`Added the currency JPY: format "¥{price}", exchange rate 150`);
    expect(currencyAddedWords({ ...yen, isDefault: true })).toBe(`Added the currency JPY: format "¥{price}", exchange rate 150, the store's default`);
    expect(currencyAddedWords({ ...yen, enabled: false })).toBe(`Added the currency JPY: format "¥{price}", exchange rate 150, disabled`);
  });

  it("a change names only what differs", () => {
    expect(currencyChangedWords(yen, { ...yen, format: "JP¥ {price}", exchangeRate: 155.5 })).toBe(`Changed the currency JPY: format "JP¥ {price}", exchange rate 155.5`);
    expect(currencyChangedWords(yen, { ...yen, decimalPlaces: 2, decimalPoint: ",", thousandSeparator: " ", enabled: false, isDefault: true })).toBe(
      `Changed the currency JPY: decimal point ",", thousand separator " ", 2 decimal places, disabled, made the store's default`,
    );
    expect(currencyChangedWords(yen, yen)).toBe("Changed the currency JPY: saved unchanged");
  });

  it("a deleted currency", () => {
    expect(currencyDeletedWords(yen)).toBe("Deleted the currency JPY");
  });
});
