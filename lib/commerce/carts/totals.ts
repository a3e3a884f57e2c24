// The one function that prices a cart (docs/api.md "Adding to a cart"). It is pure: stored lines in, every
// display price out. Nothing patches totals incrementally; they are recomputed from the lines. What a cart-level
// discount does to each line's tax is tax-after-discounts.ts's: a line here is given its share of custom discounts,
// and a promotion line the measures of what it takes off (docs/money.md "Discounts and tax").
import { roundHalfAwayFromZero } from "../money";
import { isGoodsLine } from "@/lib/shared/goods-line";

export type PricedLineInput = {
  id: string;
  type: "cart_item" | "custom_item" | "promotion_item" | "subscription_item";
  quantity: number;
  /** Minor units; negative for a promotion line. */
  unitAmount: number;
  includesTax: boolean;
  /** Tax rates of the line's tax items (0.2 = 20%). */
  taxRates: number[];
  shippingGroupId?: string | null;
  /** This line's share of the cart's custom discounts (≤ 0, minor units; cart-discounts.ts). */
  allocatedDiscount?: number;
  /** A promotion line: what it takes off with tax, without tax and in tax (each ≤ 0; tax-after-discounts.ts). */
  takesOff?: Measures;
};

/** An amount with tax, without tax, and the tax between them (minor units). */
export type Measures = { withTax: number; withoutTax: number; tax: number };

export type ShippingGroupInput = { id: string; base: number; tax: number; fees: number };

/** Amounts of one measure, per unit and for the line. */
export type UnitAndValue = { unit: number; value: number };

export type LineTotals = {
  withTax: UnitAndValue;
  withoutTax: UnitAndValue;
  tax: UnitAndValue;
  discount: UnitAndValue;
  withoutDiscount: UnitAndValue;
  /** unit_price.amount and value.amount as stored: the catalog or custom price, tax as given. */
  unitPrice: number;
  value: number;
};

export type CartTotals = {
  withTax: number;
  withoutTax: number;
  tax: number;
  discount: number;
  withoutDiscount: number;
  shipping: number;
};

/** Tax of an amount: round(amount × rate) per tax item, or taken out of a tax-inclusive amount. */
export function taxOf(amount: number, rates: readonly number[], includesTax: boolean): number {
  return taxOfEach(amount, rates, includesTax).reduce((sum, tax) => sum + tax, 0);
}

/** The tax of each rate on an amount as priced (what taxOf adds up): round(amount × rate), or taken out of it. */
export function taxOfEach(amount: number, rates: readonly number[], includesTax: boolean): number[] {
  if (!includesTax) return rates.map((rate) => roundHalfAwayFromZero(amount * rate));
  const totalRate = rates.reduce((a, b) => a + b, 0);
  return rates.map((rate) => roundHalfAwayFromZero((amount * rate) / (1 + totalRate)));
}

/** The measures of an amount as priced: its tax taken out of it when the price includes tax, else added. */
export function measure(amount: number, rates: readonly number[], includesTax: boolean): Measures {
  const tax = taxOf(amount, rates, includesTax);
  const withoutTax = includesTax ? amount - tax : amount;
  return { tax, withoutTax, withTax: withoutTax + tax };
}

export function lineTotals(line: PricedLineInput): LineTotals {
  const value = line.unitAmount * line.quantity;
  // Cart-level promotions are carried by their own line: its whole amount is discount, and it takes off the tax
  // of what it takes off (given by tax-after-discounts.ts; without it, a line of no tax).
  if (!isGoodsLine(line)) {
    const off = line.takesOff ?? measure(value, line.taxRates, line.includesTax);
    const perUnit = (amount: number) => (line.quantity === 1 ? amount : roundHalfAwayFromZero(amount / line.quantity));
    const unit = (amount: number) => ({ unit: perUnit(amount), value: amount });
    return {
      unitPrice: line.unitAmount,
      value,
      withTax: unit(off.withTax),
      withoutTax: unit(off.withoutTax),
      tax: unit(off.tax),
      discount: { unit: line.unitAmount, value },
      withoutDiscount: { unit: 0, value: 0 },
    };
  }
  // A product line's share of the cart's custom discounts lowers what it costs, and its tax is the tax of that.
  // The unit share is the line's share per unit, rounded.
  const allocated = line.allocatedDiscount ?? 0;
  const unitAllocated = allocated ? roundHalfAwayFromZero(allocated / line.quantity) : 0;
  const before = measure(value, line.taxRates, line.includesTax);
  const unitBefore = measure(line.unitAmount, line.taxRates, line.includesTax);
  const total = allocated ? measure(value + allocated, line.taxRates, line.includesTax) : before;
  const unit = unitAllocated ? measure(line.unitAmount + unitAllocated, line.taxRates, line.includesTax) : unitBefore;
  return {
    unitPrice: line.unitAmount,
    value,
    withTax: { unit: unit.withTax, value: total.withTax },
    withoutTax: { unit: unit.withoutTax, value: total.withoutTax },
    tax: { unit: unit.tax, value: total.tax },
    discount: { unit: unitAllocated, value: allocated },
    withoutDiscount: { unit: unitBefore.withoutTax, value: before.withoutTax },
  };
}

/**
 * Cart totals: the sum of the lines plus the shipping of every group with at least one linked line
 * (base + fees join without_tax and without_discount, tax joins tax, all join with_tax).
 */
export function cartTotals(lines: PricedLineInput[], groups: ShippingGroupInput[]) {
  const { perLine, totals } = sumCartTotals(lines, lineTotals, groups);
  return { lines: new Map(lines.map((line, i) => [line.id, perLine[i]])), totals };
}

/**
 * cartTotals of lines priced by `totalsOf` (lineTotals, or what it gave before for an unchanged line);
 * each line's totals in the order of `lines`.
 */
export function sumCartTotals<L extends { shippingGroupId?: string | null }>(lines: readonly L[], totalsOf: (line: L) => LineTotals, groups: ShippingGroupInput[]) {
  const perLine: LineTotals[] = [];
  const totals: CartTotals = { withTax: 0, withoutTax: 0, tax: 0, discount: 0, withoutDiscount: 0, shipping: 0 };
  const linked = new Set<string>();
  for (const line of lines) {
    const t = totalsOf(line);
    perLine.push(t);
    totals.withTax += t.withTax.value;
    totals.withoutTax += t.withoutTax.value;
    totals.tax += t.tax.value;
    totals.discount += t.discount.value;
    totals.withoutDiscount += t.withoutDiscount.value;
    if (line.shippingGroupId) linked.add(line.shippingGroupId);
  }
  for (const group of groups) {
    if (!linked.has(group.id)) continue;
    totals.shipping += group.base + group.tax + group.fees;
    totals.withoutTax += group.base + group.fees;
    totals.withoutDiscount += group.base + group.fees;
    totals.tax += group.tax;
    totals.withTax += group.base + group.tax + group.fees;
  }
  return { perLine, totals };
}
