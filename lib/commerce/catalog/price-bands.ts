// The storefront's price filter: a category's products narrowed to a band of prices, each band offered with how
// many of the category's products it holds (issue 48). Bands are in the currency's major units, the same numbers
// for every currency, and hold the price the catalog lists (price.<CUR>.float_price in search): the lower bound in,
// the upper bound out, so that a product with a price is in exactly one band (one without a listed price in the
// currency is in none).
// The `?price=` parameter names a band by its bounds (`25-50`, `100-`); anything else is no band (the whole list).
import { formatMoney, minorDigits } from "../money";
import type { FilterNode } from "./search/filter-by";

export type PriceBand = { param: string; min: number; max?: number };

const BOUNDS = [0, 25, 50, 100];

export const PRICE_BANDS: readonly PriceBand[] = BOUNDS.map((min, i) => {
  const max = BOUNDS[i + 1];
  return { param: `${min}-${max ?? ""}`, min, ...(max === undefined ? {} : { max }) };
});

/** The band a `?price=` value names, or undefined (no band, or one this store does not offer). */
export function priceBandOf(value: unknown): PriceBand | undefined {
  return typeof value === "string" ? PRICE_BANDS.find((band) => band.param === value) : undefined;
}

/** The search's filter for a band in a currency: from `min` (included) up to `max` (excluded). */
export function priceBandFilter(band: PriceBand, currency: string): FilterNode {
  const field = { kind: "price" as const, currency, name: `price.${currency}.float_price` };
  return { kind: "range", field, ranges: [{ min: band.min, ...(band.max === undefined ? {} : { max: band.max, maxExclusive: true }) }], negate: false };
}

/** Whether a price in major units is in the band: the filter's rule, for tests and for what a page says. */
export const inPriceBand = (band: PriceBand, price: number) => price >= band.min && (band.max === undefined || price < band.max);

/** A band as a shopper reads it, in the currency: "Under $25.00", "$25.00 to $49.99", "$100.00 and over". */
export function priceBandLabel(band: PriceBand, currency: string): string {
  const minor = (major: number) => Math.round(major * 10 ** minorDigits(currency));
  if (band.max === undefined) return `${formatMoney(minor(band.min), currency)} and over`;
  if (band.min === 0) return `Under ${formatMoney(minor(band.max), currency)}`;
  return `${formatMoney(minor(band.min), currency)} to ${formatMoney(minor(band.max) - 1, currency)}`;
}
