import type { Metadata } from "next";
import Link from "next/link";
import { AdminRow, AdminTable, cell, numericCell } from "@/components/admin/admin-table";
import { Pager } from "@/components/admin/pager";
import { UtcWindow } from "@/components/admin/utc-moment";
import { now } from "@/lib/commerce/clock";
import { PROMOTION_STATUS_WORDS, promotionStatus } from "@/lib/commerce/promotions/promotion-status";
import { listPromotionsNewestFirst, promotionCodeCounts, promotionUsage } from "@/lib/commerce/promotions/promotions";
import { minimumSpendWords } from "@/lib/commerce/promotions/minimum-spend-words";
import { requireAdmin } from "@/lib/web/admin-session";

export const metadata: Metadata = { title: "Promotions" };

const PAGE_SIZE = 50;
const COLUMNS = ["Promotion", "State", "Runs", "Minimum spend", "Applies", { label: "Codes", key: "codes", numeric: true }, { label: "Orders that used it", key: "uses", numeric: true }] as const;

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
        Discounts shoppers get on their whole cart, with a code or by themselves, while a promotion is switched on and
        running: a running promotion applies in every cart of the store. The newest come first; times are in UTC.
      </p>
      <p role="status" aria-live="polite" className="mt-2 text-sm font-medium text-green-800">
        {done}
      </p>
      <p className="mt-4 text-sm text-stone-600" data-testid="promotions-found">
        {total === 1 ? "1 promotion" : `${total} promotions`}
        {pages > 1 ? `, page ${page} of ${pages}` : ""}
      </p>
      {rows.length ? (
        <AdminTable label="Promotions" columns={COLUMNS}>
          {rows.map((row) => (
            <AdminRow key={row.id} data-testid="admin-promotion-row">
              <td className={cell}>
                <Link href={`/admin/promotions/${row.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                  {row.name}
                </Link>
              </td>
              <td className={cell}>{PROMOTION_STATUS_WORDS[promotionStatus(row, at)]}</td>
              <td className={cell}>
                <UtcWindow start={row.start} end={row.end} />
              </td>
              <td className={cell} data-testid="admin-promotion-minimum">
                {minimumSpendWords(row.minCartValue)}
              </td>
              <td className={cell}>{row.automatic ? "By itself" : "With a code"}{row.combinable ? ", combines" : ""}</td>
              <td className={numericCell}>{codes.get(row.id) ?? 0}</td>
              <td className={numericCell} data-testid="admin-promotion-uses">
                {uses.get(row.id)?.orders ?? 0}
              </td>
            </AdminRow>
          ))}
        </AdminTable>
      ) : (
        <p className="mt-4">No promotions yet.</p>
      )}
      <Pager page={page} pages={pages} href={(n) => `/admin/promotions?page=${n}`} />
    </>
  );
}
