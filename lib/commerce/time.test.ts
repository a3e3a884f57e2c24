import { describe, expect, it } from "vitest";
import { isoSeconds } from "./time";

describe("isoSeconds", () => {
  it.each([
    ["2026-11-21T10:00:00.999Z", "2026-11-21T10:00:00Z"],
    ["0999-01-02T03:04:05.006Z", "0999-01-02T03:04:05Z"],
    ["+010000-01-01T00:00:00.000Z", "+010000-01-01T00:00:00Z"],
    ["-000001-12-31T23:59:59.500Z", "-000001-12-31T23:59:59Z"],
  ])("renders %s as %s (seconds, no fraction)", (iso, expected) => {
    expect(isoSeconds(new Date(iso))).toBe(expected);
  });

  it("leaves a missing date missing", () => {
    expect(isoSeconds(null)).toBeUndefined();
  });
});
