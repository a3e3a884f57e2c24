import type { Metadata } from "next";
import Link from "next/link";
import { UtcWindow } from "@/components/admin/utc-moment";
import { now } from "@/lib/commerce/clock";
import { PROMOTION_STATUS_WORDS, promotionStatus } from "@/lib/commerce/promotions/promotion-status";
import { listPromotionsNewestFirst, promotionCodeCounts, promotionUsage } from "@/lib/commerce/promotions/promotions";
import { requireAdmin } from "@/lib/web/admin-session";

export const metadata: Metadata = { title: "Promotions" };

const PAGE_SIZE = 50;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminPromotionsPage({ searchParams }: Props) {
  await requireAdmin("/admin/promotions");
  const query = await searchParams;
  const page = Math.max(1, Math.min(10_000, Number.parseInt(String(query.page ?? "1"), 10) || 1));
  const done = typeof query.done === "string" ? query.done.slice(0, 300) : "";
  const { rows, total } = await listPromotionsNewestFirst({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const ids = rows.map((r) => r.id);
  const [codes, uses] = await Promise.all([promotionCodeCounts(ids), promotionUsage(ids)]);
  const at = now();
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold tracking-tight">Promotions</h1>
        <Link href="/admin/promotions/new" className="rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900">
          New promotion
        </Link>
      </div>
      <p className="mt-2 max-w-2xl text-stone-700">
        Discounts shoppers get on their whole cart with a code, while a promotion is switched on and running. The
        newest come first; times are in UTC.
      </p>
      <p role="status" aria-live="polite" className="mt-2 text-sm font-medium text-green-800">
        {done}
      </p>
      <p className="mt-4 text-sm text-stone-600" data-testid="promotions-found">
        {total === 1 ? "1 promotion" : `${total} promotions`}
        {pages > 1 ? `, page ${page} of ${pages}` : ""}
      </p>
      {rows.length ? (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-stone-300">
                <th scope="col" className="py-2 pr-3">Promotion</th>
                <th scope="col" className="py-2 pr-3">State</th>
                <th scope="col" className="py-2 pr-3">Runs</th>
                <th scope="col" className="py-2 pr-3 text-right">Codes</th>
                <th scope="col" className="py-2 pr-3 text-right">Orders that used it</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-stone-200" data-testid="admin-promotion-row">
                  <td className="py-2 pr-3">
                    <Link href={`/admin/promotions/${row.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                      {row.name}
                    </Link>
                  </td>
                  <td className="py-2 pr-3">{PROMOTION_STATUS_WORDS[promotionStatus(row, at)]}</td>
                  <td className="py-2 pr-3">
                    <UtcWindow start={row.start} end={row.end} />
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums">{codes.get(row.id) ?? 0}</td>
                  <td className="py-2 pr-3 text-right tabular-nums" data-testid="admin-promotion-uses">
                    {uses.get(row.id)?.orders ?? 0}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-4">No promotions yet.</p>
      )}
      {pages > 1 ? (
        <nav aria-label="Pages of promotions" className="mt-4 flex gap-4 text-sm">
          {page > 1 ? <Link href={`/admin/promotions?page=${page - 1}`} className="text-brand-700 underline">Previous page</Link> : null}
          {page < pages ? <Link href={`/admin/promotions?page=${page + 1}`} className="text-brand-700 underline">Next page</Link> : null}
        </nav>
      ) : null}
    </>
  );
}
