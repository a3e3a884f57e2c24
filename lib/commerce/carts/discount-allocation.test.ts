import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocateProportionally } from "./discount-allocation";

describe("allocateProportionally", () => {
  it("shares in proportion, leftover units to the largest line", () => {
    expect(allocateProportionally(500, [1000, 1000])).toEqual([250, 250]);
    expect(allocateProportionally(100, [100, 100, 100])).toEqual([34, 33, 33]);
    expect(allocateProportionally(10, [3000, 1000])).toEqual([8, 2]); // 7.5 / 2.5: the leftover unit to the larger line
    expect(allocateProportionally(10, [1000, 3000])).toEqual([2, 8]);
    expect(allocateProportionally(7, [0, 5, 5])).toEqual([0, 4, 3]); // equal lines: the earlier one
    expect(allocateProportionally(1225, [4500, 2200, 2600, 2950])).toEqual([450, 220, 260, 295]);
  });

  it("a full largest line passes the leftover to the next largest", () => {
    expect(allocateProportionally(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(allocateProportionally(5, [3, 2, 1])).toEqual([3, 2, 0]);
  });

  it("gives nothing when there is nothing to share or nothing to share over", () => {
    expect(allocateProportionally(0, [10, 20])).toEqual([0, 0]);
    expect(allocateProportionally(50, [0, 0])).toEqual([0, 0]);
    expect(allocateProportionally(50, [])).toEqual([]);
  });

  it("sums to the total exactly and never gives a line more than its weight (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000_000_000 }), { minLength: 1, maxLength: 100 }), fc.double({ min: 0, max: 1, noNaN: true }), (weights, fraction) => {
        const sum = weights.reduce((a, b) => a + b, 0);
        const total = Math.floor(sum * fraction);
        const shares = allocateProportionally(total, weights);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(sum > 0 ? total : 0);
        shares.forEach((s, i) => {
          expect(Number.isInteger(s)).toBe(true);
          expect(s).toBeGreaterThanOrEqual(0);
          expect(s).toBeLessThanOrEqual(weights[i]);
        });
      }),
    );
  });
});
