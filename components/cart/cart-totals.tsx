"use client";
// The cart's summary, from the totals and lines exactly as the server sent them (meta.display_price), written
// by the store's one rule (summary-rows.ts): tax-inclusive currencies say what the total includes, the others
// show a subtotal and say tax is added at checkout. While a change is on its way the box says so.
import { useCartMutating } from "@/lib/client/cart-mutations";
import type { CartCollection } from "@/lib/client/types";
import { summaryOf } from "@/lib/commerce/summary/summary-rows";
import { SummaryList } from "@/components/money/summary-list";

export function CartTotals({ collection, pricesIncludeTax }: { collection: CartCollection; pricesIncludeTax: boolean }) {
  const updating = useCartMutating();
  const totals = collection.meta.display_price;
  const summary = summaryOf(totals, collection.data, { currency: totals.with_tax.currency, pricesIncludeTax });
  return (
    <section aria-labelledby="totals-heading" aria-busy={updating} className="rounded-lg border border-stone-200 bg-white p-4">
      <div className="flex items-baseline justify-between">
        <h2 id="totals-heading" className="text-lg font-semibold">
          Totals
        </h2>
        <p className="text-sm text-stone-600" data-testid="totals-status">
          {updating ? "Updating…" : ""}
        </p>
      </div>
      <SummaryList summary={summary} testIdPrefix="cart" className="mt-3 space-y-2 text-sm" />
    </section>
  );
}
