// The shopper's currency cookie (set by the currency switch) and the shape of what it holds. Which currencies the store
// has is the currencies table's alone (lib/cache/store-currencies.ts reads it for the storefront): no list here.
import { CURRENCY_CODE } from "@/lib/commerce/money";

export const CURRENCY_COOKIE = "currency";

/** A currency code: three upper-case letters. Whether the store sells in it is the table's to say. */
export type CurrencyCode = string;

export const isCurrencyCode = (value: string | undefined | null): value is CurrencyCode => CURRENCY_CODE.test(value ?? "");
