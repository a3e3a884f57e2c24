import { describe, expect, it } from "vitest";
import { exceedsItemLimit, itemLimitReached, lineBoundsError, MAX_LINE_QUANTITY } from "./item-limit";

describe("the item limit", () => {
  it("100 unique lines are allowed, 101 are not", () => {
    expect(exceedsItemLimit(100)).toBe(false);
    expect(exceedsItemLimit(101)).toBe(true);
  });

  it("is refused with the contract's 422 and meta.limit", () => {
    expect(itemLimitReached("data[3]")).toEqual({
      status: 422,
      title: "Cart item limit reached",
      detail: "A cart can hold at most 100 unique items",
      source: "data[3]",
      meta: { limit: 100 },
    });
  });
});

describe("lineBoundsError", () => {
  it("allows a line up to its quantity and value bounds and refuses beyond them", () => {
    expect(lineBoundsError(MAX_LINE_QUANTITY, 1, "data")).toBeUndefined();
    expect(lineBoundsError(MAX_LINE_QUANTITY + 1, 1, "data")?.errors[0]).toMatchObject({ status: 422, source: "data" });
    expect(lineBoundsError(2, 10 ** 13, "data[1]")?.errors[0]).toMatchObject({ title: "Cart item value limit reached" });
  });
});
