import { describe, expect, it } from "vitest";
import { promotionFormSchema, promotionFormValues } from "./promotion-form";

const schema = promotionFormSchema(["USD", "EUR", "GBP"]);
const base = { name: "Spring sale", description: "", promotion_type: "fixed_discount", start: "", end: "", enabled: "on", value_USD: "", value_EUR: "", value_GBP: "" };
const problems = (input: Record<string, string>) => {
  const result = schema.safeParse({ ...base, ...input });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe("promotionFormSchema", () => {
  it("makes the API's document: amounts in minor units per currency, UTC times, switched on", () => {
    expect(schema.parse({ ...base, value_USD: "5", value_GBP: "4.50", start: "2026-06-01T09:30", end: "2026-07-01T00:00" })).toEqual({
      type: "promotion",
      name: "Spring sale",
      description: "",
      promotion_type: "fixed_discount",
      schema: { currencies: [{ currency: "USD", amount: 500 }, { currency: "GBP", amount: 450 }] },
      enabled: true,
      automatic: false,
      combinable: false,
      start: "2026-06-01T09:30:00Z",
      end: "2026-07-01T00:00:00Z",
      min_cart_value: null,
      max_uses: null,
      max_uses_per_customer: null,
    });
    expect(schema.parse({ ...base, promotion_type: "percent_discount", value_EUR: "12.5", enabled: "" })).toMatchObject({
      schema: { currencies: [{ currency: "EUR", percentage: 12.5 }] },
      enabled: false,
      start: null,
      end: null,
    });
  });

  it("says beside each field what is wrong", () => {
    expect(problems({})).toEqual({ value_USD: "Enter the amount off in at least one currency." });
    expect(problems({ value_USD: "5.001" })).toEqual({ value_USD: "Enter an amount more than 0, such as 5.00." });
    expect(problems({ promotion_type: "percent_discount", value_EUR: "150" })).toEqual({ value_EUR: "Enter a percentage more than 0 and at most 100, such as 10 or 12.5." });
    expect(problems({ value_USD: "5", start: "2026-06-02T00:00", end: "2026-06-01T00:00" })).toEqual({ end: "The end must be after the start." });
    expect(problems({ value_USD: "5", name: "  " })).toEqual({ name: "Enter a name of at most 255 characters." });
    expect(problems({ value_USD: "5", min_GBP: "ten" })).toEqual({ min_GBP: "Enter the minimum spend as an amount, such as 100.00, or leave it empty." });
    expect(problems({ value_USD: "5", max_uses: "1.5" })).toEqual({ max_uses: "Enter a whole number of orders, or leave it empty for no limit." });
  });

  it("takes the minimum spend per currency, the switches and the usage limits", () => {
    expect(
      schema.parse({ ...base, value_USD: "15", min_USD: "100", min_GBP: "80.50", automatic: "on", combinable: "on", max_uses: "100", max_uses_per_customer: "1" }),
    ).toMatchObject({
      automatic: true,
      combinable: true,
      min_cart_value: [{ currency: "USD", amount: 10_000 }, { currency: "GBP", amount: 8050 }],
      max_uses: 100,
      max_uses_per_customer: 1,
    });
  });

  it("shows a stored promotion as it was typed", () => {
    const values = promotionFormValues(
      {
        name: "P",
        description: "d",
        promotionType: "fixed_discount",
        schema: { currencies: [{ currency: "USD", amount: 1250 }] },
        enabled: true,
        automatic: true,
        combinable: false,
        start: new Date("2026-06-01T09:30:00Z"),
        end: null,
        minCartValue: [{ currency: "USD", amount: 10_000 }],
        maxUses: 50,
        maxUsesPerCustomer: null,
      },
      ["USD", "EUR"],
    );
    expect(values).toMatchObject({ value_USD: "12.50", value_EUR: "", start: "2026-06-01T09:30", end: "", enabled: "on", automatic: "on", combinable: "" });
    expect(values).toMatchObject({ min_USD: "100.00", min_EUR: "", max_uses: "50", max_uses_per_customer: "" });
  });
});
