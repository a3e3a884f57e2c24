// The store's setting "shoppers see prices with tax", per currency (docs/money.md): GBP and EUR yes (UK and EU
// consumer prices include VAT), USD no (US sales tax is added at checkout). Pages and e-mails read it to write
// a summary's rows (summary/summary-rows.ts) and to say what a price includes.
import { asc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb, type Executor } from "@/lib/storage/db";
import { currencies } from "@/lib/storage/schema";
import { currencyNotFound } from "./currencies";

/** Whether shoppers see prices in `currency` with tax; false for a currency the store does not have. */
export async function pricesIncludeTax(currency: string, db?: Executor): Promise<boolean> {
  if (!currency) return false;
  const executor = db ?? (await getDb());
  const [row] = await executor.select({ pricesIncludeTax: currencies.pricesIncludeTax }).from(currencies).where(eq(currencies.code, currency));
  return row?.pricesIncludeTax ?? false;
}

/** What a product page says beside a price in the currency. */
export const priceTaxNote = (includesTax: boolean) => (includesTax ? "Includes tax." : "Tax is added at checkout.");

/** The setting of every currency of the store, by code (a page whose cart may change currency reads them all). */
export async function taxDisplaySettings(db?: Executor): Promise<Record<string, boolean>> {
  const executor = db ?? (await getDb());
  const rows = await executor.select({ code: currencies.code, pricesIncludeTax: currencies.pricesIncludeTax }).from(currencies);
  return Object.fromEntries(rows.map((row) => [row.code, row.pricesIncludeTax]));
}

/** The setting as the admin page lists it: every currency of the store, by code. */
export async function taxDisplayList(): Promise<{ code: string; pricesIncludeTax: boolean }[]> {
  return (await getDb()).select({ code: currencies.code, pricesIncludeTax: currencies.pricesIncludeTax }).from(currencies).orderBy(asc(currencies.code));
}

/** A change of the setting: currency code → shoppers see prices with tax. */
export const taxDisplayChangeSchema = z.record(z.string().regex(/^[A-Z]{3}$/, "A currency is a three-letter code such as GBP"), z.boolean());

/**
 * Sets the setting of the given currencies, all or none: a code the store does not have is 404 and changes
 * nothing. Answers the setting of every currency afterwards.
 */
export async function setTaxDisplay(changes: z.output<typeof taxDisplayChangeSchema>): Promise<Record<string, boolean>> {
  const codes = Object.keys(changes);
  const db = await getDb();
  await db.transaction(async (tx) => {
    if (codes.length === 0) return;
    const known = new Set((await tx.select({ code: currencies.code }).from(currencies).where(inArray(currencies.code, codes))).map((row) => row.code));
    const missing = codes.find((code) => !known.has(code));
    if (missing) throw currencyNotFound(missing);
    for (const code of codes) {
      await tx.update(currencies).set({ pricesIncludeTax: changes[code], updatedAt: sql`now()` }).where(eq(currencies.code, code));
    }
  });
  return taxDisplaySettings(db);
}
