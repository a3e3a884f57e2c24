const format = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** A date as words ("March 5, 2027"), machine-readable in its <time> element. */
export function DateText({ date }: { date: Date }) {
  return <time dateTime={date.toISOString()}>{format.format(date)}</time>;
}
