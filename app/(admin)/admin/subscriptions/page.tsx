import type { Metadata } from "next";
import { AdminRow, AdminTable, cell, numericCell } from "@/components/admin/admin-table";
import { Pager } from "@/components/admin/pager";
import { SubscriptionTabs } from "@/components/admin/subscription-tabs";
import Link from "next/link";
import { AdminDate } from "@/components/admin/admin-moment";
import { adminSubscriptionList } from "@/lib/commerce/subscriptions/admin-subscriptions";
import { requireAdmin } from "@/lib/web/admin-session";
import { runBillingAction } from "./actions";

export const metadata: Metadata = { title: "Subscriptions" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function AdminSubscriptionsPage({ searchParams }: Props) {
  await requireAdmin("/admin/subscriptions");
  const params = await searchParams;
  const page = Math.max(1, Math.floor(Number(one(params.page)) || 1));
  const { rows, total, pages } = await adminSubscriptionList(page);
  const done = one(params.done);
  const error = one(params.error);
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">Subscriptions</h1>
      <SubscriptionTabs current="subscriptions" />
      <section aria-labelledby="billing-heading" className="mt-4 rounded-lg border border-stone-200 bg-white p-4">
        <h2 id="billing-heading" className="font-medium">
          Billing
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          Billing also runs by itself on every server. Running it now issues the invoices that are due and closes the plans that have ended.
        </p>
        <form action={runBillingAction} className="mt-3 flex flex-wrap items-center gap-3">
          <div className="flex items-center gap-2 text-sm">
            <input id="confirm-billing" type="checkbox" name="confirm" value="yes" required className="h-4 w-4 accent-brand-700" />
            <label htmlFor="confirm-billing">Yes, bill the subscriptions that are due</label>
          </div>
          <button type="submit" className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-900">
            Run billing now
          </button>
        </form>
        {done ? (
          <p role="status" className="mt-3 text-sm font-medium text-green-800" data-testid="billing-outcome">
            {done}
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </section>
      <p className="mt-4 text-sm text-stone-600" data-testid="subscriptions-found">
        {total === 1 ? "1 subscription" : `${total} subscriptions`}
        {pages > 1 ? `, page ${page} of ${pages}` : ""}
      </p>
      {rows.length ? (
        <AdminTable label="Subscriptions" columns={["Subscriber", "Plan", "State", "Per bill", "Next invoice", { label: "Invoices", key: "invoices", numeric: true }]}>
          {rows.map((row) => (
            <AdminRow key={row.id} data-testid="admin-subscription-row" data-id={row.id}>
              <td className={cell}>
                <Link href={`/admin/subscriptions/${row.id}`} className="font-medium text-brand-700 underline underline-offset-2" data-testid="admin-subscription-link">
                  {row.name}
                </Link>
                <span className="block break-all text-stone-600">{row.email}</span>
              </td>
              <td className={cell}>
                {row.offeringName}: {row.planName}
                {row.quantity > 1 ? ` × ${row.quantity}` : ""}
              </td>
              <td className={cell} data-testid="subscription-state">
                {row.state}
              </td>
              <td className={cell}>{row.price?.formatted ?? "—"}</td>
              <td className={cell} data-testid="next-invoice">
                {row.nextBill ? <AdminDate date={row.nextBill} /> : "None"}
              </td>
              <td className={numericCell} data-testid="invoice-count">
                {row.invoices}
              </td>
            </AdminRow>
          ))}
        </AdminTable>
      ) : (
        <p className="mt-4 text-stone-600">No subscriptions yet.</p>
      )}
      <Pager page={page} pages={pages} href={(n) => `/admin/subscriptions?page=${n}`} />
    </>
  );
}
