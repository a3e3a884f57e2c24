import { describe, expect, it } from "vitest";
import { cartMoment, promotionIsLive } from "./validity";

const d = (iso: string) => new Date(iso);
const now = d("2026-05-10T12:00:00Z");

describe("cartMoment", () => {
  it("is the cart's snapshot date when it has one, else now", () => {
    expect(cartMoment({ snapshotDate: "" }, now)).toBe(now);
    expect(cartMoment({ snapshotDate: "2026-06-01T00:00:00Z" }, now).toISOString()).toBe("2026-06-01T00:00:00.000Z");
  });
});

describe("promotionIsLive", () => {
  const window = { enabled: true, start: d("2026-06-01T00:00:00Z"), end: d("2026-07-01T00:00:00Z") };

  it("holds from the start (inclusive) to the end (exclusive)", () => {
    expect(promotionIsLive(window, d("2026-05-31T23:59:59Z"))).toBe(false);
    expect(promotionIsLive(window, d("2026-06-01T00:00:00Z"))).toBe(true);
    expect(promotionIsLive(window, d("2026-06-30T23:59:59Z"))).toBe(true);
    expect(promotionIsLive(window, d("2026-07-01T00:00:00Z"))).toBe(false);
  });

  it("never holds for a disabled promotion; an open end is open", () => {
    expect(promotionIsLive({ ...window, enabled: false }, d("2026-06-10T00:00:00Z"))).toBe(false);
    expect(promotionIsLive({ enabled: true, start: null, end: null }, now)).toBe(true);
    expect(promotionIsLive({ enabled: true, start: null, end: d("2026-05-10T12:00:00Z") }, now)).toBe(false);
  });

  it("a promotion that starts next month holds in a cart whose snapshot date is next month", () => {
    const nextMonth = { enabled: true, start: d("2026-06-01T00:00:00Z"), end: null };
    expect(promotionIsLive(nextMonth, cartMoment({ snapshotDate: "" }, now))).toBe(false);
    expect(promotionIsLive(nextMonth, cartMoment({ snapshotDate: "2026-06-15T00:00:00Z" }, now))).toBe(true);
  });
});
