import { describe, expect, it } from "vitest";
import { destinationCountry, destinationName, rateOfSlug, rateSlug } from "./destination-country";

describe("a tax rate's destination", () => {
  it("a destination is an ISO 3166-1 alpha-2 code or *", () => {
    expect(destinationCountry("gb")).toBe("GB");
    expect(destinationCountry(" * ")).toBe("*");
    expect(destinationCountry("UK")).toBeUndefined();
    expect(destinationCountry("EU")).toBeUndefined();
    expect(destinationCountry("GBR")).toBeUndefined();
    expect(destinationName("*")).toBe("Everywhere else");
    expect(destinationName("DE")).toBe("Germany");
    expect(destinationName("US", "NY")).toBe("New York, United States");
  });

  it("an admin address names `*` as other", () => {
    expect(rateSlug("*")).toBe("other");
    expect(rateSlug("GB")).toBe("gb");
    expect(rateSlug("US", "NY")).toBe("us-ny");
    expect(rateOfSlug("other")).toEqual({ country: "*", region: "" });
    expect(rateOfSlug("gb")).toEqual({ country: "GB", region: "" });
    expect(rateOfSlug("us-ny")).toEqual({ country: "US", region: "NY" });
    expect(rateOfSlug("hostile-x-y")).toBeUndefined();
    expect(rateOfSlug("zz")).toBeUndefined();
  });
});
