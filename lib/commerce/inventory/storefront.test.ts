import { describe, expect, it } from "vitest";
import { lineAvailability } from "./storefront";

describe("what a cart line says of stock", () => {
  it("says nothing when stock is not kept or plenty is left", () => {
    expect(lineAvailability(undefined, 3)).toBeUndefined();
    expect(lineAvailability(40, 3)).toBeUndefined();
  });

  it("says when few are left, when the line asks for more than there is, and when none are left", () => {
    expect(lineAvailability(3, 1)).toBe("Only 3 left");
    expect(lineAvailability(2, 5)).toBe("Only 2 available: lower the quantity to check out.");
    expect(lineAvailability(0, 1)).toBe("Out of stock: remove it to check out.");
  });
});
