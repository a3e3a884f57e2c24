// The store's default currency, decided in one place: the currency the table marks default (exactly one: a new default
// takes the mark from the old one, and the default can be neither unmarked, disabled nor deleted: make another the
// default first). USD when the store has none marked, as EP does. Shoppers who have chosen no currency see it, and a
// cart whose first add names none takes it (docs/api.md "Currencies").
import { currencyStore } from "@/lib/storage/currencies/currency-store";
import { unprocessable } from "../errors";

/** What EP uses when no currency is marked default. */
export const FALLBACK_DEFAULT_CURRENCY = "USD";

/** The default currency of these currencies. */
export function defaultCurrencyOf(rows: readonly { code: string; isDefault: boolean }[]): string {
  return rows.find((row) => row.isDefault)?.code ?? FALLBACK_DEFAULT_CURRENCY;
}

const defaultKept = (detail: string) => unprocessable("Default Currency", `${detail}: make another currency the default first`);

/** Refuses a change that would leave the store without its default (unmarking or disabling it). */
export function checkDefaultKept(current: { isDefault: boolean }, change: { isDefault?: boolean; enabled?: boolean }): void {
  if (!current.isDefault) return;
  if (change.isDefault === false) throw defaultKept("The default currency stays the default");
  if (change.enabled === false) throw defaultKept("The default currency cannot be disabled");
}

/** Refuses deleting the default currency. */
export function checkNotDefault(current: { isDefault: boolean; code: string }): void {
  if (current.isDefault) throw defaultKept(`${current.code} is the default currency and cannot be deleted`);
}

/** A new currency marked default must be enabled: shoppers are shown it before choosing. */
export function checkDefaultEnabled(currency: { isDefault: boolean; enabled: boolean }): void {
  if (currency.isDefault && !currency.enabled) throw unprocessable("Default Currency", "The default currency must be enabled");
}

// Read on every API request that names no currency, so kept in memory: a write on this instance forgets it at once
// (forgetDefaultCurrency), other instances read it again within DEFAULT_CURRENCY_FRESH_MS.
const DEFAULT_CURRENCY_FRESH_MS = 5_000;
let remembered: { code: string; until: number } | undefined;

/** The store's default currency, as the table says. */
export async function storeDefaultCurrency(): Promise<string> {
  const now = Date.now();
  if (remembered && remembered.until > now) return remembered.code;
  const code = defaultCurrencyOf(await currencyStore.list());
  remembered = { code, until: now + DEFAULT_CURRENCY_FRESH_MS };
  return code;
}

/** Called by every currency write. */
export function forgetDefaultCurrency(): void {
  remembered = undefined;
}
