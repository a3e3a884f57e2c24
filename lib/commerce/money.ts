// Money is an integer of minor units everywhere; only this module formats it.
export type Money = { amount: number; currency: string; formatted: string };

const formatters = new Map<string, Intl.NumberFormat>();

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
  return formatter(currency).resolvedOptions().maximumFractionDigits ?? 2;
}

export function formatMoney(amount: number, currency: string): string {
  if (!currency) return String(amount);
  return formatter(currency).format(amount / 10 ** minorDigits(currency));
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
export const DEFAULT_CURRENCY = "USD";
