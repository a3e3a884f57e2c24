import type { Metadata } from "next";
import Link from "next/link";
import { AdminRow, AdminTable, cell, numericCell } from "@/components/admin/admin-table";
import { ListTabs } from "@/components/admin/list-tabs";
import { Pager } from "@/components/admin/pager";
import { SearchForm } from "@/components/admin/search-form";
import { Amount } from "@/components/money/amount";
import { adminProductList, parseAdminProductQuery } from "@/lib/commerce/catalog/admin-products";
import { requireAdmin } from "@/lib/web/admin-session";

export const metadata: Metadata = { title: "Products" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const COLUMNS = ["Name", "SKU", "Status", { label: "In stock", key: "stock", numeric: true }, { label: "Price", key: "price", numeric: true }] as const;

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
      <ListTabs
        label="Product lists"
        tabs={[
          { href: href({ archived: undefined }), label: "Products for sale and drafts", current: !query.archived },
          { href: href({ archived: "1" }), label: "Archived", current: query.archived },
        ]}
      />
      <SearchForm
        action="/admin/products"
        label="Find products"
        fieldId="product-search"
        fieldLabel="Name or SKU"
        value={query.q}
        keep={{ archived: query.archived ? "1" : undefined }}
        clear={{ href: href({ q: undefined }), label: "Clear" }}
      />
      <p className="mt-4 text-sm text-stone-700" data-testid="products-total">
        {total === 1 ? "1 product" : `${total} products`}
        {query.q ? ` matching “${query.q}”` : ""}. Prices in {currency}, the store’s main currency.
      </p>
      {lines.length === 0 ? (
        <p className="mt-4">No products here.</p>
      ) : (
        <AdminTable label="Products" columns={COLUMNS}>
          {lines.map((line) => (
            <AdminRow key={line.id} data-testid="product-row">
              <td className={cell}>
                <Link href={`/admin/products/${line.id}`} className="font-medium text-brand-700 underline">
                  {line.name}
                </Link>
              </td>
              <td className={`${cell} font-mono`}>{line.sku}</td>
              <td className={cell}>{line.archived ? "Archived" : line.status === "live" ? "For sale" : "Draft"}</td>
              <td className={numericCell}>{line.available === undefined ? "Not counted" : line.available}</td>
              <td className={`${numericCell} whitespace-nowrap`}>{line.price === undefined ? "No price" : <Amount amount={line.price} currency={currency} />}</td>
            </AdminRow>
          ))}
        </AdminTable>
      )}
      <Pager page={page} pages={pages} href={(n) => href({ page: String(n) })} />
    </>
  );
}
