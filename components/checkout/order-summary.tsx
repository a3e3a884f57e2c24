// What is being bought, as the server priced it: each line and the summary's rows (summary-rows.ts), written as
// the store shows prices in the cart's currency; once the review has priced shipping and tax, they are the order's.
import type { CartCollection } from "@/lib/client/types";
import { formatMoney } from "@/lib/commerce/money";
import { lineAmount, summaryOf } from "@/lib/commerce/summary/summary-rows";
import { SummaryList } from "@/components/money/summary-list";
import { isGoodsLine } from "@/lib/shared/goods-line";

/** The summary's last row as written (the total, or the subtotal before tax is known): what the phone's toggle says. */
export function summaryTotal(collection: CartCollection, pricesIncludeTax: boolean): string {
  const totals = collection.meta.display_price;
  return summaryOf(totals, collection.data, { currency: totals.with_tax.currency, pricesIncludeTax }).total.formatted;
}

export function OrderSummary({ collection, pricesIncludeTax, heading = "Order summary" }: { collection: CartCollection; pricesIncludeTax: boolean; heading?: string }) {
  const totals = collection.meta.display_price;
  const currency = totals.with_tax.currency;
  const summary = summaryOf(totals, collection.data, { currency, pricesIncludeTax });
  return (
    <section aria-labelledby="summary-heading" className="rounded-lg border border-stone-200 bg-white p-4">
      <h2 id="summary-heading" className="text-lg font-semibold">
        {heading}
      </h2>
      <ul className="mt-3 divide-y divide-stone-200 text-sm">
        {collection.data
          .filter(isGoodsLine)
          .map((item) => {
            const amount = lineAmount(item.meta.display_price, pricesIncludeTax);
            return (
              <li key={item.id} className="flex items-center justify-between gap-4 py-2" data-testid="summary-line">
                <span className="flex items-center gap-3">
                  {item.image?.href ? (
                    // Decorative: the line's name is beside it.
                    // eslint-disable-next-line @next/next/no-img-element
                    <img src={item.image.href} alt="" width={40} height={40} loading="lazy" className="h-10 w-10 shrink-0 rounded border border-stone-200 object-cover" />
                  ) : null}
                  <span>
                    {item.name} <span className="text-stone-600">× {item.quantity}</span>
                  </span>
                </span>
                <span data-testid="summary-line-amount" data-value={amount}>
                  {formatMoney(amount, currency)}
                </span>
              </li>
            );
          })}
      </ul>
      <SummaryList summary={summary} testIdPrefix="summary" className="mt-3 space-y-1 border-t border-stone-200 pt-3 text-sm" />
    </section>
  );
}
