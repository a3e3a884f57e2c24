// A summary's rows (lib/commerce/summary/summary-rows.ts) as a page shows them: every cart, checkout, order and
// admin order page renders the same rows. The rows carry data-testid `<prefix>-rows`, each amount
// `<prefix>-<kind>` and data-value (minor units), so tests read numbers.
import type { Summary } from "@/lib/commerce/summary/summary-rows";

export function SummaryList({ summary, testIdPrefix, className = "space-y-1 text-sm" }: { summary: Summary; testIdPrefix: string; className?: string }) {
  const included = summary.rows.find((row) => row.kind === "included-tax");
  return (
    <div className={className} data-testid={`${testIdPrefix}-rows`}>
      <dl className="space-y-1">
        {summary.rows
          .filter((row) => row.kind !== "included-tax")
          .map((row) => (
            <div
              key={row.kind}
              className={row.kind === "total" ? "flex justify-between gap-4 border-t border-stone-200 pt-2 text-base font-semibold" : "flex justify-between gap-4"}
            >
              <dt className={row.kind === "total" ? undefined : "text-stone-600"}>{row.label}</dt>
              <dd data-testid={`${testIdPrefix}-${row.kind}`} data-value={row.amount}>
                {row.formatted}
              </dd>
            </div>
          ))}
      </dl>
      {included ? (
        <p className="text-right text-stone-600">
          Includes{" "}
          <span data-testid={`${testIdPrefix}-included-tax`} data-value={included.amount}>
            {included.formatted}
          </span>{" "}
          {included.label}
        </p>
      ) : null}
      {summary.notes.map((note) => (
        <p key={note} className="text-stone-600" data-testid={`${testIdPrefix}-note`}>
          {note}
        </p>
      ))}
    </div>
  );
}
