import { describe, expect, it } from "vitest";
import { isLowStock } from "./low-stock";

describe("low stock", () => {
  it("is at most the threshold, out of stock included", () => {
    expect(isLowStock(0)).toBe(true);
    expect(isLowStock(5)).toBe(true);
    expect(isLowStock(6)).toBe(false);
  });
  it("never applies to a product whose stock is not kept", () => {
    expect(isLowStock(undefined)).toBe(false);
    expect(isLowStock(null)).toBe(false);
  });
});
