import type { Metadata } from "next";
import Link from "next/link";
import { Amount } from "@/components/money/amount";
import { adminProductList, parseAdminProductQuery } from "@/lib/commerce/catalog/admin-products";
import { requireAdmin } from "@/lib/web/admin-session";

export const metadata: Metadata = { title: "Products" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const tab = (current: boolean) =>
  `inline-block rounded-md border px-3 py-1.5 ${current ? "border-brand-700 bg-brand-700 text-white" : "border-stone-300 bg-white text-brand-700 hover:bg-stone-100"}`;

export default async function AdminProductsPage({ searchParams }: Props) {
  await requireAdmin("/admin/products");
  const params = await searchParams;
  const query = parseAdminProductQuery(params);
  const { lines, total, currency, page, pages } = await adminProductList(query);
  const href = (change: Record<string, string | undefined>) => {
    const next = { q: query.q || undefined, archived: query.archived ? "1" : undefined, page: undefined, ...change };
    const search = new URLSearchParams(Object.entries(next).filter((entry): entry is [string, string] => entry[1] !== undefined));
    return `/admin/products${search.size ? `?${search}` : ""}`;
  };
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold tracking-tight">{query.archived ? "Archived products" : "Products"}</h1>
        <Link href="/admin/products/new" className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900">
          New product
        </Link>
      </div>
      {params.deleted === "1" ? (
        <p role="status" data-testid="products-notice" className="mt-4 rounded-md border border-green-700 bg-green-50 px-3 py-2 text-sm font-medium text-green-900">
          The product is deleted.
        </p>
      ) : null}
      <nav aria-label="Product lists" className="mt-4">
        <ul className="flex flex-wrap gap-2 text-sm font-medium">
          <li>
            <Link href={href({ archived: undefined })} aria-current={query.archived ? undefined : "page"} className={tab(!query.archived)}>
              Products for sale and drafts
            </Link>
          </li>
          <li>
            <Link href={href({ archived: "1" })} aria-current={query.archived ? "page" : undefined} className={tab(query.archived)}>
              Archived
            </Link>
          </li>
        </ul>
      </nav>
      <form method="get" action="/admin/products" role="search" aria-label="Find products" className="mt-4 flex flex-wrap items-end gap-3 rounded-lg border border-stone-200 bg-white p-4 text-sm">
        {query.archived ? <input type="hidden" name="archived" value="1" /> : null}
        <div className="min-w-0 flex-1">
          <label htmlFor="product-search" className="block font-medium">
            Name or SKU
          </label>
          <input id="product-search" type="search" name="q" defaultValue={query.q} maxLength={200} className="mt-1 block w-full rounded-md border border-stone-500 bg-white px-2 py-1.5" />
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
      <p className="mt-4 text-sm text-stone-700" data-testid="products-total">
        {total === 1 ? "1 product" : `${total} products`}
        {query.q ? ` matching “${query.q}”` : ""}. Prices in {currency}, the store’s main currency.
      </p>
      {lines.length === 0 ? (
        <p className="mt-4">No products here.</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-stone-300">
                <th scope="col" className="py-2 pr-4 font-semibold">Name</th>
                <th scope="col" className="py-2 pr-4 font-semibold">SKU</th>
                <th scope="col" className="py-2 pr-4 font-semibold">Status</th>
                <th scope="col" className="py-2 pr-4 text-right font-semibold">In stock</th>
                <th scope="col" className="py-2 text-right font-semibold">Price</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.id} className="border-b border-stone-200" data-testid="product-row">
                  <td className="py-2 pr-4">
                    <Link href={`/admin/products/${line.id}`} className="font-medium text-brand-700 underline">
                      {line.name}
                    </Link>
                  </td>
                  <td className="py-2 pr-4 font-mono">{line.sku}</td>
                  <td className="py-2 pr-4">{line.archived ? "Archived" : line.status === "live" ? "For sale" : "Draft"}</td>
                  <td className="py-2 pr-4 text-right tabular-nums">{line.available === undefined ? "Not counted" : line.available}</td>
                  <td className="py-2 text-right">{line.price === undefined ? "No price" : <Amount amount={line.price} currency={currency} />}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center gap-4 text-sm">
          {page > 1 ? (
            <Link href={href({ page: String(page - 1) })} className="text-brand-700 underline">
              Previous page
            </Link>
          ) : null}
          <span>
            Page {page} of {pages}
          </span>
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
