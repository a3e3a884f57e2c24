import { describe, expect, it } from "vitest";
import { ISO_COUNTRY_COUNT, isIsoCountry } from "./iso-countries";
import { SHIPPING_COUNTRIES } from "./countries";

describe("ISO 3166-1 alpha-2", () => {
  it("has the standard's 249 codes, every country the storefront ships to among them", () => {
    expect(ISO_COUNTRY_COUNT).toBe(249);
    for (const { code } of SHIPPING_COUNTRIES) expect(isIsoCountry(code)).toBe(true);
  });

  it("refuses user-assigned, reserved and made-up codes", () => {
    for (const code of ["ZZ", "UK", "EU", "XX", "AA", "QM", "gb"]) expect(isIsoCountry(code), code).toBe(false);
  });
});
