import { describe, expect, it } from "vitest";
import { ApiError } from "../errors";
import { checkDeliveryEstimate, mergeShippingPrice } from "./shipping-groups";

const stored = { base: 800, tax: 160, fees: 40 };

describe("mergeShippingPrice", () => {
  it("fields left out keep their stored values", () => {
    expect(mergeShippingPrice(stored, undefined)).toEqual(stored);
    expect(mergeShippingPrice(stored, { base: 1000 })).toEqual({ base: 1000, tax: 160, fees: 40 });
    expect(mergeShippingPrice(stored, { tax: 0, fees: 0 })).toEqual({ base: 800, tax: 0, fees: 0 });
  });

  it("EP's total must equal base + tax + fees of the merged price", () => {
    expect(mergeShippingPrice(stored, { total: 1000 })).toEqual(stored);
    expect(mergeShippingPrice(stored, { base: 0, total: 200 })).toEqual({ base: 0, tax: 160, fees: 40 });
    try {
      mergeShippingPrice(stored, { base: 0, total: 1000 });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).errors[0]).toMatchObject({ status: 422, source: "data.shipping_price.total", meta: { value: 1000, expected: 200 } });
    }
  });

  it("refuses a price beyond what a cart can sum exactly", () => {
    expect(() => mergeShippingPrice({ base: 0, tax: 0, fees: 0 }, { base: 1e13, tax: 1e13 })).toThrow(ApiError);
  });
});

describe("checkDeliveryEstimate", () => {
  it("a delivery cannot end before it starts (EP: Date Logic Discrepancy); open or equal ends are fine", () => {
    expect(() => checkDeliveryEstimate({ start: "2026-01-15T00:00:00Z", end: "2026-01-20T00:00:00Z" })).not.toThrow();
    expect(() => checkDeliveryEstimate({ start: "2026-01-15T00:00:00Z", end: "2026-01-15T00:00:00Z" })).not.toThrow();
    expect(() => checkDeliveryEstimate({ start: "2026-01-15T00:00:00Z" })).not.toThrow();
    expect(() => checkDeliveryEstimate(null)).not.toThrow();
    // Offsets are compared as instants: 10:00+02:00 is 08:00Z, after 09:00Z is false.
    expect(() => checkDeliveryEstimate({ start: "2026-01-15T10:00:00+02:00", end: "2026-01-15T09:00:00Z" })).not.toThrow();
    expect(() => checkDeliveryEstimate({ start: "2026-01-20T00:00:00Z", end: "2026-01-15T00:00:00Z" })).toThrow(/start date cannot occur after the end date/);
  });
});
