import { describe, expect, it } from "vitest";
import { floorPathWithId, median, medianRatio } from "./rounds";

describe("a bench's rounds", () => {
  it("take the middle value, the upper middle of an even count, whatever the order", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(3);
  });

  it("compare a scenario with its floor round by round, not median with median", () => {
    // Medians of each: 200 / 900; round by round: 0.25, 0.2, 0.2.
    expect(medianRatio([200, 100, 220], [800, 500, 1100])).toBeCloseTo(0.2);
    expect(medianRatio([200, 100, 220], [800, 500, 1100])).not.toBeCloseTo(200 / 800);
  });

  it("route the floor with an id to the bench build's dynamic floor", () => {
    expect(floorPathWithId("c1")).toBe("/v2/bench/floor/c1/items");
  });
});
