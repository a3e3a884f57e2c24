// The store's setting "shoppers see prices with tax", per currency (docs/money.md): GBP and EUR yes (UK and EU
// consumer prices include VAT), USD no (US sales tax is added at checkout). Pages and e-mails read it to write
// a summary's rows (summary/summary-rows.ts) and to say what a price includes.
import type { Caller } from "@/lib/commerce/auth/tokens";
import { recordSettingsChange } from "@/lib/commerce/settings/settings-activity";
import { z } from "zod";
import { currencyStore } from "@/lib/storage/currencies/currency-store";
import type { Executor } from "@/lib/storage/db";
import { mappedRead, type BatchedRead } from "@/lib/storage/batched-read";
import { currencyNotFound } from "./currencies";

/** Whether shoppers see prices in `currency` with tax; false for a currency the store does not have. `within`: the
 * caller's transaction, when it reads inside one (handed to the store untouched). */
export async function pricesIncludeTax(currency: string, within?: Executor): Promise<boolean> {
  if (!currency) return false;
  return (await currencyStore.pricesIncludeTax(currency, within)) ?? false;
}

/** pricesIncludeTax as a read to send with others (lib/storage/batched-read.ts). */
export const pricesIncludeTaxRead = (currency: string): BatchedRead<boolean> => mappedRead(currencyStore.pricesIncludeTaxRead(currency), (includes) => includes ?? false);

/** What a product page says beside a price in the currency. */
export const priceTaxNote = (includesTax: boolean) => (includesTax ? "Includes tax." : "Tax is added at checkout.");

/** The setting of every currency of the store, by code (a page whose cart may change currency reads them all). */
export async function taxDisplaySettings(within?: Executor): Promise<Record<string, boolean>> {
  const rows = await currencyStore.taxDisplay({ within });
  return Object.fromEntries(rows.map((row) => [row.code, row.pricesIncludeTax]));
}

/** The setting as the admin page lists it: every currency of the store, by code. */
export async function taxDisplayList(): Promise<{ code: string; pricesIncludeTax: boolean }[]> {
  return currencyStore.taxDisplay({ byCode: true });
}

/** A change of the setting: currency code → shoppers see prices with tax. */
export const taxDisplayChangeSchema = z.record(z.string().regex(/^[A-Z]{3}$/, "A currency is a three-letter code such as GBP"), z.boolean());

/**
 * Sets the setting of the given currencies, all or none: a code the store does not have is 404 and changes
 * nothing. Answers the setting of every currency afterwards.
 */
export async function setTaxDisplay(changes: z.output<typeof taxDisplayChangeSchema>, caller?: Caller): Promise<Record<string, boolean>> {
  await currencyStore.setTaxDisplay(changes, (known) => {
    const missing = Object.keys(changes).find((code) => !known.has(code));
    if (missing) throw currencyNotFound(missing);
  });
  const words = Object.entries(changes).map(([code, included]) => `${code} ${included ? "with" : "without"} tax`);
  if (words.length) await recordSettingsChange(caller, "prices", `Set prices shown ${words.join(", ")}`);
  return taxDisplaySettings();
}
