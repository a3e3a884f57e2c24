// A category page's filters as its address carries them: `?price=` a band (price-bands.ts) and `?in_stock=1`. Anything
// else is no filter (the whole list), so a hand-edited or stale address still shows the category.
import { priceBandOf, type PriceBand } from "./price-bands";

/** What a category page's list is narrowed by: a price band, products in stock only. */
export type CategoryFilters = { band?: PriceBand; inStock?: boolean };

/** The `?in_stock=` value of "in stock only". */
export const IN_STOCK_PARAM = "1";

export function categoryFiltersOf(search: Record<string, string | string[] | undefined>): CategoryFilters {
  const band = priceBandOf(search.price);
  return { ...(band ? { band } : {}), ...(search.in_stock === IN_STOCK_PARAM ? { inStock: true } : {}) };
}

/** The filters as address parameters, for the links and forms that keep them (pages, the sort). */
export function categoryFilterParams({ band, inStock }: CategoryFilters): Record<string, string> {
  return { ...(band ? { price: band.param } : {}), ...(inStock ? { in_stock: IN_STOCK_PARAM } : {}) };
}
