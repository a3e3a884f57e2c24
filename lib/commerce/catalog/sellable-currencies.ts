// Which currencies the catalog can sell in, from its own prices: what the storefront's currency switch offers.
// A product can be bought in a currency when it has a price in it; a bundle with a price of its own likewise;
// an auto-priced bundle (no price of its own: the sum of what is chosen) when every component can be filled
// with options priced in it. A currency is offered when at least half of the live catalog can be bought in it:
// a currency in which most products would say "Not available" is not one the store sells in. Pure; the
// storefront reads the tally (catalogCurrencyTally in catalog-page-read.ts) and asks here.
import type { BundleComponent, PriceMap } from "@/lib/storage/schema";
import { selectionRange } from "../carts/bundle-selection";

/** The share of the live catalog a currency must be able to sell for the storefront to offer it. */
export const SELLABLE_SHARE = 0.5;

export type SellableProduct = { price: PriceMap; components?: Record<string, BundleComponent> | null };

/**
 * Whether the product (or bundle) can be bought in the currency. `optionPrice` gives a bundle option's
 * prices (undefined for an option that is not live).
 */
export function sellableIn(product: SellableProduct, currency: string, optionPrice: (id: string) => PriceMap | undefined = () => undefined): boolean {
  if (Object.keys(product.price).length > 0 || !product.components) return Boolean(product.price[currency]);
  const priced = Object.values(product.components).map((component) => ({
    count: component.options.filter((option) => optionPrice(option.id)?.[currency]).length,
    min: selectionRange(component).min,
  }));
  // Each component can be filled, and the selection holds something.
  return priced.every(({ count, min }) => count >= min) && priced.some(({ count }) => count > 0);
}

/** How many live catalog products there are, and how many of them can be bought in each currency. */
export type CurrencyTally = { products: number; sellable: Record<string, number> };

/**
 * The currencies to offer, in the order of `candidates` (the store's enabled currencies): those in which at least
 * SELLABLE_SHARE of the catalog can be bought. A store that can sell in none of them (an empty catalog) offers its
 * default currency.
 */
export function sellableCurrencies<C extends string>(tally: CurrencyTally, candidates: readonly C[], defaultCurrency: string): C[] {
  const offered = candidates.filter((currency) => {
    const count = tally.sellable[currency] ?? 0;
    return count > 0 && count >= tally.products * SELLABLE_SHARE;
  });
  if (offered.length > 0) return offered;
  return candidates.filter((currency) => currency === defaultCurrency).slice(0, 1);
}
