import { describe, expect, it } from "vitest";
import { inPriceBand, PRICE_BANDS, priceBandFilter, priceBandLabel, priceBandOf } from "./price-bands";

describe("price bands", () => {
  it("hold every price in exactly one band, the lower bound in and the upper out", () => {
    for (const price of [0, 0.01, 24.99, 25, 49.99, 50, 99.99, 100, 1234.5]) {
      expect(PRICE_BANDS.filter((band) => inPriceBand(band, price))).toHaveLength(1);
    }
    expect(inPriceBand(priceBandOf("25-50")!, 25)).toBe(true);
    expect(inPriceBand(priceBandOf("25-50")!, 50)).toBe(false);
    expect(inPriceBand(priceBandOf("100-")!, 100)).toBe(true);
  });

  it("are named in the address by their bounds; anything else is no band", () => {
    expect(PRICE_BANDS.map((band) => band.param)).toEqual(["0-25", "25-50", "50-100", "100-"]);
    for (const value of ["", "25", "25-49", "-25", "0-25 ", undefined, ["0-25"], 25]) expect(priceBandOf(value)).toBeUndefined();
  });

  it("filter the currency's listed price, the upper bound excluded", () => {
    expect(priceBandFilter(priceBandOf("25-50")!, "GBP")).toEqual({
      kind: "range",
      field: { kind: "price", currency: "GBP", name: "price.GBP.float_price" },
      ranges: [{ min: 25, max: 50, maxExclusive: true }],
      negate: false,
    });
    expect(priceBandFilter(priceBandOf("100-")!, "USD")).toMatchObject({ ranges: [{ min: 100 }] });
  });

  it("read as a shopper reads them, in the currency, the upper bound's last minor unit shown", () => {
    expect(PRICE_BANDS.map((band) => priceBandLabel(band, "USD"))).toEqual(["Under $25.00", "$25.00 to $49.99", "$50.00 to $99.99", "$100.00 and over"]);
    expect(priceBandLabel(priceBandOf("25-50")!, "JPY")).toBe("¥25 to ¥49");
  });
});
