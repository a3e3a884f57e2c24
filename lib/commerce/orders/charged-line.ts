// What an order keeps of each goods line's charge (order_items.charged): the line's amounts after every discount
// (tax-after-discounts.ts) and the tax of each of its rates on that, so that a refund gives back what was paid and the
// tax report groups tax by rate without pricing anything again (docs/money.md).
import type { ChargedLineRecord, StoredOrderLine } from "@/lib/storage/orders/rows";
import { taxOfEach, type Measures } from "../carts/totals";

type TaxItem = { name: string; code: string; jurisdiction: string; rate: number };

/** Rule: the record of a line charged `charged`, priced with tax included or not, with its tax items. */
export function chargedLineRecord(charged: Measures, includesTax: boolean, taxes: readonly TaxItem[]): ChargedLineRecord {
  const asPriced = includesTax ? charged.withTax : charged.withoutTax;
  const each = taxOfEach(asPriced, taxes.map((tax) => tax.rate), includesTax);
  return {
    with_tax: charged.withTax,
    without_tax: charged.withoutTax,
    tax: charged.tax,
    taxes: taxes.map((tax, i) => ({ name: tax.name, code: tax.code, jurisdiction: tax.jurisdiction, rate: tax.rate, amount: each[i] })),
  };
}

/** What the shopper paid for a goods line (tax and every discount included): kept at checkout, else its display price. */
export function linePaid(item: { charged: ChargedLineRecord | null; cartItem: StoredOrderLine }): number {
  return item.charged ? item.charged.with_tax : item.cartItem.meta.display_price.with_tax.value.amount;
}
