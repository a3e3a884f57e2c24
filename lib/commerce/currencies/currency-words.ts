// What the activity log says of a currency written by an administrator (docs/admin.md "Who did what"): added with its
// format and rate, changed naming only what differs from before (the admin's form posts every field), deleted.
import type { CurrencyValues } from "@/lib/storage/currencies/currency-store";

type Written = Omit<CurrencyValues, "code"> & { code: string };

const quoted = (text: string) => `"${text}"`;

/** Each field an administrator writes, in a shopkeeper's words of its new value; `code` never changes. */
const FIELD_WORDS: { [K in keyof Omit<Written, "code">]: (value: Written[K]) => string } = {
  format: (format) => `format ${quoted(format)}`,
  exchangeRate: (rate) => `exchange rate ${rate}`,
  decimalPoint: (point) => `decimal point ${quoted(point)}`,
  thousandSeparator: (separator) => `thousand separator ${quoted(separator)}`,
  decimalPlaces: (places) => `${places} decimal places`,
  enabled: (enabled) => (enabled ? "enabled" : "disabled"),
  isDefault: (isDefault) => (isDefault ? "made the store's default" : "no longer the default"),
};

export function currencyAddedWords(currency: Written): string {
  return `Added the currency ${currency.code}: format ${quoted(currency.format)}, exchange rate ${currency.exchangeRate}${currency.isDefault ? ", the store's default" : ""}${currency.enabled ? "" : ", disabled"}`;
}

/** The change from `before` to `after`, naming what differs; "saved unchanged" when nothing does. */
export function currencyChangedWords(before: Written, after: Written): string {
  const changed = (Object.keys(FIELD_WORDS) as (keyof typeof FIELD_WORDS)[])
    .filter((field) => before[field] !== after[field])
    .map((field) => (FIELD_WORDS[field] as (value: unknown) => string)(after[field]));
  return `Changed the currency ${after.code}: ${changed.length ? changed.join(", ") : "saved unchanged"}`;
}

export function currencyDeletedWords(currency: { code: string }): string {
  return `Deleted the currency ${currency.code}`;
}
