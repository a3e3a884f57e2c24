import type { Metadata } from "next";
import Link from "next/link";
import { AdminRow, AdminTable, cell, numericCell } from "@/components/admin/admin-table";
import { ListTabs } from "@/components/admin/list-tabs";
import { Pager } from "@/components/admin/pager";
import { SearchForm } from "@/components/admin/search-form";
import { adminStockList, adminStockQuerySchema } from "@/lib/commerce/inventory/admin-stock";
import { LOW_STOCK } from "@/lib/commerce/inventory/low-stock";
import { requireAdmin } from "@/lib/web/admin-session";

export const metadata: Metadata = { title: "Stock" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const COLUMNS = ["Product", { label: "Available", key: "available", numeric: true }, { label: "Held", key: "held", numeric: true }] as const;

export default async function AdminStockPage({ searchParams }: Props) {
  await requireAdmin("/admin/stock");
  const query = adminStockQuerySchema.parse(await searchParams);
  const { lines, total, page, pages } = await adminStockList(query);
  const href = (change: Record<string, string | undefined>) => {
    const all = { q: query.q, low: query.low, page: undefined as string | undefined, ...change };
    const params = new URLSearchParams(Object.entries(all).filter(([, v]) => v) as [string, string][]);
    return `/admin/stock${params.size ? `?${params}` : ""}`;
  };
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">{query.low ? "Low stock" : "Stock"}</h1>
      <p className="mt-2 max-w-2xl text-stone-700">
        Units available can be sold now; units held are in orders not yet shipped. Low stock is {LOW_STOCK} units available or fewer.
      </p>
      <ListTabs
        label="Stock lists"
        tabs={[
          { href: href({ low: undefined }), label: "All products", current: !query.low },
          { href: href({ low: "1" }), label: "Low stock", current: Boolean(query.low) },
        ]}
      />
      <SearchForm
        action="/admin/stock"
        label="Find products"
        fieldId="stock-q"
        fieldLabel="Name or SKU"
        value={query.q}
        keep={{ low: query.low ? "1" : undefined }}
        clear={{ href: href({ q: undefined }), label: "Clear" }}
      />
      <p className="mt-4 text-sm text-stone-600" role="status" data-testid="stock-found">
        {total === 1 ? "1 product" : `${total} products`}
        {pages > 1 ? `, page ${page} of ${pages}` : ""}
      </p>
      {lines.length ? (
        <AdminTable label="Stock" columns={COLUMNS}>
          {lines.map((line) => (
            <AdminRow key={line.productId} data-testid="stock-row">
              <td className={cell}>
                <Link href={`/admin/stock/${line.productId}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                  {line.name}
                </Link>
                <span className="block break-all text-stone-600">{line.sku}</span>
              </td>
              <td className={numericCell} data-testid="stock-available">
                {line.kept ? line.available : <span className="text-stone-600">Not counted</span>}
                {line.low ? <span className="block text-xs font-medium text-amber-800">Low</span> : null}
              </td>
              <td className={numericCell} data-testid="stock-allocated">
                {line.kept ? line.allocated : ""}
              </td>
            </AdminRow>
          ))}
        </AdminTable>
      ) : (
        <p className="mt-4 text-stone-600">{query.low ? "No product is low on stock." : "No products match."}</p>
      )}
      <Pager page={page} pages={pages} href={(n) => href({ page: String(n) })} />
    </>
  );
}
