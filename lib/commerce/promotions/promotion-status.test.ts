import { describe, expect, it } from "vitest";
import { promotionStatus } from "./promotion-status";

const d = (iso: string) => new Date(iso);

describe("promotionStatus", () => {
  const window = { enabled: true, start: d("2026-06-01T00:00:00Z"), end: d("2026-07-01T00:00:00Z") };

  it("follows the window: scheduled before the start, running from it, ended from the end on", () => {
    expect(promotionStatus(window, d("2026-05-31T23:59:59Z"))).toBe("scheduled");
    expect(promotionStatus(window, d("2026-06-01T00:00:00Z"))).toBe("live");
    expect(promotionStatus(window, d("2026-07-01T00:00:00Z"))).toBe("ended");
  });

  it("is off when switched off, whatever the dates; open ends run", () => {
    expect(promotionStatus({ ...window, enabled: false }, d("2026-06-10T00:00:00Z"))).toBe("off");
    expect(promotionStatus({ enabled: true, start: null, end: null }, d("2026-06-10T00:00:00Z"))).toBe("live");
  });
});
