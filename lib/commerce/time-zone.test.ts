import { describe, expect, it } from "vitest";
import { addDaysTo, isTimeZone, timeZones, zoneDay, zoneDayBounds, zoneDayStart } from "./time-zone";

describe("the store's days in its time zone", () => {
  it("knows the IANA zones and UTC, and nothing else", () => {
    expect(isTimeZone("Europe/London")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(timeZones()[0]).toBe("UTC");
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("europe/london")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });

  it("puts a moment on its local day", () => {
    const lateUtc = new Date("2026-03-10T23:30:00Z");
    expect(zoneDay(lateUtc, "UTC")).toBe("2026-03-10");
    expect(zoneDay(lateUtc, "Asia/Tokyo")).toBe("2026-03-11");
    expect(zoneDay(new Date("2026-03-11T03:00:00Z"), "America/New_York")).toBe("2026-03-10");
  });

  it("starts a day at local midnight", () => {
    expect(zoneDayStart("2026-03-11", "Asia/Tokyo").toISOString()).toBe("2026-03-10T15:00:00.000Z");
    expect(zoneDayStart("2026-01-15", "Europe/London").toISOString()).toBe("2026-01-15T00:00:00.000Z");
    expect(zoneDayStart("2026-07-15", "Europe/London").toISOString()).toBe("2026-07-14T23:00:00.000Z");
  });

  it("gives a day on which the clocks change its true length", () => {
    // London springs forward on 29 March 2026 (23 hours) and falls back on 25 October 2026 (25 hours).
    const spring = zoneDayBounds("2026-03-29", "Europe/London");
    expect(spring.from.toISOString()).toBe("2026-03-29T00:00:00.000Z");
    expect(spring.before.toISOString()).toBe("2026-03-29T23:00:00.000Z");
    const autumn = zoneDayBounds("2026-10-25", "Europe/London");
    expect(autumn.from.toISOString()).toBe("2026-10-24T23:00:00.000Z");
    expect(autumn.before.toISOString()).toBe("2026-10-26T00:00:00.000Z");
    expect(zoneDay(new Date("2026-10-25T23:30:00Z"), "Europe/London")).toBe("2026-10-25");
  });

  it("starts a day whose midnight is skipped at its first moment", () => {
    // Santiago springs forward at midnight on 6 September 2026: the day begins at 01:00 local, 04:00 UTC.
    expect(zoneDayStart("2026-09-06", "America/Santiago").toISOString()).toBe("2026-09-06T04:00:00.000Z");
  });

  it("counts days across months", () => {
    expect(addDaysTo("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDaysTo("2026-12-31", 1)).toBe("2027-01-01");
  });
});
