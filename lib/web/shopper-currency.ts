// The currency of the prices a page shows. The shopper chooses one (the `currency` cookie, sent to the API as
// X-MOLTIN-CURRENCY), but a cart has one currency, fixed by its first line: while the shopper's cart has lines,
// every page shows the cart's currency, read from the server's cart, so the price shown is the price charged.
// The switch offers the currencies the catalog can sell in (lib/commerce/catalog/sellable-currencies.ts).
import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { STORE_DEFAULT_CURRENCY } from "@/lib/commerce/carts/cart-currency";
import { cachedSellableCurrencies } from "@/lib/cache/storefront-catalog";
import { CURRENCY_COOKIE, isStoreCurrency, STORE_CURRENCIES, type StoreCurrency } from "./currencies";
import { currentCartSummary } from "./shopper-cart";

export type ShopperCurrency = {
  /** The currency every price on the page is in: the cart's while it has lines, else the shopper's choice. */
  currency: StoreCurrency;
  /** The shopper's choice (the cookie), or the store's default. */
  chosen: StoreCurrency;
  /** The cart's currency, when the cart has lines. */
  cart?: StoreCurrency;
  /** What the currency switch offers: the currencies the catalog can sell in, and always the current one. */
  offered: StoreCurrency[];
};

/** The shopper's choice from the cookie (the store's default when there is none). */
export async function chosenCurrency(): Promise<StoreCurrency> {
  const value = (await cookies()).get(CURRENCY_COOKIE)?.value;
  return isStoreCurrency(value) ? value : STORE_DEFAULT_CURRENCY;
}

/** The currencies the catalog can sell in (cached with the catalog). */
export async function sellableStoreCurrencies(): Promise<StoreCurrency[]> {
  return (await cachedSellableCurrencies()).filter(isStoreCurrency);
}

export const shopperCurrencyState = cache(async (): Promise<ShopperCurrency> => {
  const [chosen, summary, sellable] = await Promise.all([chosenCurrency(), currentCartSummary(), sellableStoreCurrencies()]);
  const cart = isStoreCurrency(summary.currency) ? summary.currency : undefined;
  const currency = cart ?? chosen;
  return { currency, chosen, ...(cart ? { cart } : {}), offered: STORE_CURRENCIES.filter((c) => c === currency || sellable.includes(c)) };
});

/** The currency of the prices a page shows (see shopperCurrencyState). */
export async function shopperCurrency(): Promise<StoreCurrency> {
  return (await shopperCurrencyState()).currency;
}
