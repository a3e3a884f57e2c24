// Dates and countries in the reader's terms (docs/admin.md "Reader's terms"): a shopper paying in pounds reads
// British dates ("5 March 2027"), one paying in dollars American ones ("March 5, 2027"); a country is named
// ("United Kingdom"), not coded ("GB"). One home for the storefront's order pages, the e-mails and the admin's
// order page and packing slip (the order's currency says whose terms they are).
const LOCALES: Record<string, string> = { USD: "en-US", CAD: "en-CA", AUD: "en-AU", NZD: "en-NZ", EUR: "en-IE", GBP: "en-GB" };

/** The locale a shopper paying in `currency` reads in; British English for any other. */
export function readerLocale(currency: string | undefined): string {
  return (currency && LOCALES[currency.toUpperCase()]) || "en-GB";
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** A date as words in the reader's terms, in `timeZone` (UTC unless given). */
export function readerDate(date: Date, currency: string | undefined, timeZone = "UTC"): string {
  const key = `${readerLocale(currency)} ${timeZone}`;
  if (!dateFormats.has(key)) dateFormats.set(key, new Intl.DateTimeFormat(readerLocale(currency), { dateStyle: "long", timeZone }));
  return dateFormats.get(key)!.format(date);
}

const regionNames = new Map<string, Intl.DisplayNames>();
// Names already given, by locale and code: asking Intl for one costs more than a checkout's other e-mail work
// (docs/benchmarks.md). At most the six locales' 676 two-letter codes each.
const namesGiven = new Map<string, string>();
/** A country's name for the reader ("United Kingdom" for GB); a code the runtime cannot name stays as it is. */
export function countryName(code: string, currency?: string): string {
  const locale = readerLocale(currency);
  if (!/^[A-Za-z]{2}$/.test(code)) return code;
  const key = `${locale} ${code.toUpperCase()}`;
  let name = namesGiven.get(key);
  if (name === undefined) namesGiven.set(key, (name = displayName(locale, code.toUpperCase())));
  return name;
}

function displayName(locale: string, code: string): string {
  if (!regionNames.has(locale)) regionNames.set(locale, new Intl.DisplayNames([locale], { type: "region", fallback: "code" }));
  try {
    return regionNames.get(locale)!.of(code) ?? code;
  } catch {
    return code;
  }
}
