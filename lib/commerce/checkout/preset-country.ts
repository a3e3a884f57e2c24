// The country a checkout's addresses start with, so a shopper rarely has to choose it: the country of their first
// saved address the store ships to, else the one country whose currency the cart is in (GBP the United Kingdom).
// A currency of several countries (EUR) presets none. docs/checkout.md.
import { shipsTo } from "./countries";

/** The currency each shipping country is the home of, where it is the only one of the list with that currency. */
const HOME_COUNTRY_OF_CURRENCY: Readonly<Record<string, string>> = { AUD: "AU", CAD: "CA", GBP: "GB", USD: "US" };

/** The country to preset ('' for none). */
export function presetCountry(currency: string, savedCountries: readonly string[] = []): string {
  const saved = savedCountries.map((code) => code.toUpperCase()).find(shipsTo);
  if (saved) return saved;
  const home = HOME_COUNTRY_OF_CURRENCY[currency.toUpperCase()];
  return home && shipsTo(home) ? home : "";
}
