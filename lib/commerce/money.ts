// Money is an integer of minor units everywhere; only this module formats it.
export type Money = { amount: number; currency: string; formatted: string };

const formatters = new Map<string, Intl.NumberFormat>();
// resolvedOptions() costs several times a format(): a cart of 99 lines formats 2,000 amounts.
const digits = new Map<string, number>();

function formatter(currency: string): Intl.NumberFormat {
  let f = formatters.get(currency);
  if (!f) {
    f = new Intl.NumberFormat("en-US", { style: "currency", currency });
    formatters.set(currency, f);
  }
  return f;
}

/** Minor-unit digits of a currency (2 for USD, 0 for JPY). */
export function minorDigits(currency: string): number {
  let d = digits.get(currency);
  if (d === undefined) {
    d = formatter(currency).resolvedOptions().maximumFractionDigits ?? 2;
    digits.set(currency, d);
  }
  return d;
}

// Carts repeat amounts (every zero tax and discount): remember the last few thousand formatted.
const formatted = new Map<string, string>();
const FORMATTED_CACHE_SIZE = 5000;

export function formatMoney(amount: number, currency: string): string {
  if (!currency) return String(amount);
  const key = `${currency}${amount}`;
  let text = formatted.get(key);
  if (text === undefined) {
    text = formatter(currency).format(amount / 10 ** minorDigits(currency));
    if (formatted.size >= FORMATTED_CACHE_SIZE) formatted.clear();
    formatted.set(key, text);
  }
  return text;
}

export function money(amount: number, currency: string): Money {
  // An empty cart has no currency yet: the contract shows {"amount":0,"currency":"","formatted":"0"}.
  if (!currency) return { amount, currency: "", formatted: String(amount) };
  return { amount, currency, formatted: formatMoney(amount, currency) };
}

/** Rounds half away from zero (the contract's tax rounding). */
export function roundHalfAwayFromZero(value: number): number {
  const r = Math.round(Math.abs(value) + Number.EPSILON * Math.abs(value));
  return value < 0 ? -r : r;
}

export const CURRENCY_CODE = /^[A-Z]{3}$/;

/** The shape of an amount a person types in the currency, as an HTML `pattern` (the browser anchors it). */
export function typedAmountPattern(currency: string): string {
  const digits = minorDigits(currency);
  return digits ? `\\d{1,9}(\\.\\d{1,${digits}})?` : "\\d{1,9}";
}

/** An amount a person typed ("12.50", "12") as minor units of the currency; undefined when it is not one. */
export function minorUnitsFromText(text: string, currency: string): number | undefined {
  const typed = text.trim();
  if (!new RegExp(`^(?:${typedAmountPattern(currency)})$`).test(typed)) return undefined;
  const digits = minorDigits(currency);
  const [whole, fraction = ""] = typed.split(".");
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, "0") || 0);
}

/** Minor units as a person would type them ("12.50"): the inverse of minorUnitsFromText. */
export function typedAmount(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
}
