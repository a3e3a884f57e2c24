import type { Metadata } from "next";
import Link from "next/link";
import { adminStockList, adminStockQuerySchema } from "@/lib/commerce/inventory/admin-stock";
import { LOW_STOCK } from "@/lib/commerce/inventory/low-stock";
import { requireAdmin } from "@/lib/web/admin-session";

export const metadata: Metadata = { title: "Stock" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const tab = (current: boolean) =>
  `inline-block rounded-md border px-3 py-1.5 ${current ? "border-brand-700 bg-brand-700 text-white" : "border-stone-300 bg-white text-brand-700 hover:bg-stone-100"}`;

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
      <nav aria-label="Stock lists" className="mt-4">
        <ul className="flex flex-wrap gap-2 text-sm font-medium">
          <li>
            <Link href={href({ low: undefined })} aria-current={query.low ? undefined : "page"} className={tab(!query.low)}>
              All products
            </Link>
          </li>
          <li>
            <Link href={href({ low: "1" })} aria-current={query.low ? "page" : undefined} className={tab(Boolean(query.low))}>
              Low stock
            </Link>
          </li>
        </ul>
      </nav>
      <form method="get" action="/admin/stock" role="search" aria-label="Find products" className="mt-4 flex flex-wrap items-end gap-3 rounded-lg border border-stone-200 bg-white p-4 text-sm">
        {query.low ? <input type="hidden" name="low" value="1" /> : null}
        <div className="min-w-0 grow sm:grow-0">
          <label htmlFor="stock-q" className="block font-medium">
            Name or SKU
          </label>
          <input id="stock-q" type="search" name="q" defaultValue={query.q ?? ""} className="mt-1 block w-full rounded-md border border-stone-500 bg-white px-2 py-1.5 sm:w-72" />
        </div>
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900">
          Find
        </button>
        {query.q ? (
          <Link href={href({ q: undefined })} className="py-2 text-brand-700 underline">
            Clear
          </Link>
        ) : null}
      </form>
      <p className="mt-4 text-sm text-stone-600" role="status" data-testid="stock-found">
        {total === 1 ? "1 product" : `${total} products`}
        {pages > 1 ? `, page ${page} of ${pages}` : ""}
      </p>
      {lines.length ? (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-stone-300">
                <th scope="col" className="py-2 pr-3">Product</th>
                <th scope="col" className="py-2 pr-3 text-right">Available</th>
                <th scope="col" className="py-2 pr-3 text-right">Held</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.productId} className="border-b border-stone-200" data-testid="stock-row">
                  <td className="py-2 pr-3">
                    <Link href={`/admin/stock/${line.productId}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                      {line.name}
                    </Link>
                    <span className="block break-all text-stone-600">{line.sku}</span>
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums" data-testid="stock-available">
                    {line.kept ? line.available : <span className="text-stone-600">Not counted</span>}
                    {line.low ? <span className="block text-xs font-medium text-amber-800">Low</span> : null}
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums" data-testid="stock-allocated">
                    {line.kept ? line.allocated : ""}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-4 text-stone-600">{query.low ? "No product is low on stock." : "No products match."}</p>
      )}
      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-4 flex gap-4 text-sm">
          {page > 1 ? (
            <Link href={href({ page: String(page - 1) })} className="text-brand-700 underline">
              Previous page
            </Link>
          ) : null}
          {page < pages ? (
            <Link href={href({ page: String(page + 1) })} className="text-brand-700 underline">
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
