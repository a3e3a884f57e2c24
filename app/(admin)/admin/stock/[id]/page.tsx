import type { Metadata } from "next";
import { PageSection } from "@/components/admin/page-section";
import { PageTitle } from "@/components/admin/page-title";
import { AdminMoment } from "@/components/admin/admin-moment";
import Link from "next/link";
import { AdminRow, AdminTable, cell, numericCell } from "@/components/admin/admin-table";
import { StockForm } from "@/components/admin/stock-form";
import { movementBy, movementWords } from "@/components/admin/stock-words";
import { adminProductStock, STOCK_HISTORY_SIZE } from "@/lib/commerce/inventory/admin-stock";
import { requireAdmin } from "@/lib/web/admin-session";
import { foundOr404 } from "@/lib/web/found-or-404";
import { parseUuid } from "@/lib/commerce/uuid";
import { notFound } from "next/navigation";
import { adjustStockUnits, setStockUnits } from "../actions";

export const metadata: Metadata = { title: "Product stock" };

type Props = { params: Promise<{ id: string }> };


export default async function AdminProductStockPage({ params }: Props) {
  const { id } = await params;
  await requireAdmin(`/admin/stock/${id}`);
  const productId = parseUuid(id);
  if (!productId) notFound();
  const product = await foundOr404(adminProductStock(productId));
  return (
    <>
      <PageTitle back={{ href: "/admin/stock", label: "Stock" }}>Stock of {product.name}</PageTitle>
      <p className="mt-1 break-all text-sm text-stone-600">SKU {product.sku}</p>
      {product.kept ? (
        <dl className="mt-4 flex flex-wrap gap-6" data-testid="stock-level">
          <div>
            <dt className="text-sm text-stone-600">Available</dt>
            <dd className="text-2xl font-semibold tabular-nums" data-testid="stock-level-available">
              {product.available}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-stone-600">Held for orders</dt>
            <dd className="text-2xl font-semibold tabular-nums" data-testid="stock-level-allocated">
              {product.allocated}
            </dd>
          </div>
          {product.low ? <p className="self-end font-medium text-amber-800">Low stock</p> : null}
        </dl>
      ) : (
        <p className="mt-4 max-w-2xl text-stone-700">
          Stock of this product is not counted: it can always be bought. Set the units available to start counting.
        </p>
      )}
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <StockForm
          kind="set"
          productId={product.productId}
          action={setStockUnits}
          initial={{ available: product.kept ? String(product.available) : "", reason: "" }}
          title={product.kept ? "Set the units available" : "Start counting stock"}
          button="Save units available"
        />
        {product.kept ? (
          <StockForm kind="adjust" productId={product.productId} action={adjustStockUnits} initial={{ change: "", reason: "" }} title="Add or take away units" button="Save change" />
        ) : null}
      </div>
      {product.kept ? (
        <PageSection id="history-title" title="History">
          <p className="text-sm text-stone-600">The latest {STOCK_HISTORY_SIZE} changes, newest first, in the store&apos;s time zone.</p>
          {product.history.length ? (
            <AdminTable label="Stock history" columns={["When", "Change", { label: "Units", key: "units", numeric: true }, "Who", "Why"]}>
              {product.history.map((row) => {
                const by = movementBy(row.actor, row.orderId);
                return (
                  <AdminRow key={row.id} data-testid="stock-history-row">
                    <td className={cell}>
                      <AdminMoment date={row.at} />
                    </td>
                    <td className={cell}>{movementWords(row.action)}</td>
                    <td className={numericCell}>{row.quantity}</td>
                    <td className={`${cell} break-words`}>
                      {by.orderId ? (
                        <Link href={`/admin/orders/${by.orderId}`} className="text-brand-700 underline">
                          {by.text}
                        </Link>
                      ) : (
                        by.text
                      )}
                    </td>
                    <td className={`${cell} break-words`}>{row.reason ?? ""}</td>
                  </AdminRow>
                );
              })}
            </AdminTable>
          ) : (
            <p className="mt-2 text-stone-600">No changes yet.</p>
          )}
        </PageSection>
      ) : null}
    </>
  );
}
