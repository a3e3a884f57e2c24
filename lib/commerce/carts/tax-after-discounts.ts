// One tax rule, after discounts (docs/money.md "Discounts and tax"; the contract's Totals rule): every cart-level
// discount is shared out over the lines it reduces in proportion to what they cost (discount-allocation.ts), and each
// line's tax is the tax of what it then costs, with its own rates, for prices with tax and without alike. What a
// discount takes off is therefore an amount with tax, an amount without tax and the tax between them: the promotion
// line carries those three, and each product line knows what is charged for it (refunds and the tax report read it).
import { allocateProportionally } from "./discount-allocation";
import { measure, type Measures } from "./totals";

export type { Measures } from "./totals";

/** A line a discount can reduce: its value as priced (tax included when `includesTax`), its tax rates. */
export type DiscountableLine = { id: string; value: number; includesTax: boolean; rates: readonly number[] };

/**
 * A discount: what it takes off, as priced (≥ 0 minor units), in the order discounts apply; cart-level, or one
 * line's alone when it names the line (`lineId`: an item's custom discount).
 */
export type CartLevelDiscount = { id: string; amount: number; lineId?: string };

export type ChargedLine = Measures & {
  /** What the discounts took off the line, as priced (≥ 0). */
  discount: number;
  /** The line's share of each discount, in the order of the discounts. */
  shares: number[];
};

export type DiscountedLines = {
  /** Each discount's effect: with tax, without tax and tax, each ≤ 0. */
  discounts: Map<string, Measures>;
  /** What each line costs after every discount. */
  lines: Map<string, ChargedLine>;
};

const subtract = (a: Measures, b: Measures): Measures => ({ withTax: a.withTax - b.withTax, withoutTax: a.withoutTax - b.withoutTax, tax: a.tax - b.tax });

/**
 * Rule: the discounts, in order, each shared over what the lines still cost (a line is never taken below 0; a
 * discount larger than what is left takes what is left); a line's measures are recomputed after each share, and a
 * discount's measures are the sum of the changes it made. So the lines' measures before the discounts plus the
 * discounts' measures are exactly the lines' measures after them, to the minor unit.
 */
export function taxAfterDiscounts(lines: readonly DiscountableLine[], discounts: readonly CartLevelDiscount[]): DiscountedLines {
  const left = lines.map((line) => Math.max(0, line.value));
  const current = lines.map((line) => measure(line.value, line.rates, line.includesTax));
  const charged: ChargedLine[] = lines.map((_, i) => ({ ...current[i], discount: 0, shares: [] }));
  const byDiscount = new Map<string, Measures>();
  for (const discount of discounts) {
    const weights = discount.lineId === undefined ? left : left.map((w, i) => (lines[i].id === discount.lineId ? w : 0));
    const available = weights.reduce((a, b) => a + b, 0);
    const shares = allocateProportionally(Math.min(Math.max(0, discount.amount), available), weights);
    let effect: Measures = { withTax: 0, withoutTax: 0, tax: 0 };
    lines.forEach((line, i) => {
      charged[i].shares.push(shares[i]);
      if (shares[i] === 0) return;
      left[i] -= shares[i];
      const after = measure(line.value - (charged[i].discount + shares[i]), line.rates, line.includesTax);
      const change = subtract(after, current[i]);
      effect = { withTax: effect.withTax + change.withTax, withoutTax: effect.withoutTax + change.withoutTax, tax: effect.tax + change.tax };
      current[i] = after;
      charged[i] = { ...after, discount: charged[i].discount + shares[i], shares: charged[i].shares };
    });
    const earlier = byDiscount.get(discount.id);
    byDiscount.set(discount.id, earlier ? { withTax: earlier.withTax + effect.withTax, withoutTax: earlier.withoutTax + effect.withoutTax, tax: earlier.tax + effect.tax } : effect);
  }
  return { discounts: byDiscount, lines: new Map(lines.map((line, i) => [line.id, charged[i]])) };
}
