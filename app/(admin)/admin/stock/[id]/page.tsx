import type { Metadata } from "next";
import Link from "next/link";
import { StockForm } from "@/components/admin/stock-form";
import { movementBy, movementWords } from "@/components/admin/stock-words";
import { adminProductStock, STOCK_HISTORY_SIZE } from "@/lib/commerce/inventory/admin-stock";
import { requireAdmin } from "@/lib/web/admin-session";
import { foundOr404 } from "@/lib/web/found-or-404";
import { adjustStockUnits, setStockUnits } from "../actions";

export const metadata: Metadata = { title: "Product stock" };

type Props = { params: Promise<{ id: string }> };

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

export default async function AdminProductStockPage({ params }: Props) {
  const { id } = await params;
  await requireAdmin(`/admin/stock/${id}`);
  const product = await foundOr404(adminProductStock(id));
  return (
    <>
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href="/admin/stock" className="text-brand-700 underline">
          Stock
        </Link>
      </nav>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight break-words">Stock of {product.name}</h1>
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
        <section className="mt-8">
          <h2 id="history-title" className="text-lg font-semibold">
            History
          </h2>
          <p className="text-sm text-stone-600">The latest {STOCK_HISTORY_SIZE} changes, newest first. Times are UTC.</p>
          {product.history.length ? (
            // Scrolls sideways on a narrow screen; the keyboard reaches it to scroll it.
            <div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-labelledby="history-title">
              <table className="w-full border-collapse text-left text-sm">
                <thead>
                  <tr className="border-b border-stone-300">
                    <th scope="col" className="py-2 pr-3">When</th>
                    <th scope="col" className="py-2 pr-3">Change</th>
                    <th scope="col" className="py-2 pr-3 text-right">Units</th>
                    <th scope="col" className="py-2 pr-3">Who</th>
                    <th scope="col" className="py-2 pr-3">Why</th>
                  </tr>
                </thead>
                <tbody>
                  {product.history.map((row) => {
                    const by = movementBy(row.actor, row.orderId);
                    return (
                      <tr key={row.id} className="border-b border-stone-200" data-testid="stock-history-row">
                        <td className="py-2 pr-3">
                          <time dateTime={row.at.toISOString()}>{when.format(row.at)}</time>
                        </td>
                        <td className="py-2 pr-3">{movementWords(row.action)}</td>
                        <td className="py-2 pr-3 text-right tabular-nums">{row.quantity}</td>
                        <td className="py-2 pr-3 break-words">
                          {by.orderId ? (
                            <Link href={`/admin/orders/${by.orderId}`} className="text-brand-700 underline">
                              {by.text}
                            </Link>
                          ) : (
                            by.text
                          )}
                        </td>
                        <td className="py-2 pr-3 break-words">{row.reason ?? ""}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="mt-2 text-stone-600">No changes yet.</p>
          )}
        </section>
      ) : null}
    </>
  );
}
