// The store's "shoppers see prices with tax" setting per currency (docs/money.md): GBP and EUR yes, USD no after
// the migrations; an administrator changes it all or nothing, and an unknown currency changes nothing.
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/commerce/errors";
import { pricesIncludeTax, setTaxDisplay, taxDisplayChangeSchema, taxDisplaySettings } from "@/lib/commerce/currencies/tax-display";

describe("prices with tax, per currency", () => {
  it("starts as UK and EU consumer prices require: GBP and EUR with tax, USD without", async () => {
    expect(await taxDisplaySettings()).toEqual({ USD: false, EUR: true, GBP: true });
    expect(await pricesIncludeTax("GBP")).toBe(true);
    expect(await pricesIncludeTax("USD")).toBe(false);
    expect(await pricesIncludeTax("JPY")).toBe(false);
    expect(await pricesIncludeTax("")).toBe(false);
  });

  it("changes the listed currencies, all or none", async () => {
    expect(await setTaxDisplay({ USD: true, GBP: false })).toEqual({ USD: true, EUR: true, GBP: false });
    const refused = await setTaxDisplay({ USD: false, XYZ: true }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).errors[0]).toMatchObject({ status: 404, detail: "Currency XYZ does not exist" });
    expect(await taxDisplaySettings()).toEqual({ USD: true, EUR: true, GBP: false });
    expect(await setTaxDisplay({ USD: false, GBP: true })).toEqual({ USD: false, EUR: true, GBP: true });
  });

  it("takes only three-letter codes and yes or no", () => {
    expect(taxDisplayChangeSchema.safeParse({ gbp: true }).success).toBe(false);
    expect(taxDisplayChangeSchema.safeParse({ GBP: "on" }).success).toBe(false);
    expect(taxDisplayChangeSchema.safeParse({ GBP: false }).success).toBe(true);
  });
});
