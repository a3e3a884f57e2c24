// The store's setting "shoppers see prices with tax", per currency (docs/money.md): GBP and EUR yes (UK and EU
// consumer prices include VAT), USD no (US sales tax is added at checkout). Pages and e-mails read it to write
// a summary's rows (summary/summary-rows.ts) and to say what a price includes.
import { eq } from "drizzle-orm";
import { getDb, type Executor } from "@/lib/storage/db";
import { currencies } from "@/lib/storage/schema";

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
