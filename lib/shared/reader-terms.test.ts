import { describe, expect, it } from "vitest";
import { countryName, readerDate, readerLocale } from "./reader-terms";

describe("dates and countries in the reader's terms", () => {
  const date = new Date("2027-03-05T10:00:00Z");

  it("writes British dates for pounds and American for dollars", () => {
    expect(readerLocale("GBP")).toBe("en-GB");
    expect(readerLocale("USD")).toBe("en-US");
    expect(readerLocale(undefined)).toBe("en-GB");
    expect(readerDate(date, "GBP")).toBe("5 March 2027");
    expect(readerDate(date, "USD")).toBe("March 5, 2027");
  });

  it("puts the date in the zone it is given", () => {
    expect(readerDate(new Date("2027-03-05T23:30:00Z"), "GBP", "Asia/Tokyo")).toBe("6 March 2027");
  });

  it("names a country instead of coding it", () => {
    expect(countryName("GB", "GBP")).toBe("United Kingdom");
    expect(countryName("US", "USD")).toBe("United States");
    expect(countryName("de")).toBe("Germany");
    expect(countryName("")).toBe("");
    expect(countryName("Narnia")).toBe("Narnia");
  });
});
