import { describe, expect, it } from "vitest";
import { KeptSearches } from "./kept-searches";

describe("KeptSearches", () => {
  it("charges a kept answer one token within the keeping time, the whole cost before and after it", () => {
    const kept = new KeptSearches();
    expect(kept.upFront("a", 40, 60_000, 0)).toBe(40);
    kept.answered("a", 0);
    expect(kept.upFront("a", 40, 60_000, 59_999)).toBe(1);
    expect(kept.upFront("a", 40, 60_000, 60_000)).toBe(40);
    expect(kept.upFront("b", 40, 60_000, 1)).toBe(40);
  });

  it("tells when a search charged as kept was searched after all (its answer dropped or stale)", () => {
    const kept = new KeptSearches();
    kept.answered("a", 0);
    const before = kept.searches("a");
    kept.searched("a");
    expect(kept.searches("a")).toBe(before + 1);
  });

  it("forgets the least recently used searches beyond its bound: a forgotten one costs its whole cost", () => {
    const kept = new KeptSearches(2);
    kept.answered("a", 0);
    kept.answered("b", 0);
    kept.answered("a", 1);
    kept.answered("c", 1);
    expect(kept.upFront("a", 9, 60_000, 2)).toBe(1);
    expect(kept.upFront("b", 9, 60_000, 2)).toBe(9);
  });
});
