// What a shipping method costs a cart, and which tax rate a destination takes: the rules behind the storefront's
// checkout (prepare-checkout.ts). Amounts are minor units of the cart's currency.
import { isGoodsLine } from "@/lib/shared/goods-line";
export type ShippingMethod = { id: string; name: string; prices: Record<string, number>; freeOver: Record<string, number> | null };
/** A rate for a country (`*`: everywhere else) and, where it matters, a region of it ('': the whole country). */
export type TaxRate = { country: string; region: string; name: string; code: string; rate: number; taxesShipping: boolean };

/** What the free-shipping threshold is compared with: the goods' unit prices × quantities, before discounts. */
export const goodsAmount = (lines: readonly { type: string; unitAmount: number; quantity: number }[]) =>
  lines.reduce((sum, line) => sum + (isGoodsLine(line) ? line.unitAmount * line.quantity : 0), 0);

/**
 * The method's price for a cart whose goods come to `goods` (before discounts), or undefined when the method has
 * no price in the currency. Free once the goods reach the method's threshold in that currency.
 */
export function shippingPrice(method: ShippingMethod, currency: string, goods: number): number | undefined {
  const price = method.prices[currency];
  if (price === undefined) return undefined;
  const threshold = method.freeOver?.[currency];
  return threshold !== undefined && goods >= threshold ? 0 : price;
}

/**
 * The destination's rate: its region's (a US state's), else its country's, else the store's `*` rate, else none.
 * `region` is the subdivision code without the country ("NY"); '' or absent: the country as a whole.
 */
export function taxRateFor(rates: readonly TaxRate[], country: string, region = ""): TaxRate | undefined {
  const code = country.trim().toUpperCase();
  const subdivision = region.trim().toUpperCase();
  return (
    (subdivision ? rates.find((r) => r.country === code && r.region === subdivision) : undefined) ??
    rates.find((r) => r.country === code && r.region === "") ??
    rates.find((r) => r.country === "*")
  );
}

/** The tax item's jurisdiction for a destination: "GB", or "US-NY" where a region's own rate applied. */
export const taxJurisdiction = (country: string, rate: Pick<TaxRate, "region">) => (rate.region ? `${country}-${rate.region}` : country);
