// The demo store's tax rates: VAT in the UK and the EU, which taxes shipping (VAT follows the goods), and sales tax
// in a few US states, which say each for itself whether shipping is taxed (New York and Texas tax it, California
// does not). Migration 0006 gave every store the VAT rates without shipping tax; a re-seed turns it on for a demo
// rate still exactly as that migration made it, and leaves a rate an administrator has changed alone. The state
// rates are added where the store has none for the state.
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/storage/db";
import { taxRates } from "@/lib/storage/schema";

type DemoRate = { country: string; region: string; name: string; code: string; rate: number; taxesShipping: boolean };

const vat = (country: string, name: string, rate: number): DemoRate => ({ country, region: "", name, code: `${country}-VAT`, rate, taxesShipping: true });
const salesTax = (region: string, rate: number, taxesShipping: boolean): DemoRate => ({ country: "US", region, name: "Sales tax", code: `US-${region}`, rate, taxesShipping });

export const DEMO_TAX_RATES: readonly DemoRate[] = [
  vat("GB", "VAT", 0.2),
  vat("DE", "MwSt.", 0.19),
  vat("FR", "TVA", 0.2),
  vat("IE", "VAT", 0.23),
  vat("NL", "BTW", 0.21),
  salesTax("NY", 0.08875, true),
  salesTax("CA", 0.0725, false),
  salesTax("TX", 0.0625, true),
  salesTax("PA", 0.06, true),
];

export async function seedTaxRates(db: Db): Promise<void> {
  await db.insert(taxRates).values([...DEMO_TAX_RATES]).onConflictDoNothing();
  for (const rate of DEMO_TAX_RATES.filter((r) => r.taxesShipping)) {
    // Still the rate as migration 0006 wrote it (name, code and rate unchanged, shipping untaxed): the demo's.
    await db
      .update(taxRates)
      .set({ taxesShipping: true })
      .where(
        and(
          eq(taxRates.country, rate.country),
          eq(taxRates.region, rate.region),
          eq(taxRates.name, rate.name),
          eq(taxRates.code, rate.code),
          eq(taxRates.rate, rate.rate),
          eq(taxRates.taxesShipping, false),
        ),
      );
  }
}
