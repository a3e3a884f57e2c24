// The currency of the prices a page shows. The shopper chooses one (the `currency` cookie, sent to the API as
// X-MOLTIN-CURRENCY), but a cart has one currency, fixed by its first line: while the shopper's cart has lines,
// every page shows the cart's currency, read from the server's cart, so the price shown is the price charged.
// The switch offers the store's enabled currencies (the currencies table) the catalog can sell in
// (lib/commerce/catalog/sellable-currencies.ts).
import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { cachedSellableCurrencies } from "@/lib/cache/storefront-catalog";
import { cachedStoreCurrencies } from "@/lib/cache/store-currencies";
import { CURRENCY_COOKIE, isCurrencyCode, type CurrencyCode } from "./currencies";
import { currentCartSummary } from "./shopper-cart";

export type ShopperCurrency = {
  /** The currency every price on the page is in: the cart's while it has lines, else the shopper's choice. */
  currency: CurrencyCode;
  /** The shopper's choice (the cookie), or the store's default. */
  chosen: CurrencyCode;
  /** The cart's currency, when the cart has lines. */
  cart?: CurrencyCode;
  /** What the currency switch offers: the currencies the catalog can sell in, and always the current one. */
  offered: CurrencyCode[];
};

/** The shopper's choice from the cookie, while the store has it enabled (else the store's default). */
export async function chosenCurrency(): Promise<CurrencyCode> {
  const [value, store] = [(await cookies()).get(CURRENCY_COOKIE)?.value, await cachedStoreCurrencies()];
  return isCurrencyCode(value) && store.enabled.includes(value) ? value : store.defaultCurrency;
}

/** The currencies the catalog can sell in (cached with the catalog). */
export async function sellableStoreCurrencies(): Promise<CurrencyCode[]> {
  return cachedSellableCurrencies();
}

export const shopperCurrencyState = cache(async (): Promise<ShopperCurrency> => {
  const [chosen, summary, sellable, store] = await Promise.all([chosenCurrency(), currentCartSummary(), sellableStoreCurrencies(), cachedStoreCurrencies()]);
  const cart = isCurrencyCode(summary.currency) ? summary.currency : undefined;
  const currency = cart ?? chosen;
  const offered = store.enabled.filter((c) => c === currency || sellable.includes(c));
  return { currency, chosen, ...(cart ? { cart } : {}), offered: offered.includes(currency) ? offered : [currency, ...offered] };
});

/** The currency of the prices a page shows (see shopperCurrencyState). */
export async function shopperCurrency(): Promise<CurrencyCode> {
  return (await shopperCurrencyState()).currency;
}
