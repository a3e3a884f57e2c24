// The priced totals of a cart or an order, as the server computed them, with data-testid + data-value
// hooks (`<prefix>-without-discount`, … `<prefix>-with-tax`) so tests read numbers, not strings.
type Amount = { amount: number; formatted: string };
export type TotalsAmounts = Record<"without_discount" | "discount" | "without_tax" | "shipping" | "tax" | "with_tax", Amount>;

const ROWS: { key: Exclude<keyof TotalsAmounts, "with_tax">; label: string; suffix: string }[] = [
  { key: "without_discount", label: "Items before discount", suffix: "without-discount" },
  { key: "discount", label: "Discount", suffix: "discount" },
  { key: "without_tax", label: "Subtotal without tax", suffix: "without-tax" },
  { key: "shipping", label: "Shipping", suffix: "shipping" },
  { key: "tax", label: "Tax", suffix: "tax" },
];

export function TotalsList({ totals, testIdPrefix, className, totalClassName }: { totals: TotalsAmounts; testIdPrefix: string; className: string; totalClassName: string }) {
  return (
    <dl className={className}>
      {ROWS.map((row) => (
        <div key={row.key} className="flex justify-between gap-4">
          <dt className="text-stone-600">{row.label}</dt>
          <dd data-testid={`${testIdPrefix}-${row.suffix}`} data-value={totals[row.key].amount}>
            {totals[row.key].formatted}
          </dd>
        </div>
      ))}
      <div className={totalClassName}>
        <dt>Total with tax</dt>
        <dd data-testid={`${testIdPrefix}-with-tax`} data-value={totals.with_tax.amount}>
          {totals.with_tax.formatted}
        </dd>
      </div>
    </dl>
  );
}
