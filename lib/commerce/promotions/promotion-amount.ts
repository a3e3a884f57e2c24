// How much a cart-level promotion takes off (docs/api.md "Adding to a cart"). The base is the cart's product
// subtotal: the sum of the product and custom lines' `without_tax` values (tax taken out of prices that
// include it), before any discount. Pure; the cart's recalculation (carts/cart-discounts.ts) caps the
// result so that discounts never exceed the subtotal.

export type PromotionTerms = {
  promotionType: string;
  schema: { currencies: { currency: string; amount?: number; percentage?: number }[] };
  minCartValue: { currency: string; amount: number }[] | null;
};

const PERCENT_SCALE = 1_000_000n; // six decimal places, as EP allows

/**
 * Rule: `percentage` % of `base`, rounded half away from zero. Exact: the percentage is taken to six
 * decimal places and the product computed in integers, so 10% of 1005 is 101, never 100.
 */
export function percentOf(base: number, percentage: number): number {
  const scaled = BigInt(Math.round(percentage * Number(PERCENT_SCALE)));
  const numerator = BigInt(Math.abs(base)) * scaled;
  const denominator = 100n * PERCENT_SCALE;
  let result = numerator / denominator;
  if ((numerator % denominator) * 2n >= denominator) result += 1n;
  return base < 0 ? -Number(result) : Number(result);
}

/** The promotion's entry for a currency; undefined when it has none there. */
export function currencyTerms(promotion: PromotionTerms, currency: string) {
  return promotion.schema.currencies.find((c) => c.currency === currency);
}

/**
 * Rule (min_cart_value): the base must reach the promotion's minimum in the cart's currency. A
 * promotion with minimums, none of them in this currency, does not apply; one without minimums always does.
 */
export function meetsMinCartValue(promotion: PromotionTerms, currency: string, base: number): boolean {
  const minimums = promotion.minCartValue;
  if (!minimums || minimums.length === 0) return true;
  const minimum = minimums.find((m) => m.currency === currency);
  return minimum !== undefined && base >= minimum.amount;
}

/**
 * The discount (positive minor units, before capping) a promotion gives on `base` in `currency`, or
 * undefined when it has no terms in that currency. fixed_discount: its amount; percent_discount: its
 * percentage of the base.
 */
export function promotionDiscount(promotion: PromotionTerms, currency: string, base: number): number | undefined {
  const terms = currencyTerms(promotion, currency);
  if (!terms) return undefined;
  if (promotion.promotionType === "percent_discount") return percentOf(base, terms.percentage ?? 0);
  return terms.amount ?? 0;
}
