// The store's currencies (EP's currencies API): the codes it sells in and how their amounts are written. The table is
// the store's one list of currencies: the storefront's switch, the shopper's cookie, the promotions and offerings
// admin all follow it (lib/web/currencies.ts). Shoppers read them with any token; administrators add, change and
// delete them. Prices in a deleted currency are kept on the products, unseen, until the currency is added again
// (docs/api.md "Currencies"). Rendered by currency-resource.ts; the default's rule is default-currency.ts. Each write by
// a caller (the admin's page, the API) is recorded in the activity log under the settings page "currencies"
// (currency-words.ts says it in words).
import type { Caller } from "@/lib/commerce/auth/tokens";
import { recordSettingsChange } from "@/lib/commerce/settings/settings-activity";
import { currencyStore, type CurrencyChanges, type CurrencyRow } from "@/lib/storage/currencies/currency-store";
import { CURRENCIES_TAG, expireCacheTags } from "@/lib/cache/tags";
import { badRequest, notFound, unprocessable } from "../errors";
import { isUuid } from "../uuid";
import type { CurrencyChange, NewCurrency } from "./currency-schema";
import { currencyAddedWords, currencyChangedWords, currencyDeletedWords } from "./currency-words";
import { checkDefaultEnabled, checkDefaultKept, checkNotDefault, forgetDefaultCurrency } from "./default-currency";

export type { CurrencyRow };

/** EP's limit of currencies per store. */
export const MAX_CURRENCIES = 10;

export const currencyNotFound = (id: string) => notFound("Not Found", `Currency ${id} does not exist`, { id });

/** Every currency of the store, the default first. */
export async function listCurrencies(): Promise<CurrencyRow[]> {
  const rows = await currencyStore.list();
  return [...rows.filter((row) => row.isDefault), ...rows.filter((row) => !row.isDefault)];
}

/** The codes of every currency of the store, the default first (what the admin's price forms offer). */
export async function currencyCodes(): Promise<string[]> {
  return (await listCurrencies()).map((row) => row.code);
}

/** The currency a key names: its id, or its code in any case (EP's clients use both). */
const named = (idOrCode: string) => (rows: CurrencyRow[]) =>
  rows.find((row) => (isUuid(idOrCode) && row.id === idOrCode.toLowerCase()) || row.code === idOrCode.toUpperCase());

/** A currency by its id, or by its code. */
export async function findCurrency(idOrCode: string): Promise<CurrencyRow> {
  const row = await currencyStore.find({
    id: isUuid(idOrCode) ? idOrCode : undefined,
    code: /^[A-Za-z]{3}$/.test(idOrCode) ? idOrCode.toUpperCase() : undefined,
  });
  if (!row) throw currencyNotFound(idOrCode);
  return row;
}

/** Every write: the storefront's cached list and the remembered default are read again. */
function currenciesChanged(): void {
  forgetDefaultCurrency();
  expireCacheTags([CURRENCIES_TAG]);
}

const changesOf = (change: CurrencyChange): CurrencyChanges => ({
  ...(change.exchange_rate !== undefined ? { exchangeRate: change.exchange_rate } : {}),
  ...(change.format !== undefined ? { format: change.format } : {}),
  ...(change.decimal_point !== undefined ? { decimalPoint: change.decimal_point } : {}),
  ...(change.thousand_separator !== undefined ? { thousandSeparator: change.thousand_separator } : {}),
  ...(change.decimal_places !== undefined ? { decimalPlaces: change.decimal_places } : {}),
  ...(change.default !== undefined ? { isDefault: change.default } : {}),
  ...(change.enabled !== undefined ? { enabled: change.enabled } : {}),
});

/** Adds a currency: a code the store has is 400, an eleventh currency 422; a new default takes over from the old. */
export async function createCurrency(currency: NewCurrency, caller?: Caller): Promise<CurrencyRow> {
  checkDefaultEnabled({ isDefault: currency.default, enabled: currency.enabled });
  const values = {
    code: currency.code,
    exchangeRate: currency.exchange_rate,
    format: currency.format,
    decimalPoint: currency.decimal_point,
    thousandSeparator: currency.thousand_separator,
    decimalPlaces: currency.decimal_places,
    isDefault: currency.default,
    enabled: currency.enabled,
  };
  const row = await currencyStore.create(values, (existing) => {
    if (existing.some((row) => row.code === currency.code)) {
      throw badRequest("Currency already exists", `The currency ${currency.code} already exists`, { source: "data.code" });
    }
    if (existing.length >= MAX_CURRENCIES) throw unprocessable("Currency limit reached", `You have reached the maximum allowed currency limit of ${MAX_CURRENCIES}`);
  });
  currenciesChanged();
  await recordSettingsChange(caller, "currencies", currencyAddedWords(row));
  return row;
}

/** Changes a currency (by id or code); the default stays the default and enabled. */
export async function updateCurrency(idOrCode: string, change: CurrencyChange, caller?: Caller): Promise<CurrencyRow> {
  const changes = changesOf(change);
  let before: CurrencyRow | undefined;
  const row = await currencyStore.update(named(idOrCode), changes, (current) => {
    checkDefaultKept(current, changes);
    before = current;
  });
  if (!row || !before) throw currencyNotFound(idOrCode);
  currenciesChanged();
  await recordSettingsChange(caller, "currencies", currencyChangedWords(before, row));
  return row;
}

/** Deletes a currency (by id or code), never the default. Its prices stay on the products, unseen. */
export async function deleteCurrency(idOrCode: string, caller?: Caller): Promise<void> {
  let deleted: CurrencyRow | undefined;
  const removed = await currencyStore.remove(named(idOrCode), (current) => {
    checkNotDefault(current);
    deleted = current;
  });
  if (!removed || !deleted) throw currencyNotFound(idOrCode);
  currenciesChanged();
  await recordSettingsChange(caller, "currencies", currencyDeletedWords(deleted));
}
