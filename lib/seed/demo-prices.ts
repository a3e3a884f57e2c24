// The demo store's prices: every catalog product in USD, EUR and GBP but two, on purpose (the Wool Throw in USD
// only, the Shortbread Tin in GBP only), and what a re-seed does to a store seeded with the earlier prices.
// EUR and GBP prices include VAT and USD prices exclude sales tax, as the store's currencies say shoppers see
// them (docs/money.md): a UK shopper pays the £ on the product page.
import { and, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/storage/db";
import { products, type PriceMap } from "@/lib/storage/schema";
import { DEMO_IDS } from "./demo-ids";

export const usdEur = (usd: number, eur: number): PriceMap => ({
  USD: { amount: usd, includes_tax: false },
  EUR: { amount: eur, includes_tax: false },
});

/** A catalog product's prices: the store sells in USD, EUR and GBP (docs/catalog.md "Currencies"). */
export const demoPrices = (usd: number, eur: number, gbp: number): PriceMap => ({
  USD: { amount: usd, includes_tax: false },
  EUR: { amount: eur, includes_tax: true },
  GBP: { amount: gbp, includes_tax: true },
});

/** A subscription's demo price: USD without tax, EUR with VAT, as the store's currencies show them. */
export const usdEurVatIncluded = (usd: number, eur: number): PriceMap => ({
  USD: { amount: usd, includes_tax: false },
  EUR: { amount: eur, includes_tax: true },
});

/** A price as the demo store had it before its EUR and GBP prices included VAT: every amount without tax. */
export const withoutTaxIncluded = (price: PriceMap): PriceMap =>
  Object.fromEntries(Object.entries(price).map(([currency, p]) => [currency, { ...p, includes_tax: false }]));

/**
 * The prices the demo store had before it sold in GBP, by product id (the large canvas aprons are under
 * demo-catalog.ts). Seeding again moves a product still at its old demo price to its new one; a price an
 * administrator has changed is left alone.
 */
export const EARLIER_DEMO_PRICES: Record<string, PriceMap> = Object.fromEntries(
  (
    [
      [DEMO_IDS.bottle, 2800, 2600],
      [DEMO_IDS.tumbler, 2800, 2600],
      [DEMO_IDS.mug, 1400, 1300],
      [DEMO_IDS.apron, 3200, 2900],
      [DEMO_IDS.board, 4500, 4200],
      [DEMO_IDS.skillet, 5400, 4900],
      [DEMO_IDS.candle, 1800, 1650],
      [DEMO_IDS.tea, 2200, 2000],
      [DEMO_IDS.throw, 8900, 8200],
      [DEMO_IDS.workApron, 3800, 3500],
    ] as const
  ).map(([id, usd, eur]) => [id, usdEur(usd, eur)]),
);

/**
 * Moves the products (by id) still at one of the `earlier` prices to `price`: how a re-seed brings an existing
 * store's demo prices up to date.
 */
export async function mendDemoPrice(db: Db, where: SQL | undefined, earlier: PriceMap | PriceMap[], price: PriceMap): Promise<void> {
  for (const before of Array.isArray(earlier) ? earlier : [earlier]) {
    await db
      .update(products)
      .set({ price })
      .where(and(where, sql`${products.price} = ${JSON.stringify(before)}::jsonb`));
  }
}

