import { describe, expect, it } from "vitest";
import { shippingPriceParts } from "./shipping-tax";

const vat = { rate: 0.2, taxesShipping: true };
const newYork = { rate: 0.08875, taxesShipping: true };
const california = { rate: 0.0725, taxesShipping: false };

describe("tax on shipping", () => {
  it("takes the tax out of a tax-inclusive price: the shopper pays the listed price", () => {
    // £9.50 with 20% VAT inside: 9.50 / 1.2 × 0.2 = 1.5833 → £1.58.
    expect(shippingPriceParts(950, vat, true)).toEqual({ base: 792, tax: 158, fees: 0 });
    // €4.50 at 19%: 0.7184 → €0.72.
    expect(shippingPriceParts(450, { rate: 0.19, taxesShipping: true }, true)).toEqual({ base: 378, tax: 72, fees: 0 });
  });

  it("adds the tax to a tax-exclusive price, rounded half away from zero", () => {
    // $4.95 × 8.875% = 0.4393 → $0.44.
    expect(shippingPriceParts(495, newYork, false)).toEqual({ base: 495, tax: 44, fees: 0 });
    // $12.00 × 8.875% = 1.065 → $1.07 (half away from zero).
    expect(shippingPriceParts(1200, newYork, false)).toEqual({ base: 1200, tax: 107, fees: 0 });
  });

  it("leaves shipping untaxed where the rate does not tax it, there is no rate, or shipping is free", () => {
    expect(shippingPriceParts(495, california, false)).toEqual({ base: 495, tax: 0, fees: 0 });
    expect(shippingPriceParts(495, undefined, false)).toEqual({ base: 495, tax: 0, fees: 0 });
    expect(shippingPriceParts(0, vat, true)).toEqual({ base: 0, tax: 0, fees: 0 });
    expect(shippingPriceParts(950, { rate: 0, taxesShipping: true }, true)).toEqual({ base: 950, tax: 0, fees: 0 });
  });
});
