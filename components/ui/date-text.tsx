import { readerDate } from "@/lib/shared/reader-terms";

/**
 * A date as words, machine-readable in its <time> element: in the reader's terms when the currency they pay in is
 * known ("5 March 2027" for pounds, "March 5, 2027" for dollars; lib/shared/reader-terms.ts), else the American form.
 */
export function DateText({ date, currency }: { date: Date; currency?: string }) {
  return <time dateTime={date.toISOString()}>{readerDate(date, currency ?? "USD")}</time>;
}
