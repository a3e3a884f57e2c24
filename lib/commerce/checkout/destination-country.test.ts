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
  });

  it("an admin address names `*` as other", () => {
    expect(rateSlug("*")).toBe("other");
    expect(rateSlug("GB")).toBe("gb");
    expect(rateOfSlug("other")).toBe("*");
    expect(rateOfSlug("gb")).toBe("GB");
    expect(rateOfSlug("hostile-x")).toBeUndefined();
  });
});
