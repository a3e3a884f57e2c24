import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localInputToUtc, utcToLocalInput } from "./utc-date-time";

// The conversions depend on the time zone: run them in one with daylight saving time.
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "America/New_York";
});
afterAll(() => {
  process.env.TZ = originalTz;
});

describe("localInputToUtc", () => {
  it("converts New York wall-clock time to UTC with seconds", () => {
    expect(localInputToUtc("2026-03-01T09:30")).toBe("2026-03-01T14:30:00Z"); // EST, UTC-5
    expect(localInputToUtc("2026-07-01T09:30:15")).toBe("2026-07-01T13:30:15Z"); // EDT, UTC-4
    expect(localInputToUtc("2026-12-31T20:00:00")).toBe("2027-01-01T01:00:00Z");
  });

  it('keeps "" (no snapshot date) and hands anything else to the schema as it is', () => {
    expect(localInputToUtc("")).toBe("");
    expect(localInputToUtc("tomorrow")).toBe("tomorrow");
  });
});

describe("utcToLocalInput", () => {
  it("shows a UTC snapshot date as New York wall-clock time", () => {
    expect(utcToLocalInput("2026-03-01T14:30:00Z")).toBe("2026-03-01T09:30:00");
    expect(utcToLocalInput("2027-01-01T01:00:00Z")).toBe("2026-12-31T20:00:00");
    expect(utcToLocalInput("")).toBe("");
    expect(utcToLocalInput("not a date")).toBe("");
  });

  it("round-trips", () => {
    for (const utc of ["2026-02-21T15:07:25Z", "2028-02-29T23:59:59Z", "2026-11-01T05:30:00Z"]) {
      expect(localInputToUtc(utcToLocalInput(utc))).toBe(utc);
    }
  });
});
