import { describe, expect, it } from "vitest";
import { atMostReason, selectionRangeInWords } from "./selection-in-words";

describe("selectionRangeInWords", () => {
  it("says how many options a component takes", () => {
    expect(selectionRangeInWords({ min: 1, max: 1 })).toBe("Choose 1 option");
    expect(selectionRangeInWords({ min: 2, max: 2 })).toBe("Choose 2 options");
    expect(selectionRangeInWords({ min: 1, max: 2 })).toBe("Choose 1 or 2 options");
    expect(selectionRangeInWords({ min: 1, max: 3 })).toBe("Choose 1 to 3 options");
    expect(selectionRangeInWords({ min: 0, max: 1 })).toBe("Optional: choose up to 1 option");
    expect(selectionRangeInWords({ min: 0, max: 4 })).toBe("Optional: choose up to 4 options");
  });

  it("explains a disabled option", () => {
    expect(atMostReason("Treats", 1)).toBe("Treats takes at most 1 option: clear one to choose this.");
  });
});
