import { describe, expect, it } from "vitest";
import { currencyChangeSchema, currencyFormSchema, newCurrencySchema } from "./currency-schema";

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
});
