// The summary a person reads under a cart, a checkout, an order page, an admin order and an e-mail: goods,
// discount, shipping, tax and the total, worked out from the API's own totals (EP's meta.display_price), so that
// every page shows the same amounts and the rows add up to what the API charges (docs/money.md).
//
// The store's setting for the currency (tax-display.ts) says how the rows are written:
// - prices with tax (GBP, EUR): amounts include tax; the tax is not a row of its own but "includes £x VAT" under the
//   total, once a destination has fixed it;
// - prices without tax (USD): amounts exclude tax, and tax is a row; until a destination is known there is no tax
//   row and no total with tax: the last row is a subtotal and a note says tax is added at checkout.
// Either way the rows of kind goods, discount, shipping and tax add up to the total row, to the minor unit.
import { formatMoney } from "../money";
import { isGoodsLine } from "@/lib/shared/goods-line";

/** The API's totals of a cart or an order (meta.display_price), minor units; only `amount` is read. */
export type SummaryTotals = Record<"with_tax" | "without_tax" | "tax" | "discount" | "without_discount" | "shipping", { amount: number }>;

export type SummaryContext = {
  currency: string;
  /** The store's setting for the currency: do shoppers see prices with tax (tax-display.ts)? */
  pricesIncludeTax: boolean;
  /**
   * Whether the tax is worked out: a destination has been chosen (the checkout's review, every order). Until
   * then the API's tax is only what was added by hand, and an exclusive total would mislead.
   */
  taxKnown: boolean;
  /** A shipping method has been chosen (the checkout's review, every order that ships). */
  shippingChosen: boolean;
  /** What the destination's tax is called ("VAT", "MwSt."); "tax" when unknown. */
  taxName?: string;
  /** The tax inside `shipping` (the shipping groups' own tax, EP's shipping_price.tax); 0 when none. */
  shippingTax?: number;
  /** An order: nothing is left for checkout to add, so no note says so. */
  placed?: boolean;
  /**
   * What the discounts take off with tax (≤ 0): the promotion lines' with_tax and the lines' own discounts as
   * priced. Where prices include tax the discount row shows it; without it, the API's `discount`.
   */
  discountWithTax?: number;
};

export type SummaryRowKind = "goods" | "discount" | "shipping" | "tax" | "total" | "included-tax";

/** One row a person reads. `goods + discount + shipping + tax = total`; `included-tax` is part of the total, not added. */
export type SummaryRow = { kind: SummaryRowKind; label: string; amount: number; formatted: string };

export type Summary = {
  rows: SummaryRow[];
  /** Sentences under the rows ("Tax is added at checkout."), in reading order. */
  notes: string[];
  /** The total row: with tax once it is known (or when prices include it), else the subtotal before tax. */
  total: SummaryRow;
  /** Whether the total is what the shopper pays (false: tax is still to be added). */
  totalIsFinal: boolean;
};

/** The kinds of rows whose amounts add up to the total. */
export const ADDED_KINDS: readonly SummaryRowKind[] = ["goods", "discount", "shipping", "tax"];

