// What is being bought, as the server priced it: each line and the totals (display_price).
import type { CartCollection, CartDisplayPrice } from "@/lib/client/types";

const TOTALS: { key: keyof CartDisplayPrice; label: string; testId: string }[] = [
  { key: "without_discount", label: "Items before discount", testId: "summary-without-discount" },
  { key: "discount", label: "Discount", testId: "summary-discount" },
  { key: "without_tax", label: "Subtotal without tax", testId: "summary-without-tax" },
  { key: "shipping", label: "Shipping", testId: "summary-shipping" },
  { key: "tax", label: "Tax", testId: "summary-tax" },
];

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
      <dl className="mt-3 space-y-1 border-t border-stone-200 pt-3 text-sm">
        {TOTALS.map((row) => (
          <div key={row.key} className="flex justify-between gap-4">
            <dt className="text-stone-600">{row.label}</dt>
            <dd data-testid={row.testId} data-value={totals[row.key].amount}>
              {totals[row.key].formatted}
            </dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 pt-1 text-base font-semibold">
          <dt>Total with tax</dt>
          <dd data-testid="summary-with-tax" data-value={totals.with_tax.amount}>
            {totals.with_tax.formatted}
          </dd>
        </div>
      </dl>
    </section>
  );
}
