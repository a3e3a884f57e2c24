import { describe, expect, it } from "vitest";
import { lineAvailability, productAvailability } from "./stock-page-read";

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

describe("what a product page says of stock", () => {
  it("says sold out, few left, or nothing", () => {
    expect(productAvailability(0)).toEqual({ level: "Out of stock", soldOut: true });
    expect(productAvailability(3)).toEqual({ level: "Only 3 left", soldOut: false });
    expect(productAvailability(40)).toEqual({ level: undefined, soldOut: false });
    expect(productAvailability(undefined)).toEqual({ level: undefined, soldOut: false });
  });
});
