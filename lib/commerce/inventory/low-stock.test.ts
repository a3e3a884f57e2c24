import { describe, expect, it } from "vitest";
import { isLowStock, LOW_STOCK_AT } from "./low-stock";

describe("low stock", () => {
  it("is at or below the threshold of available units (in the store less what orders hold)", () => {
    expect(LOW_STOCK_AT).toBe(5);
    expect(isLowStock({ total: 5, allocated: 0 })).toBe(true);
    expect(isLowStock({ total: 6, allocated: 0 })).toBe(false);
    expect(isLowStock({ total: 20, allocated: 15 })).toBe(true);
    expect(isLowStock({ total: 0, allocated: 0 })).toBe(true);
    expect(isLowStock({ total: 3, allocated: 0 }, 2)).toBe(false);
  });
});
