// A moment as the admin shows a schedule: in UTC and saying so ("1 June 2026, 09:30 UTC").
const format = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC", hourCycle: "h23" });

export function UtcMoment({ date }: { date: Date }) {
  return <time dateTime={date.toISOString()}>{format.format(date)} UTC</time>;
}

/** A promotion's window in words: "Always", "From …", "Until …", "… to …". */
export function UtcWindow({ start, end }: { start: Date | null; end: Date | null }) {
  if (!start && !end) return <>Always</>;
  if (!end) return <>From <UtcMoment date={start!} /></>;
  if (!start) return <>Until <UtcMoment date={end} /></>;
  return (
    <>
      <UtcMoment date={start} /> to <UtcMoment date={end} />
    </>
  );
}
