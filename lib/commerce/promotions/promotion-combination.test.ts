import { describe, expect, it } from "vitest";
import { chooseCombination, clashingCode, combines } from "./promotion-combination";

describe("promotion combination", () => {
  it("two promotions apply together only when both combine", () => {
    expect(combines({ combinable: true }, { combinable: true })).toBe(true);
    expect(combines({ combinable: true }, { combinable: false })).toBe(false);
    expect(combines({ combinable: false }, { combinable: true })).toBe(false);
  });

  it("a code is refused next to a code it does not combine with: the first such code names the clash", () => {
    const held = [{ code: "A", combinable: true }, { code: "B", combinable: false }];
    expect(clashingCode({ combinable: true }, held)?.code).toBe("B");
    expect(clashingCode({ combinable: false }, held)?.code).toBe("A");
    expect(clashingCode({ combinable: true }, [{ code: "A", combinable: true }])).toBeUndefined();
    expect(clashingCode({ combinable: false }, [])).toBeUndefined();
  });

  it("the better of two that do not combine wins; a tie keeps the earlier one", () => {
    const code = { id: "code", combinable: false, discount: 1225 };
    const automatic = { id: "auto", combinable: true, discount: 1500 };
    expect(chooseCombination([code, automatic])).toEqual({ applied: ["auto"], setAside: new Map([["code", "auto"]]) });
    expect(chooseCombination([{ ...code, discount: 1500 }, automatic])).toEqual({ applied: ["code"], setAside: new Map([["auto", "code"]]) });
  });

  it("combining promotions all apply; one that beats several it clashes with replaces them all", () => {
    const a = { id: "a", combinable: true, discount: 500 };
    const b = { id: "b", combinable: true, discount: 700 };
    expect(chooseCombination([a, b]).applied).toEqual(["a", "b"]);
    expect(chooseCombination([a, b, { id: "c", combinable: false, discount: 1100 }]).applied).toEqual(["a", "b"]);
    expect(chooseCombination([a, b, { id: "c", combinable: false, discount: 1300 }])).toEqual({ applied: ["c"], setAside: new Map([["a", "c"], ["b", "c"]]) });
  });
});
