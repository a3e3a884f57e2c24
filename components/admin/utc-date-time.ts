// A `<input type="datetime-local">` holds a wall-clock time in the browser's time zone; the snapshot
// date is stored in UTC (`YYYY-MM-DDThh:mm:ssZ`). These convert between the two.
const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** "2026-03-01T14:30:00Z" → "2026-03-01T09:30:00" in New York. "" (or anything unreadable) → "". */
export function utcToLocalInput(utc: string): string {
  if (!utc) return "";
  const date = new Date(utc);
  if (Number.isNaN(date.getTime())) return "";
  return (
    `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

/**
 * A datetime-local value ("2026-03-01T09:30" or with seconds) → the same moment in UTC with
 * seconds, "2026-03-01T14:30:00Z" in New York. "" → "" (no snapshot date). A value that is not a
 * datetime-local value is returned as it is, for the schema to refuse.
 */
export function localInputToUtc(local: string): string {
  if (!local) return "";
  const match = LOCAL.exec(local);
  if (!match) return local;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const date = new Date(0);
  date.setFullYear(year, month - 1, day);
  date.setHours(hour, minute, second, 0);
  if (Number.isNaN(date.getTime())) return local;
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}
