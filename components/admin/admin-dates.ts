// Every date and time the admin shows staff, in the store's time zone (store details; UTC until one is chosen) and
// saying which ("5 March 2027, 14:30 GMT"). One home: the pages pass the zone they read once for the request
// (lib/web/admin-store-facts.ts). Promotion schedules, which staff type in UTC, keep utc-moment.tsx.
const formats = new Map<string, Intl.DateTimeFormat>();
const formatOf = (zone: string, withTime: boolean) => {
  const key = `${zone} ${withTime}`;
  if (!formats.has(key)) {
    formats.set(
      key,
      new Intl.DateTimeFormat("en-GB", withTime ? { dateStyle: "long", timeStyle: "short", timeZone: zone, hourCycle: "h23" } : { dateStyle: "long", timeZone: zone }),
    );
  }
  return formats.get(key)!;
};

const zoneName = (date: Date, zone: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: zone, timeZoneName: "short" }).formatToParts(date).find((part) => part.type === "timeZoneName")?.value ?? zone;

/** "5 March 2027": the store's day of `date`. */
export const adminDate = (date: Date, zone: string): string => formatOf(zone, false).format(date);

/** "5 March 2027 at 14:30 GMT": the store's wall-clock time of `date`, naming the zone. */
export const adminDateTime = (date: Date, zone: string): string => `${formatOf(zone, true).format(date)} ${zoneName(date, zone)}`;

/** "5 March 2027" for a day YYYY-MM-DD (a day is already the store's: no zone moves it). */
export const adminDay = (day: string): string => formatOf("UTC", false).format(new Date(`${day}T12:00:00Z`));
