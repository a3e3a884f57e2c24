// A plan's price per bill in one currency, as EP prices it: its fixed_price when it has one in that currency,
// else the offering's products' prices summed, reduced by base_price_percentage when the plan has one (EP: "a 10
// applies a 10% discount to the total value of the repeat products"; the percentage is an optional discount).
// Undefined when neither gives a price: no fixed price in the currency and a product without a price in it.
import type { PriceMap } from "@/lib/shared/product-fields";
import { roundHalfAwayFromZero } from "../money";

export type PricedPlan = { fixedPrice: PriceMap | null; basePricePercentage: number | null };
export type PricedProduct = { price: PriceMap | null };

export function planPrice(
  plan: PricedPlan,
  products: PricedProduct[],
  currency: string,
): { amount: number; includes_tax: boolean } | undefined {
  const fixed = plan.fixedPrice?.[currency];
  if (fixed) return { amount: fixed.amount, includes_tax: fixed.includes_tax };
  if (products.length === 0) return undefined;
  const prices = products.map((p) => p.price?.[currency]);
  if (prices.some((p) => !p)) return undefined;
  const total = prices.reduce((sum, p) => sum + p!.amount, 0);
  const percentage = plan.basePricePercentage ?? 0;
  return {
    amount: roundHalfAwayFromZero((total * (100 - percentage)) / 100),
    includes_tax: prices.every((p) => p!.includes_tax),
  };
}

/** The plan's price in every currency it can be priced in (EP's plan `meta.price`). */
export function planPriceMap(plan: PricedPlan, products: PricedProduct[]): PriceMap {
  const currencies = new Set([...Object.keys(plan.fixedPrice ?? {}), ...products.flatMap((p) => Object.keys(p.price ?? {}))]);
  const out: PriceMap = {};
  for (const currency of [...currencies].sort()) {
    const price = planPrice(plan, products, currency);
    if (price) out[currency] = price;
  }
  return out;
}

/** One part of what a bill charges, in minor units: "House Blend Beans", "Plan discount (10%)". */
export type PricePart = { kind: "fixed" | "product" | "discount"; label: string; amount: number };

/**
 * What makes the price per bill of a subscription of `quantity` (an invoice is the plan's price times the
 * quantity): the parts, which add up to `perBill` exactly. A fixed price is one part (it covers the products,
 * whatever their own prices); a price from the products is each product, then the plan's discount.
 */
export function planPriceParts(
  plan: PricedPlan,
  products: (PricedProduct & { name: string })[],
  currency: string,
  quantity = 1,
): { parts: PricePart[]; perBill: number } | undefined {
  const price = planPrice(plan, products, currency);
  if (!price) return undefined;
  const times = (label: string) => (quantity === 1 ? label : `${quantity} × ${label}`);
  if (plan.fixedPrice?.[currency]) {
    return { parts: [{ kind: "fixed", label: times("The plan's fixed price"), amount: price.amount * quantity }], perBill: price.amount * quantity };
  }
  const parts: PricePart[] = products.map((p) => ({ kind: "product", label: times(p.name), amount: p.price![currency]!.amount * quantity }));
  const listed = parts.reduce((sum, part) => sum + part.amount, 0);
  const discount = price.amount * quantity - listed;
  if (discount !== 0) parts.push({ kind: "discount", label: times(`Plan discount (${plan.basePricePercentage}%)`), amount: discount });
  return { parts, perBill: price.amount * quantity };
}
