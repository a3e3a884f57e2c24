export const STORE_CURRENCIES = ["USD", "EUR", "GBP"] as const;
export type StoreCurrency = (typeof STORE_CURRENCIES)[number];
export const CURRENCY_COOKIE = "currency";
