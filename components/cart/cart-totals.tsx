"use client";
// The cart's totals, exactly as the server sent them (meta.display_price). Tests read the numbers
// from data-value; while a change is on its way the box says so instead of guessing.
import { useCartMutating } from "@/lib/client/cart-mutations";
import type { CartDisplayPrice, MoneyJson } from "@/lib/client/types";

const ROWS: { key: keyof CartDisplayPrice; label: string; testId: string }[] = [
  { key: "without_discount", label: "Items before discount", testId: "cart-without-discount" },
  { key: "discount", label: "Discount", testId: "cart-discount" },
  { key: "without_tax", label: "Subtotal without tax", testId: "cart-without-tax" },
  { key: "shipping", label: "Shipping", testId: "cart-shipping" },
  { key: "tax", label: "Tax", testId: "cart-tax" },
];

function Value({ money, testId }: { money: MoneyJson; testId: string }) {
  return (
    <dd data-testid={testId} data-value={money.amount}>
      {money.formatted}
    </dd>
  );
}

export function CartTotals({ totals }: { totals: CartDisplayPrice }) {
  const updating = useCartMutating();
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
      <dl className="mt-3 space-y-2 text-sm">
        {ROWS.map((row) => (
          <div key={row.key} className="flex justify-between gap-4">
            <dt className="text-stone-600">{row.label}</dt>
            <Value money={totals[row.key]} testId={row.testId} />
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-stone-200 pt-2 text-base font-semibold">
          <dt>Total with tax</dt>
          <Value money={totals.with_tax} testId="cart-with-tax" />
        </div>
      </dl>
    </section>
  );
}
