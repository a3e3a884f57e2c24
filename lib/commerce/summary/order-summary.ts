// An order's summary and its lines' amounts, read from what the order kept at checkout (its display_price and its
// items as the cart rendered them) and the store's setting for its currency: the same rows the checkout showed.
// Read leniently: an order stored before a field existed still shows what it has.
import { z } from "zod";
import { money, type Money } from "../money";
import { pricesIncludeTax } from "../currencies/tax-display";
import { lineAmount, summaryOf, type Summary, type SummaryItem, type SummaryTotals } from "./summary-rows";
import { isGoodsLine } from "@/lib/shared/goods-line";

const amount = z.object({ amount: z.number() });
const unitValue = z.object({ unit: amount, value: amount });
const storedItemSchema = z.object({
  type: z.string(),
  taxes: z.array(z.object({ name: z.string() })).optional().catch(undefined),
  shipping_group_id: z.string().optional().catch(undefined),
  meta: z.object({
    display_price: z.object({ with_tax: unitValue, without_tax: unitValue, tax: unitValue, discount: unitValue, without_discount: unitValue }),
  }),
});
const storedTotalsSchema = z.object({
  with_tax: amount,
  without_tax: amount,
  tax: amount,
  discount: amount,
  without_discount: amount,
  shipping: amount.catch({ amount: 0 }),
});

export type PlacedOrderSummary = {
  /** Undefined for an order whose stored totals cannot be read. */
  summary: Summary | undefined;
  /** Each item's amount as the summary lists it (a promotion: its discount), in the items' order. */
  lineAmounts: (Money | undefined)[];
  pricesIncludeTax: boolean;
};

/** The summary of a placed order, written by the store's setting for `includeTax` (else read for its currency). */
export function placedOrderSummary(order: { currency: string; displayPrice: unknown }, cartItems: readonly unknown[], includeTax: boolean): PlacedOrderSummary {
  const items = cartItems.map((item) => storedItemSchema.safeParse(item));
  const totals = storedTotalsSchema.safeParse(order.displayPrice);
  const readable = items.every((item) => item.success) && totals.success;
  const lineAmounts = items.map((item) => {
    if (!item.success) return undefined;
    const price = item.data.meta.display_price;
    return money(isGoodsLine(item.data) ? lineAmount(price, includeTax) : price.with_tax.value.amount, order.currency);
  });
  const summary = readable
    ? summaryOf(totals.data as SummaryTotals, items.map((item) => item.data as SummaryItem), { currency: order.currency, pricesIncludeTax: includeTax, placed: true })
    : undefined;
  return { summary, lineAmounts, pricesIncludeTax: includeTax };
}

/** placedOrderSummary with the store's setting for the order's currency. */
export async function orderSummary(order: { currency: string; displayPrice: unknown }, cartItems: readonly unknown[]): Promise<PlacedOrderSummary> {
  return placedOrderSummary(order, cartItems, await pricesIncludeTax(order.currency));
}
