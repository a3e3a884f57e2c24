// The store's currencies as the storefront uses them (the switch, the shopper's cookie, the admin's price forms): read
// from the currencies table, the same for every shopper, so cached across them with `'use cache'` and tagged
// `currencies`, which every currency write expires (tags.ts), on every instance.
// CATALOG_CACHE_SECONDS=0 reads live, as the catalog's reads do. The entry takes no arguments.
import { cacheLife, cacheTag } from "next/cache";
import { catalogCacheSeconds, unlessCachingOff } from "./catalog-entry";
import { CURRENCIES_TAG } from "./tags";
import { listCurrencies } from "@/lib/commerce/currencies/currencies";
import { defaultCurrencyOf } from "@/lib/commerce/currencies/default-currency";

export type StoreCurrencies = {
  /** Every currency of the store, the default first (the admin's price forms offer them all). */
  all: string[];
  /** Those shoppers may choose (enabled), the default first. */
  enabled: string[];
  /** The store's default currency (default-currency.ts). */
  defaultCurrency: string;
};

async function readStoreCurrencies(): Promise<StoreCurrencies> {
  const rows = await listCurrencies();
  return { all: rows.map((row) => row.code), enabled: rows.filter((row) => row.enabled).map((row) => row.code), defaultCurrency: defaultCurrencyOf(rows) };
}

async function storeCurrenciesEntry(): Promise<StoreCurrencies> {
  "use cache";
  cacheTag(CURRENCIES_TAG);
  const seconds = catalogCacheSeconds();
  cacheLife({ stale: seconds, revalidate: seconds, expire: seconds });
  return readStoreCurrencies();
}

export const cachedStoreCurrencies = unlessCachingOff(storeCurrenciesEntry, readStoreCurrencies);