/** The summary of a cart or an order from its API totals (see the top of this file). */
export function summaryRows(totals: SummaryTotals, context: SummaryContext): Summary {
  const { currency } = context;
  const row = (kind: SummaryRowKind, label: string, amount: number): SummaryRow => ({ kind, label, amount, formatted: formatMoney(amount, currency) });
  const taxName = context.taxName || "tax";
  // Discounts lower the tax with the price (tax-after-discounts.ts): with tax, the row is what they take off with
  // it; without tax, what they take off the amounts without tax (EP's without_tax less without_discount).
  const discount = context.pricesIncludeTax ? (context.discountWithTax ?? totals.discount.amount) : totals.without_tax.amount - totals.without_discount.amount;
  const shippingWithTax = totals.shipping.amount;
  const shippingTax = context.shippingTax ?? 0;
  const showShipping = context.shippingChosen || shippingWithTax !== 0;
  const rows: SummaryRow[] = [];
  const notes: string[] = [];
  let total: SummaryRow;
  let totalIsFinal: boolean;

  if (context.pricesIncludeTax) {
    // Amounts with tax: what is paid is with_tax; the goods are what is left of it after shipping and discounts.
    const goods = totals.with_tax.amount - shippingWithTax - discount;
    rows.push(row("goods", "Items", goods));
    if (discount !== 0) rows.push(row("discount", "Discount", discount));
    if (showShipping) rows.push(row("shipping", "Shipping", shippingWithTax));
    total = row("total", "Total", totals.with_tax.amount);
    rows.push(total);
    totalIsFinal = true;
    if (context.taxKnown) rows.push(row("included-tax", taxName, totals.tax.amount));
    else notes.push("Prices include tax.");
  } else {
    // Amounts without tax: EP's without_discount holds the goods and the shipping before tax.
    const shippingWithoutTax = shippingWithTax - shippingTax;
    const goods = totals.without_discount.amount - shippingWithoutTax;
    rows.push(row("goods", "Items", goods));
    if (discount !== 0) rows.push(row("discount", "Discount", discount));
    if (showShipping) rows.push(row("shipping", "Shipping", shippingWithoutTax));
    if (context.taxKnown) {
      rows.push(row("tax", taxName === "tax" ? "Tax" : taxName, totals.tax.amount));
      total = row("total", "Total", totals.with_tax.amount);
      totalIsFinal = true;
    } else {
      // Before a destination there is no tax to add: the subtotal, and what comes next.
      total = row("total", "Subtotal", goods + discount + (showShipping ? shippingWithoutTax : 0));
      totalIsFinal = false;
      notes.push("Tax is added at checkout.");
    }
    rows.push(total);
  }
  if (!showShipping && !context.placed) notes.push("Shipping is chosen at checkout.");
  return { rows, notes, total, totalIsFinal };
}

/** An item's display_price as the API writes it (EP's meta.display_price of a cart or order item). */
export type LineDisplayPrice = Record<"with_tax" | "without_tax" | "discount" | "without_discount", { value: { amount: number } }>;

/**
 * What a product or custom line costs as a summary's lines list it, before cart-level discounts: with tax where
 * the store shows prices with tax, else without. The lines (promotions aside) add up to the summary's goods row.
 */
export function lineAmount(price: LineDisplayPrice, pricesIncludeTax: boolean): number {
  return pricesIncludeTax ? price.with_tax.value.amount - price.discount.value.amount : price.without_discount.value.amount;
}

/**
 * What the summary of a cart or an order needs to know of its items, as the API renders them (a cart's items, or
 * an order's items as they were at checkout): their tax items, shipping group and tax.
 */
export type SummaryItem = {
  type: string;
  taxes?: readonly { name: string }[];
  shipping_group_id?: string;
  meta: { display_price: Record<"tax" | "with_tax" | "discount", { value: { amount: number } }> };
};

/**
 * The summary of a cart or an order, read from the API's own JSON: its totals and its items. A line with tax
 * items, or shipped by a shipping group (which carries the destination), means the tax is worked out; an order's
 * always is (`placed`: what it charges is what it is). The shipping's own tax is the order's tax less its lines'.
 */
export function summaryOf(
  totals: SummaryTotals,
  items: readonly SummaryItem[],
  options: { currency: string; pricesIncludeTax: boolean; placed?: boolean },
): Summary {
  const linesTax = items.reduce((sum, item) => sum + item.meta.display_price.tax.value.amount, 0);
  const discountWithTax = items.reduce((sum, item) => sum + (isGoodsLine(item) ? item.meta.display_price.discount.value.amount : item.meta.display_price.with_tax.value.amount), 0);
  const taxName = items.flatMap((item) => item.taxes ?? []).find((tax) => tax.name)?.name;
  const shippingChosen = items.some((item) => item.shipping_group_id);
  const taxed = items.some((item) => (item.taxes?.length ?? 0) > 0);
  return summaryRows(totals, {
    currency: options.currency,
    pricesIncludeTax: options.pricesIncludeTax,
    taxKnown: Boolean(options.placed) || taxed || shippingChosen,
    shippingChosen,
    placed: options.placed,
    taxName,
    shippingTax: totals.tax.amount - linesTax,
    discountWithTax,
  });
}

/** What one unit of a line costs as a summary's lines list it: with tax or without, before cart-level discounts. */
export function lineUnitAmount(price: Record<"with_tax" | "discount" | "without_discount", { unit: { amount: number } }>, pricesIncludeTax: boolean): number {
  return pricesIncludeTax ? price.with_tax.unit.amount - price.discount.unit.amount : price.without_discount.unit.amount;
}
