import { describe, expect, it } from "vitest";
import { availableStock } from "./available-stock";
import { stockAfter, type StockMovement } from "./stock-rules";

describe("stock movements", () => {
  const level = { total: 10, allocated: 4 };

  it("move stock as EP's inventories do", () => {
    expect(stockAfter(level, "increment", 5)).toEqual({ total: 15, allocated: 4 });
    expect(stockAfter(level, "decrement", 6)).toEqual({ total: 4, allocated: 4 });
    expect(stockAfter(level, "allocate", 6)).toEqual({ total: 10, allocated: 10 });
    expect(stockAfter(level, "deallocate", 4)).toEqual({ total: 10, allocated: 0 });
    expect(stockAfter(level, "ship", 3)).toEqual({ total: 7, allocated: 1 });
  });

  it("never take more than is available or held", () => {
    expect(stockAfter(level, "decrement", 7)).toBeUndefined();
    expect(stockAfter(level, "allocate", 7)).toBeUndefined();
    expect(stockAfter(level, "deallocate", 5)).toBeUndefined();
    expect(stockAfter(level, "ship", 5)).toBeUndefined();
  });

  it("keep every reachable level within 0 ≤ allocated ≤ total (a walk of random movements)", () => {
    let current = { total: 0, allocated: 0 };
    const moves: StockMovement[] = ["increment", "decrement", "allocate", "deallocate", "ship"];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let i = 0; i < 5000; i++) {
      const after = stockAfter(current, moves[next() % moves.length], next() % 6);
      if (after) current = after;
      expect(current.allocated).toBeGreaterThanOrEqual(0);
      expect(availableStock(current)).toBeGreaterThanOrEqual(0);
    }
  });
});
