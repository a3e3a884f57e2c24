import { describe, expect, it } from "vitest";
import { currencyChangeFormSchema, currencyChangeSchema, currencyFormSchema, currencyFormValues, newCurrencySchema } from "./currency-schema";

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("a currency as written", () => {
  it("a new currency needs a three-letter upper-case code and a format with {price}; the rest has usual values", () => {
    expect(newCurrencySchema.parse({ data: { type: "currency", code: "JPY", format: "¥{price}" } }).data).toEqual({
      type: "currency",
      code: "JPY",
      format: "¥{price}",
      exchange_rate: 1,
      decimal_point: ".",
      thousand_separator: ",",
      decimal_places: 2,
      default: false,
      enabled: true,
    });
    expect(messages(newCurrencySchema.safeParse({ data: { type: "currency", code: "jpy", format: "¥" } }))).toEqual({
      "data.code": "A currency code is three upper-case letters such as GBP",
      "data.format": "A format shows where the amount goes with {price}, such as £{price}",
    });
  });

  it("a change never names the code", () => {
    expect(currencyChangeSchema.safeParse({ data: { code: "JPY" } }).success).toBe(false);
    expect(currencyChangeSchema.parse({ data: { default: true } }).data).toEqual({ default: true });
  });

  it("the admin's form: typed text read into a currency, each refusal beside its field", () => {
    expect(currencyFormSchema.parse({ code: " chf ", format: "CHF {price}", exchange_rate: "0.9", decimal_places: "2", enabled: "on" })).toMatchObject({
      code: "CHF",
      exchange_rate: 0.9,
      decimal_places: 2,
      enabled: true,
      default: false,
    });
    expect(messages(currencyFormSchema.safeParse({ code: "CH", format: "CHF {price}", exchange_rate: "abc", decimal_places: "7" }))).toEqual({
      code: "A currency code is three upper-case letters such as GBP",
      exchange_rate: "Type the exchange rate as a number, such as 1.25",
      decimal_places: "Decimal places are 0 to 4",
    });
  });

  it("the admin's change form: every field but the code; the default box only ever makes it the default", () => {
    const typed = { format: "JP¥ {price}", exchange_rate: "155.5", decimal_point: ".", thousand_separator: " ", decimal_places: "0" };
    expect(currencyChangeFormSchema.parse({ ...typed, enabled: "on" })).toEqual({
      format: "JP¥ {price}",
      exchange_rate: 155.5,
      decimal_point: ".",
      thousand_separator: " ",
      decimal_places: 0,
      enabled: true,
    });
    expect(currencyChangeFormSchema.parse({ ...typed, default: "on" })).toMatchObject({ enabled: false, default: true });
    expect(messages(currencyChangeFormSchema.safeParse({ ...typed, format: "JPY", exchange_rate: "0" }))).toEqual({
      format: "A format shows where the amount goes with {price}, such as £{price}",
      exchange_rate: "The exchange rate is more than 0",
    });
  });

  it("a currency the store has, typed into the change form, reads back as itself", () => {
    const yen = { format: "¥{price}", exchangeRate: 150.25, decimalPoint: ".", thousandSeparator: ",", decimalPlaces: 0, enabled: false };
    expect(currencyChangeFormSchema.parse(currencyFormValues(yen))).toEqual({
      format: "¥{price}",
      exchange_rate: 150.25,
      decimal_point: ".",
      thousand_separator: ",",
      decimal_places: 0,
      enabled: false,
    });
  });
});
