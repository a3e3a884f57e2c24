// The store's clock for what happens over time (subscriptions: their dates, billing runs). The real time, moved
// on by an offset that only tests set: in process with setClockOffset, or, for a server under browser tests,
// through the file CLOCK_OFFSET_FILE names (its text is the offset in milliseconds), read on every call so the
// test can move the server's time while it runs. Without either the clock is the real time.
import fs from "node:fs";

let offsetMs = 0;

/** Moves the clock `ms` ahead of real time (0 puts it back). In-process tests only. */
export function setClockOffset(ms: number): void {
  offsetMs = ms;
}

function fileOffset(): number {
  const file = process.env.CLOCK_OFFSET_FILE;
  if (!file) return 0;
  try {
    const value = Number(fs.readFileSync(file, "utf8").trim());
    return Number.isFinite(value) ? value : 0;
  } catch {
    // No file yet: the real time.
    return 0;
  }
}

export function now(): Date {
  return new Date(Date.now() + offsetMs + fileOffset());
}
