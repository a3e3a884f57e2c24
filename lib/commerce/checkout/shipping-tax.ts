// Tax on shipping (docs/money.md "Shipping"): where the destination's rate taxes shipping, the shipping group's
// price carries the rate's tax. In a currency whose prices include tax the shopper pays the method's listed price
// and its tax is taken out of it; where prices exclude tax the tax is added to it. One rounding for goods and
// shipping alike: taxOf (carts/totals.ts), half away from zero.
import { taxOf } from "../carts/totals";

/** EP's shipping_price of a shipping group, in minor units. */
export type ShippingPriceParts = { base: number; tax: number; fees: number };

/**
 * The shipping group's price for a method listed at `listed` (minor units): untaxed (`rate` undefined or not taxing
 * shipping) it is all base; taxed, base + tax is the listed price where prices include tax, and base is the listed
 * price where they exclude it.
 */
export function shippingPriceParts(listed: number, rate: { rate: number; taxesShipping: boolean } | undefined, pricesIncludeTax: boolean): ShippingPriceParts {
  if (!rate?.taxesShipping || rate.rate <= 0 || listed === 0) return { base: listed, tax: 0, fees: 0 };
  const tax = taxOf(listed, [rate.rate], pricesIncludeTax);
  return { base: pricesIncludeTax ? listed - tax : listed, tax, fees: 0 };
}
