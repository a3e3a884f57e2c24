export const STORE_CURRENCIES = ["USD", "EUR", "GBP"] as const;
export type StoreCurrency = (typeof STORE_CURRENCIES)[number];
export const CURRENCY_COOKIE = "currency";

export const isStoreCurrency = (value: string | undefined | null): value is StoreCurrency =>
  (STORE_CURRENCIES as readonly string[]).includes(value ?? "");
