import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { now, setClockOffset } from "./clock";

const DAY = 86_400_000;

/** Whole days the clock runs ahead of the machine's; `+ 0` because a millisecond ticking between the two reads
 * rounds to -0, which `toBe(0)` tells from 0. */
const daysAhead = (): number => Math.round((now().getTime() - Date.now()) / DAY) + 0;

afterEach(() => {
  setClockOffset(0);
  delete process.env.CLOCK_OFFSET_FILE;
});

describe("now", () => {
  it("is the real time unless moved", () => {
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it("moves ahead by the offset a test sets, and back", () => {
    setClockOffset(40 * DAY);
    expect(daysAhead()).toBe(40);
    setClockOffset(0);
    expect(daysAhead()).toBe(0);
  });

  it("follows the offset file while it changes; a missing or unreadable file is no offset", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "clock-")), "offset");
    process.env.CLOCK_OFFSET_FILE = file;
    expect(daysAhead()).toBe(0);
    fs.writeFileSync(file, String(3 * DAY));
    expect(daysAhead()).toBe(3);
    fs.writeFileSync(file, "not a number");
    expect(daysAhead()).toBe(0);
  });
});
