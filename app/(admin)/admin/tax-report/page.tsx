import type { Metadata } from "next";
import { PageTitle } from "@/components/admin/page-title";
import { AdminRow, AdminTable, cell, numericCell } from "@/components/admin/admin-table";
import { formatMoney } from "@/lib/commerce/money";
import { now } from "@/lib/commerce/clock";
import { adminStoreFacts } from "@/lib/web/admin-store-facts";
import { ratePercent, reportPeriod, taxReport } from "@/lib/commerce/orders/tax-report";
import { requireAdmin } from "@/lib/web/admin-session";

export const metadata: Metadata = { title: "Tax report" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const percent = (rate: number) => `${ratePercent(rate)} %`;

/** The tax report for a period (docs/money.md "The books"): a GET form, so it works without JavaScript and can be bookmarked. */
export default async function TaxReportPage({ searchParams }: Props) {
  await requireAdmin("/admin/tax-report");
  const query = await searchParams;
  const period = reportPeriod(query.from, query.to, now(), (await adminStoreFacts()).timeZone);
  const rows = "error" in period ? [] : await taxReport(period);
  const csvHref = "error" in period ? undefined : `/admin/tax-report/csv?from=${period.from}&to=${period.to}`;
  return (
    <>
      <PageTitle>Tax report</PageTitle>
      <p className="mt-1 max-w-prose text-sm text-stone-600">
        Per currency and rate: what was sold without tax, after discounts, and the tax on it, for orders placed in the period
        (days in the store’s time zone) whose payment was received. Refunded units and refunded shipping are taken off.
      </p>
      <form method="get" className="mt-4 flex flex-wrap items-end gap-3" aria-describedby="tax-report-outcome">
        <label className="text-sm">
          From
          <input type="date" name="from" required defaultValue={"error" in period ? undefined : period.from} className="mt-1 block rounded-md border border-stone-300 px-2 py-1.5" />
        </label>
        <label className="text-sm">
          To
          <input type="date" name="to" required defaultValue={"error" in period ? undefined : period.to} className="mt-1 block rounded-md border border-stone-300 px-2 py-1.5" />
        </label>
        <button type="submit" className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-800">
          Show
        </button>
        {csvHref ? (
          <a href={csvHref} className="text-sm font-medium text-brand-700 underline" data-testid="tax-report-csv" download>
            Download CSV
          </a>
        ) : null}
      </form>
      <div id="tax-report-outcome" aria-live="polite" className="mt-4">
        {"error" in period ? <p className="rounded-md border border-red-700 bg-red-50 p-3 font-medium text-red-900">{period.error}</p> : null}
        {"error" in period ? null : rows.length === 0 ? (
          <p className="text-stone-600" data-testid="tax-report-empty">No paid orders in this period.</p>
        ) : (
          <AdminTable
            label="Tax by rate"
            testId="tax-report"
            columns={["Currency", "Where", "Tax", { label: "Rate", key: "rate", numeric: true }, { label: "Sold without tax", key: "taxable", numeric: true }, { label: "Tax", key: "tax", numeric: true }, { label: "Orders", key: "orders", numeric: true }]}
          >
            {rows.map((row) => (
              <AdminRow key={`${row.currency}-${row.jurisdiction}-${row.name}-${row.code}-${row.rate}`} data-testid={`tax-report-row-${row.currency}-${row.jurisdiction || "none"}`}>
                <td className={cell}>{row.currency}</td>
                <td className={cell}>{row.jurisdiction || "—"}</td>
                <td className={cell}>{row.name || row.code || "Tax"}</td>
                <td className={numericCell}>{percent(row.rate)}</td>
                <td className={numericCell} data-value={row.taxable}>{formatMoney(row.taxable, row.currency)}</td>
                <td className={numericCell} data-value={row.tax}>{formatMoney(row.tax, row.currency)}</td>
                <td className={numericCell}>{row.orders}</td>
              </AdminRow>
            ))}
          </AdminTable>
        )}
      </div>
    </>
  );
}
