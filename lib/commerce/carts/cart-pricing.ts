// A cart's prices: the discount recalculation (cart-discounts.ts) at a moment, then every line's totals
// and the cart's (totals.ts), in the cart's currency. Rendering is cart-resource.ts's.
import { money } from "../money";
import { applyCartDiscounts } from "./cart-discounts";
import type { CartItemRow, CartItemTaxRow, CartView } from "./cart-view";
import { lineTotals, sumCartTotals, type LineTotals, type Measures, type PricedLineInput } from "./totals";
import { isGoodsLine } from "@/lib/shared/goods-line";
import { now } from "../clock";

const NO_RATES: readonly number[] = Object.freeze([]);
const NO_TAXES: CartItemTaxRow[] = [];

// A line's totals depend only on its own row when it has no tax items and no share of a custom
// discount: for a frozen row (read unchanged, lib/storage/carts/line-cache.ts) they are priced once and the same
// object is given again, which also lets itemJsonBytes know its rendering at a glance.
const plainTotals = new WeakMap<CartItemRow, LineTotals>();

function totalsOfLine(item: CartItemRow, taxRates: readonly number[], allocatedDiscount: number | undefined, takesOff: Measures | undefined): LineTotals {
  const plain = taxRates.length === 0 && allocatedDiscount === undefined && takesOff === undefined && Object.isFrozen(item);
  const known = plain ? plainTotals.get(item) : undefined;
  if (known) return known;
  const totals = lineTotals({
    id: item.id,
    type: item.type as PricedLineInput["type"],
    quantity: item.quantity,
    unitAmount: item.unitAmount,
    includesTax: item.includesTax,
    taxRates: [...taxRates],
    shippingGroupId: item.shippingGroupId,
    allocatedDiscount,
    takesOff,
  });
  if (plain) plainTotals.set(item, totals);
  return totals;
}

/** How a priced line is turned into its rendering (cart-resource.ts). */
export type ItemRenderer<I> = (item: CartItemRow, totals: LineTotals, currency: string, taxes: CartItemTaxRow[]) => I;

/**
 * Totals and the rendered lines of a cart view, after the discount recalculation (cart-discounts.ts)
 * at `at`. `lines` are the rows priced: stored lines with derived promotion amounts, then automatic
 * promotion lines (what a checkout must keep).
 */
export function pricedWith<I>(view: CartView, render: ItemRenderer<I>, at: Date = now()) {
  const currency = view.cart.currency ?? "";
  const discounted = view.discounts ? applyCartDiscounts(view, view.discounts, at) : undefined;
  const rows = discounted?.items ?? view.items;
  const allocated = discounted?.allocated.size ? discounted.allocated : undefined;
  const taxesByItem = new Map<string, CartItemTaxRow[]>();
  for (const tax of view.taxes) taxesByItem.set(tax.cartItemId, [...(taxesByItem.get(tax.cartItemId) ?? []), tax]);
  const ratesOf = (item: CartItemRow) => taxesByItem.get(item.id)?.map((tax) => tax.rate) ?? NO_RATES;
  const { perLine, totals } = sumCartTotals(
    rows,
    (item) => totalsOfLine(item, taxesByItem.size ? ratesOf(item) : NO_RATES, allocated?.get(item.id), discounted?.takesOff.get(item.id)),
    view.groups.map((g) => ({ id: g.id, ...g.shippingPrice })),
  );
  const items = rows.map((item, i) => render(item, perLine[i], currency, taxesByItem.get(item.id) ?? NO_TAXES));
  const discounts: Record<string, ReturnType<typeof money>> = {};
  rows.forEach((item, i) => {
    if (isGoodsLine(item)) return;
    const key = item.promotionCode || item.promotionId || item.id;
    discounts[key] = money((discounts[key]?.amount ?? 0) + perLine[i].value, currency);
  });
  for (const { row, applied } of discounted?.customDiscounts ?? []) {
    const key = row.discountCode || row.id;
    discounts[key] = money((discounts[key]?.amount ?? 0) + applied, currency);
  }
  const cartDisplayPrice = {
    with_tax: money(totals.withTax, currency),
    without_tax: money(totals.withoutTax, currency),
    tax: money(totals.tax, currency),
    discount: money(totals.discount, currency),
    without_discount: money(totals.withoutDiscount, currency),
    shipping: money(totals.shipping, currency),
  };
  // What each product line is charged after every discount (tax-after-discounts.ts): an order keeps it for refunds
  // and the tax report.
  const charged = new Map<string, Measures>();
  rows.forEach((item, i) => {
    if (!isGoodsLine(item)) return;
    const known = discounted?.charged.get(item.id);
    const own = perLine[i];
    charged.set(item.id, known ? { withTax: known.withTax, withoutTax: known.withoutTax, tax: known.tax } : { withTax: own.withTax.value, withoutTax: own.withoutTax.value, tax: own.tax.value });
  });
  return { items, lines: rows, totals, discounts, cartDisplayPrice, charged, messages: discounted?.messages ?? [], customDiscounts: discounted?.customDiscounts ?? [] };
}

