// The store's days in its own time zone (docs/admin.md "Store details"): which local day a moment falls on, and the
// moment a local day begins. One home for the rule, so the dashboard's "today", its month and its chart (and the
// database's grouping, which uses the same zone with AT TIME ZONE) agree, across daylight-saving changes too.
const DAY_MS = 86_400_000;

/** The zone every store starts with. */
export const DEFAULT_TIME_ZONE = "UTC";

/** The IANA zones the runtime knows, UTC first (Intl's list leaves UTC out). */
export function timeZones(): string[] {
  return [DEFAULT_TIME_ZONE, ...Intl.supportedValuesOf("timeZone").filter((zone) => zone !== DEFAULT_TIME_ZONE)];
}

let known: ReadonlySet<string> | undefined;
/** Whether `zone` is one of those zones, spelled as the list spells it. */
export function isTimeZone(zone: string): boolean {
  known ??= new Set(timeZones());
  return known.has(zone);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormat = (zone: string) => {
  if (!dayFormats.has(zone)) dayFormats.set(zone, new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }));
  return dayFormats.get(zone)!;
};

/** The local day of `at` in `zone`, YYYY-MM-DD. */
export function zoneDay(at: Date, zone: string): string {
  const parts = Object.fromEntries(dayFormat(zone).formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The day `days` after `day` (before, when negative), YYYY-MM-DD. */
export function addDaysTo(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();
/** How far `zone`'s wall clock is ahead of UTC at `at`, in milliseconds. */
function offsetAt(at: number, zone: string): number {
  if (!offsetFormats.has(zone)) {
    offsetFormats.set(zone, new Intl.DateTimeFormat("en-US", { timeZone: zone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric" }));
  }
  const p = Object.fromEntries(offsetFormats.get(zone)!.formatToParts(new Date(at)).map((part) => [part.type, Number(part.value)]));
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(at / 1000) * 1000;
}

/** The moment `day` (YYYY-MM-DD) begins in `zone`: its first instant whose local day is `day`. */
export function zoneDayStart(day: string, zone: string): Date {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  // The wall clock's midnight less the offset then; checked again at that moment, as the offset may have changed.
  let at = midnight - offsetAt(midnight, zone);
  at = midnight - offsetAt(at, zone);
  // A zone whose clocks skip midnight (a spring change at 00:00) starts the day at the first moment that is in it.
  while (zoneDay(new Date(at), zone) < day) at += 15 * 60_000;
  return new Date(at);
}

/** The day's bounds in `zone`: from its start (inclusive) to the next day's (exclusive). */
export function zoneDayBounds(day: string, zone: string): { from: Date; before: Date } {
  return { from: zoneDayStart(day, zone), before: zoneDayStart(addDaysTo(day, 1), zone) };
}
