import { describe, expect, it } from "vitest";
import { availableStock } from "./available-stock";

describe("available stock", () => {
  it("is what the store has less what orders hold", () => {
    expect(availableStock({ total: 10, allocated: 4 })).toBe(6);
    expect(availableStock({ total: 3, allocated: 3 })).toBe(0);
    expect(availableStock({ total: 0, allocated: 0 })).toBe(0);
  });
});
