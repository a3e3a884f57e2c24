import { describe, expect, it } from "vitest";
import { FREE_FAILURES, LOCK_MAX_SECONDS, pairLockSeconds } from "./pair-lock";

describe("pairLockSeconds", () => {
  it("is free up to FREE_FAILURES, then the base lock doubling with each failure up to the most", () => {
    expect(pairLockSeconds(FREE_FAILURES - 1, 30)).toBe(0);
    expect(pairLockSeconds(FREE_FAILURES, 30)).toBe(30);
    expect(pairLockSeconds(FREE_FAILURES + 1, 30)).toBe(60);
    expect(pairLockSeconds(FREE_FAILURES + 3, 30)).toBe(240);
    expect(pairLockSeconds(FREE_FAILURES + 20, 30)).toBe(LOCK_MAX_SECONDS);
  });

  it("never locks with a base of 0", () => {
    expect(pairLockSeconds(FREE_FAILURES + 4, 0)).toBe(0);
  });
});
