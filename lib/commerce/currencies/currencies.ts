// The store's currencies (EP's currencies API): the codes it sells in and how their amounts are written.
// The storefront formats amounts from these; shoppers read them with any token. Rendered by currency-resource.ts.
import { currencyStore, type CurrencyRow } from "@/lib/storage/currencies/currency-store";
import { notFound } from "../errors";
import { isUuid } from "../uuid";

export type { CurrencyRow };

export const currencyNotFound = (id: string) => notFound("Not Found", `Currency ${id} does not exist`, { id });

/** Every currency of the store, the default first. */
export async function listCurrencies(): Promise<CurrencyRow[]> {
  const rows = await currencyStore.list();
  return [...rows.filter((row) => row.isDefault), ...rows.filter((row) => !row.isDefault)];
}

/** A currency by its id, or by its code (EP's clients use both). */
export async function findCurrency(idOrCode: string): Promise<CurrencyRow> {
  const row = await currencyStore.find({
    id: isUuid(idOrCode) ? idOrCode : undefined,
    code: /^[A-Za-z]{3}$/.test(idOrCode) ? idOrCode.toUpperCase() : undefined,
  });
  if (!row) throw currencyNotFound(idOrCode);
  return row;
}
