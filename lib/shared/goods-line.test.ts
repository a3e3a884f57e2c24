import { describe, expect, it } from "vitest";
import { isGoodsLine } from "./goods-line";

describe("isGoodsLine", () => {
  it("is every line but a promotion's", () => {
    for (const type of ["cart_item", "custom_item", "subscription_item"]) expect(isGoodsLine({ type })).toBe(true);
    expect(isGoodsLine({ type: "promotion_item" })).toBe(false);
  });
});
