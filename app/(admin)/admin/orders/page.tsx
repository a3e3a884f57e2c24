import type { Metadata } from "next";
import Link from "next/link";
import { DateText } from "@/components/ui/date-text";
import { TableScroll } from "@/components/admin/table-scroll";
import { adminOrderList, adminOrderViewCounts, ORDER_PAYMENTS, ORDER_STATUSES, ORDER_VIEWS, parseAdminOrderQuery, type OrderView } from "@/lib/commerce/orders/admin-orders";
import { orderStatusWords, paymentWords, shippingWords } from "@/lib/commerce/orders/order-status-words";
import { requireAdmin } from "@/lib/web/admin-session";
import { orderNumberLabel } from "@/lib/commerce/orders/order-number";

export const metadata: Metadata = { title: "Orders" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const viewTab = (current: boolean) =>
  `inline-block rounded-md border px-3 py-1.5 ${current ? "border-brand-700 bg-brand-700 text-white" : "border-stone-300 bg-white text-brand-700 hover:bg-stone-100"}`;

export default async function AdminOrdersPage({ searchParams }: Props) {
  await requireAdmin("/admin/orders");
  const query = parseAdminOrderQuery(await searchParams);
  const [{ orders, total, page, pages }, viewCounts] = await Promise.all([adminOrderList(query), adminOrderViewCounts()]);
  const pageHref = (n: number) => {
    const params = new URLSearchParams(Object.entries({ ...query, page: String(n) }).filter(([, v]) => v !== undefined) as [string, string][]);
    return `/admin/orders?${params}`;
  };
  const select = "mt-1 block rounded-md border border-stone-300 bg-white px-2 py-1.5";
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">{query.view ? ORDER_VIEWS[query.view].label : "Orders"}</h1>
      <nav aria-label="Order lists" className="mt-4">
        <ul className="flex flex-wrap gap-2 text-sm font-medium">
          <li>
            <Link href="/admin/orders" aria-current={query.view ? undefined : "page"} className={viewTab(!query.view)}>
              All orders
            </Link>
          </li>
          {(Object.keys(ORDER_VIEWS) as OrderView[]).map((view) => (
            <li key={view}>
              <Link href={`/admin/orders?view=${view}`} aria-current={query.view === view ? "page" : undefined} className={viewTab(query.view === view)} data-testid={`orders-view-${view}`}>
                {ORDER_VIEWS[view].label} <span className="tabular-nums">({viewCounts[view]})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form method="get" action="/admin/orders" aria-label="Filter orders" className="mt-4 flex flex-wrap items-end gap-4 rounded-lg border border-stone-200 bg-white p-4 text-sm">
        {query.view ? <input type="hidden" name="view" value={query.view} /> : null}
        <div>
          <label htmlFor="filter-status">Status</label>
          <select id="filter-status" name="status" defaultValue={query.status ?? ""} className={select}>
            <option value="">Any</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {orderStatusWords(s)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-payment">Payment</label>
          <select id="filter-payment" name="payment" defaultValue={query.payment ?? ""} className={select}>
            <option value="">Any</option>
            {ORDER_PAYMENTS.map((p) => (
              <option key={p} value={p}>
                {paymentWords(p)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-from">Placed from</label>
          <input id="filter-from" type="date" name="from" defaultValue={query.from ?? ""} className={select} />
        </div>
        <div>
          <label htmlFor="filter-to">Placed to</label>
          <input id="filter-to" type="date" name="to" defaultValue={query.to ?? ""} className={select} />
        </div>
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900">
          Show orders
        </button>
        <Link href="/admin/orders" className="py-2 text-brand-700 underline">
          Clear
        </Link>
      </form>
      <p className="mt-4 text-sm text-stone-600" role="status" data-testid="orders-found">
        {total === 1 ? "1 order" : `${total} orders`}
        {pages > 1 ? `, page ${page} of ${pages}` : ""}
      </p>
      {orders.length ? (
        <TableScroll label="Orders">
        <table className="mt-2 w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-stone-300">
              <th scope="col" className="py-2 pr-3">Order</th>
              <th scope="col" className="py-2 pr-3">Placed</th>
              <th scope="col" className="py-2 pr-3">Customer</th>
              <th scope="col" className="py-2 pr-3">Total</th>
              <th scope="col" className="py-2 pr-3">State</th>
            </tr>
          </thead>
          <tbody>
            {orders.map(({ order }) => (
              <tr key={order.id} className="border-b border-stone-200" data-testid="admin-order-row">
                <td className="py-2 pr-3">
                  <Link href={`/admin/orders/${order.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline" data-testid="admin-order-number">
                    {orderNumberLabel(order.number)}
                  </Link>
                </td>
                <td className="py-2 pr-3">
                  <DateText date={order.createdAt} />
                </td>
                <td className="py-2 pr-3">
                  {order.customer.name}
                  <span className="block text-stone-600">{order.customer.email}</span>
                </td>
                <td className="py-2 pr-3">{(order.displayPrice as { with_tax?: { formatted?: string } }).with_tax?.formatted}</td>
                <td className="py-2 pr-3">
                  {orderStatusWords(order.status)} · {paymentWords(order.payment)} · {shippingWords(order.shipping)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        </TableScroll>
      ) : (
        <p className="mt-4 text-stone-600">No orders match.</p>
      )}
      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-4 flex gap-4 text-sm">
          {page > 1 ? <Link href={pageHref(page - 1)} className="text-brand-700 underline">Previous page</Link> : null}
          {page < pages ? <Link href={pageHref(page + 1)} className="text-brand-700 underline">Next page</Link> : null}
        </nav>
      ) : null}
    </>
  );
}
