import type { Metadata } from "next";
import Link from "next/link";
import { AdminOrderTable } from "@/components/admin/admin-order-table";
import { ListTabs } from "@/components/admin/list-tabs";
import { Pager } from "@/components/admin/pager";
import { SearchForm } from "@/components/admin/search-form";
import { ORDER_SEARCH_MAX } from "@/lib/commerce/orders/order-search";
import { adminOrderList, adminOrderViewCounts, ORDER_PAYMENTS, ORDER_STATUSES, ORDER_VIEWS, parseAdminOrderQuery, type OrderView } from "@/lib/commerce/orders/admin-orders";
import { orderStatusWords, paymentWords } from "@/lib/commerce/orders/order-status-words";
import { requireAdmin } from "@/lib/web/admin-session";

export const metadata: Metadata = { title: "Orders" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminOrdersPage({ searchParams }: Props) {
  await requireAdmin("/admin/orders");
  const query = parseAdminOrderQuery(await searchParams);
  const [{ orders, total, page, pages }, viewCounts] = await Promise.all([adminOrderList(query), adminOrderViewCounts()]);
  const pageHref = (n: number) => {
    const params = new URLSearchParams(Object.entries({ ...query, page: String(n) }).filter(([, v]) => v !== undefined) as [string, string][]);
    return `/admin/orders?${params}`;
  };
  // A list's tab keeps the search: the same words in another list.
  const viewHref = (view: OrderView | undefined) => {
    const params = new URLSearchParams(Object.entries({ view, q: query.q }).filter(([, v]) => v !== undefined) as [string, string][]);
    return params.size ? `/admin/orders?${params}` : "/admin/orders";
  };
  const select = "mt-1 block rounded-md border border-stone-300 bg-white px-2 py-1.5";
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">{query.view ? ORDER_VIEWS[query.view].label : "Orders"}</h1>
      <ListTabs
        label="Order lists"
        tabs={[
          { href: viewHref(undefined), label: "All orders", current: !query.view },
          ...(Object.keys(ORDER_VIEWS) as OrderView[]).map((view) => ({
            href: viewHref(view),
            label: (
              <>
                {ORDER_VIEWS[view].label} <span className="tabular-nums">({viewCounts[view]})</span>
              </>
            ),
            current: query.view === view,
            testId: `orders-view-${view}`,
          })),
        ]}
      />
      <SearchForm
        action="/admin/orders"
        label="Find orders"
        fieldId="order-search"
        fieldLabel="Find an order"
        value={query.q}
        maxLength={ORDER_SEARCH_MAX}
        hint="Its number (1001 or #1001), the customer's name or e-mail, or a SKU."
        keep={{ view: query.view, status: query.status, payment: query.payment, from: query.from, to: query.to }}
        clear={{ href: query.view ? `/admin/orders?view=${query.view}` : "/admin/orders", label: "Clear search" }}
      />
      <form method="get" action="/admin/orders" aria-label="Filter orders" className="mt-4 flex flex-wrap items-end gap-4 rounded-lg border border-stone-200 bg-white p-4 text-sm">
        {query.view ? <input type="hidden" name="view" value={query.view} /> : null}
        {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
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
        <AdminOrderTable orders={orders} label="Orders" rowTestId="admin-order-row" numberTestId="admin-order-number" />
      ) : (
        <p className="mt-4 text-stone-600">{query.q ? `No orders match “${query.q}”.` : "No orders match."}</p>
      )}
      <Pager page={page} pages={pages} href={pageHref} />
    </>
  );
}
