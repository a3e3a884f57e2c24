import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { bySortOrder, childSuffix, chosenChild, combinationKey, optionCombinations, optionState, variationMatrix, type Variation } from "./variation-matrix";

const size: Variation = {
  id: "size",
  name: "Size",
  sortOrder: 2,
  options: [
    { id: "s", name: "Small", sortOrder: 3 },
    { id: "m", name: "Medium", sortOrder: 2 },
    { id: "l", name: "Large", sortOrder: 1 },
  ],
};
const colour: Variation = {
  id: "colour",
  name: "Colour",
  sortOrder: 1,
  options: [
    { id: "red", name: "Red", sortOrder: null },
    { id: "blue", name: "Blue", sortOrder: null },
  ],
};

describe("variation matrix", () => {
  it("orders as EP does: highest sort_order first, those without after, then by name", () => {
    expect(bySortOrder([{ name: "b", sortOrder: null }, { name: "a", sortOrder: 1 }, { name: "c", sortOrder: 5 }, { name: "a", sortOrder: null }]).map((x) => `${x.name}${x.sortOrder}`)).toEqual(["c5", "a1", "anull", "bnull"]);
  });

  it("makes one combination per option of each variation, in variation order", () => {
    expect(optionCombinations([colour, size])).toEqual([
      ["s", "blue"], ["s", "red"], ["m", "blue"], ["m", "red"], ["l", "blue"], ["l", "red"],
    ]);
    expect(optionCombinations([])).toEqual([]);
    expect(optionCombinations([{ ...size, options: [] }, colour])).toEqual([]);
  });

  it("leads from the options chosen to the child product, leaving out combinations without one", () => {
    const matrix = variationMatrix([size, colour], [
      { id: "child-s-red", optionIds: ["red", "s"] },
      { id: "child-l-blue", optionIds: ["l", "blue"] },
    ]);
    expect(matrix).toEqual({ s: { red: "child-s-red" }, l: { blue: "child-l-blue" } });
  });

  it("has as many combinations as the product of the option counts, each distinct", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 4 }), (counts) => {
        const variations: Variation[] = counts.map((count, v) => ({
          id: `v${v}`, name: `V${v}`, sortOrder: v,
          options: Array.from({ length: count }, (_, o) => ({ id: `v${v}o${o}`, name: `O${o}`, sortOrder: null })),
        }));
        const combinations = optionCombinations(variations);
        expect(combinations.length).toBe(counts.reduce((a, b) => a * b, 1));
        expect(new Set(combinations.map(combinationKey)).size).toBe(combinations.length);
      }),
    );
  });

  it("names a child's SKU suffix after its options", () => {
    expect(childSuffix(["Large", "Crème Brûlée"])).toBe("large-creme-brulee");
  });
});

describe("the picker's option states", () => {
  const children = [
    { id: "s-red", optionIds: ["s", "red"], available: 3 },
    { id: "l-red", optionIds: ["l", "red"], available: 0 },
    { id: "l-blue", optionIds: ["l", "blue"] },
  ];
  it("says which choices lead to a child that can be bought, and why the others cannot", () => {
    expect(optionState(children, {}, "size", "s")).toBe("available");
    expect(optionState(children, { colour: "blue" }, "size", "s")).toBe("not-made");
    expect(optionState(children, { colour: "red" }, "size", "l")).toBe("sold-out");
    expect(optionState(children, { colour: "blue" }, "size", "l")).toBe("available");
    expect(optionState(children, { size: "m" }, "size", "m")).toBe("not-made");
    // Changing a variation already chosen replaces its option.
    expect(optionState(children, { size: "s", colour: "red" }, "size", "l")).toBe("sold-out");
  });
  it("finds the child of a full choice only", () => {
    expect(chosenChild(children, [size, colour], { size: "l", colour: "blue" })?.id).toBe("l-blue");
    expect(chosenChild(children, [size, colour], { size: "l" })).toBeUndefined();
  });
});
