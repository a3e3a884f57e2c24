// What is being bought, as the server priced it: each line and the totals (display_price).
import type { CartCollection } from "@/lib/client/types";
import { TotalsList } from "./totals-list";


export function OrderSummary({ collection, heading = "Order summary" }: { collection: CartCollection; heading?: string }) {
  const totals = collection.meta.display_price;
  return (
    <section aria-labelledby="summary-heading" className="rounded-lg border border-stone-200 bg-white p-4">
      <h2 id="summary-heading" className="text-lg font-semibold">
        {heading}
      </h2>
      <ul className="mt-3 divide-y divide-stone-200 text-sm">
        {collection.data
          .filter((item) => item.type !== "promotion_item")
          .map((item) => (
            <li key={item.id} className="flex justify-between gap-4 py-2">
              <span>
                {item.name} <span className="text-stone-600">× {item.quantity}</span>
              </span>
              <span>{item.meta.display_price.with_tax.value.formatted}</span>
            </li>
          ))}
      </ul>
      <TotalsList
        totals={totals}
        testIdPrefix="summary"
        className="mt-3 space-y-1 border-t border-stone-200 pt-3 text-sm"
        totalClassName="flex justify-between gap-4 pt-1 text-base font-semibold"
      />
    </section>
  );
}
