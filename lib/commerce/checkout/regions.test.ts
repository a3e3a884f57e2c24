import { describe, expect, it } from "vitest";
import { needsRegion, regionLabel, regionName, regionOf, regionsOf } from "./regions";

describe("countries whose addresses name a region", () => {
  it("the US (50 states and DC) and Canada (13 provinces and territories) need one; others do not", () => {
    expect(regionsOf("US")).toHaveLength(51);
    expect(regionsOf("ca")).toHaveLength(13);
    expect(needsRegion("us")).toBe(true);
    expect(needsRegion("GB")).toBe(false);
    expect(regionsOf("GB")).toEqual([]);
    expect([regionLabel("US"), regionLabel("CA"), regionLabel("DE")]).toEqual(["State", "Province", undefined]);
  });

  it("reads a region by code or name, any case, only within its country", () => {
    expect(regionOf("US", "ny")).toBe("NY");
    expect(regionOf("US", "new york")).toBe("NY");
    expect(regionOf("CA", "Quebec")).toBe("QC");
    expect(regionOf("CA", "NY")).toBeUndefined();
    expect(regionOf("US", "")).toBeUndefined();
    expect(regionOf("GB", "Kent")).toBeUndefined();
    expect(regionName("US", "DC")).toBe("District of Columbia");
  });
});
