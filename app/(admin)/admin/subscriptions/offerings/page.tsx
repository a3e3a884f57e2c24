import type { Metadata } from "next";
import Link from "next/link";
import { AdminRow, AdminTable, cell, numericCell } from "@/components/admin/admin-table";
import { OutcomeNotice } from "@/components/admin/outcome-notice";
import { Pager } from "@/components/admin/pager";
import { SubscriptionTabs } from "@/components/admin/subscription-tabs";
import { AdminDate } from "@/components/admin/admin-moment";
import { adminOfferingList } from "@/lib/commerce/subscriptions/admin-offerings";
import { requireAdmin } from "@/lib/web/admin-session";

export const metadata: Metadata = { title: "Offerings and plans" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function AdminOfferingsPage({ searchParams }: Props) {
  await requireAdmin("/admin/subscriptions/offerings");
  const params = await searchParams;
  const page = Math.max(1, Math.floor(Number(one(params.page)) || 1));
  const { rows, total, pages } = await adminOfferingList(page);
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">Offerings and plans</h1>
      <SubscriptionTabs current="offerings" />
      <OutcomeNotice done={one(params.done)?.slice(0, 300)} error={one(params.error)?.slice(0, 300)} />
      <p className="mt-4">
        <Link href="/admin/subscriptions/offerings/new" className="inline-block rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900" data-testid="new-offering">
          New offering
        </Link>
      </p>
      <p className="mt-4 text-sm text-stone-600" data-testid="offerings-found">
        {total === 1 ? "1 offering" : `${total} offerings`}
        {pages > 1 ? `, page ${page} of ${pages}` : ""}
      </p>
      {rows.length ? (
        <AdminTable label="Offerings" columns={["Offering", { label: "Plans", key: "plans", numeric: true }, "Products covered", "Created"]}>
          {rows.map((row) => (
            <AdminRow key={row.id} data-testid="admin-offering-row" data-id={row.id}>
              <td className={cell}>
                <Link href={`/admin/subscriptions/offerings/${row.id}`} className="break-words font-medium text-brand-700 underline underline-offset-2">
                  {row.name}
                </Link>
              </td>
              <td className={numericCell}>{row.plans}</td>
              <td className={`${cell} break-words`}>{row.products.join(", ")}</td>
              <td className={cell}>
                <AdminDate date={row.createdAt} />
              </td>
            </AdminRow>
          ))}
        </AdminTable>
      ) : (
        <p className="mt-4 text-stone-600">No offerings yet.</p>
      )}
      <Pager page={page} pages={pages} href={(n) => `/admin/subscriptions/offerings?page=${n}`} />
    </>
  );
}
