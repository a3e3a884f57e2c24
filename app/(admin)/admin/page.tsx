import type { Metadata } from "next";
import Link from "next/link";
import { DayBarChart, shortDay } from "@/components/admin/day-bar-chart";
import { AdminRow, AdminTable, cell, numericCell } from "@/components/admin/admin-table";
import { ORDER_VIEWS, type OrderView } from "@/lib/commerce/orders/admin-orders";
import { storeDashboard } from "@/lib/commerce/orders/dashboard";
import type { CurrencySales } from "@/lib/commerce/orders/sales-summary";
import { orderNumberLabel } from "@/lib/commerce/orders/order-number";
import { orderState } from "@/lib/commerce/orders/order-status-words";
import { adminDay } from "@/components/admin/admin-dates";
import { adminStoreFacts } from "@/lib/web/admin-store-facts";
import { requireAdmin } from "@/lib/web/admin-session";

export const metadata: Metadata = { title: "Dashboard" };

const ordersText = (n: number) => (n === 1 ? "1 order" : `${n} orders`);

const card = "rounded-lg border border-stone-200 bg-white p-4";

/** Orders and revenue per currency; never added together across currencies. */
function SalesFigures({ sales, testId }: { sales: CurrencySales[]; testId: string }) {
  if (sales.length === 0) return <p className="mt-2 text-stone-600" data-testid={`${testId}-none`}>No orders.</p>;
  return (
    <dl className="mt-2 space-y-2" data-testid={testId}>
      {sales.map((s) => (
        <div key={s.currency} className="flex flex-wrap items-baseline justify-between gap-x-4" data-testid={`${testId}-${s.currency}`}>
          <dt className="font-medium">In {s.currency}</dt>
          <dd className="tabular-nums">
            <span data-testid={`${testId}-${s.currency}-orders`} data-value={s.orders}>
              {ordersText(s.orders)}
            </span>
            {", "}
            <span className="font-semibold" data-testid={`${testId}-${s.currency}-revenue`} data-value={s.revenue.amount}>
              {s.revenue.formatted}
            </span>
            <span className="block text-right text-sm text-stone-600" data-testid={`${testId}-${s.currency}-moved`}>
              {s.received.formatted} received{s.refunded.amount ? `, ${s.refunded.formatted} refunded` : ""}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

export default async function AdminDashboardPage() {
  await requireAdmin("/admin");
  const [{ sales, orderViews, lowStock, latestOrders }, { orderNumberPrefix }] = await Promise.all([storeDashboard(), adminStoreFacts()]);
  const chartOrders = sales.chartSales.reduce((n, s) => n + s.orders, 0);
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">Dashboard</h1>
      <p className="mt-2 max-w-3xl text-stone-700">
        Today is {adminDay(sales.today)} (days run midnight to midnight, {sales.timeZone} time). Revenue is the money received less the
        money refunded, on the day it moved; orders still waiting for payment bring none until they are paid, and are
        counted apart. Orders are counted on the day they were placed, cancelled ones left out. Each currency is shown
        on its own.
      </p>

      <section aria-labelledby="sales-heading" className="mt-6">
        <h2 id="sales-heading" className="text-lg font-semibold">
          Sales
        </h2>
        <div className="mt-2 grid gap-4 sm:grid-cols-2">
          <div className={card}>
            <h3 className="font-semibold">Today</h3>
            <SalesFigures sales={sales.todaySales} testId="sales-today" />
          </div>
          <div className={card}>
            <h3 className="font-semibold">This month</h3>
            <p className="text-sm text-stone-600">Since {adminDay(sales.monthStart)}</p>
            <SalesFigures sales={sales.monthSales} testId="sales-month" />
          </div>
          <div className={`${card} sm:col-span-2`}>
            <h3 className="font-semibold">Awaiting payment</h3>
            <p className="text-sm text-stone-600">Orders placed and not yet paid (bank transfer, pay on delivery): not revenue until the money comes.</p>
            {sales.awaiting.length === 0 ? (
              <p className="mt-2 text-stone-600" data-testid="awaiting-none">
                No order is waiting for payment.
              </p>
            ) : (
              <ul className="mt-2 space-y-1" data-testid="awaiting">
                {sales.awaiting.map((a) => (
                  <li key={a.currency} className="tabular-nums" data-testid={`awaiting-${a.currency}`} data-orders={a.orders} data-value={a.owed.amount}>
                    {a.orders === 1 ? "1 order" : `${a.orders} orders`} awaiting payment, {a.owed.formatted}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </section>

      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="orders-heading" className={card}>
          <h2 id="orders-heading" className="text-lg font-semibold">
            Orders to look after
          </h2>
          <ul className="mt-2 space-y-2">
            {(Object.keys(ORDER_VIEWS) as OrderView[]).map((view) => (
              <li key={view}>
                <Link href={`/admin/orders?view=${view}`} className="font-medium text-brand-700 underline underline-offset-2" data-testid={`dashboard-view-${view}`}>
                  {ORDER_VIEWS[view].label}: <span className="tabular-nums">{ordersText(orderViews[view])}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="stock-heading" className={card}>
          <h2 id="stock-heading" className="text-lg font-semibold">
            Low stock
          </h2>
          <p className="text-sm text-stone-600">Products with {lowStock.threshold} or fewer units available to sell.</p>
          {lowStock.products.length === 0 ? (
            <p className="mt-2 text-stone-600" data-testid="low-stock-none">
              No product is low on stock.
            </p>
          ) : (
            <ul className="mt-2 space-y-1" data-testid="low-stock">
              {lowStock.products.map((p) => (
                <li key={p.productId} className="flex flex-wrap justify-between gap-x-4">
                  <span className="min-w-0 break-words">
                    {p.name} <span className="text-sm text-stone-600">({p.sku})</span>
                  </span>
                  <span className="tabular-nums" data-value={p.available}>
                    {p.available === 1 ? "1 unit" : `${p.available} units`}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-3">
            <Link href={lowStock.more ? "/admin/stock?low=1" : "/admin/stock"} className="font-medium text-brand-700 underline underline-offset-2">
              {lowStock.more ? "More low stock on the stock page" : "All stock"}
            </Link>
          </p>
        </section>
      </div>

      <section aria-labelledby="latest-heading" className={`${card} mt-8`}>
        <h2 id="latest-heading" className="text-lg font-semibold">
          Latest orders
        </h2>
        {latestOrders.length === 0 ? (
          <p className="mt-2 text-stone-600">No orders yet.</p>
        ) : (
          <ul className="mt-2 divide-y divide-stone-200" data-testid="latest-orders">
            {latestOrders.map((order) => (
              <li key={order.id} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2" data-testid="latest-order">
                <span className="min-w-0 break-words">
                  <Link href={`/admin/orders/${order.id}`} className="font-medium text-brand-700 underline underline-offset-2">
                    {orderNumberLabel(order.number, orderNumberPrefix)}
                  </Link>{" "}
                  {order.customer.name} <span className="text-sm text-stone-600">({orderState(order).label})</span>
                </span>
                <span className="tabular-nums">{(order.displayPrice as { with_tax?: { formatted?: string } }).with_tax?.formatted}</span>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-3">
          <Link href="/admin/orders" className="font-medium text-brand-700 underline underline-offset-2">
            All orders
          </Link>
        </p>
      </section>

      <section aria-labelledby="days-heading" className="mt-8">
        <h2 id="days-heading" className="text-lg font-semibold">
          The last 30 days
        </h2>
        <p className="text-sm text-stone-600">
          {shortDay(sales.days[0].day)} to {shortDay(sales.today)}, one bar a day.
        </p>
        <div className={`${card} mt-2 grid gap-6 lg:grid-cols-2`}>
          <DayBarChart
            id="orders-per-day"
            title="Orders per day, all currencies"
            summary={ordersText(chartOrders)}
            bars={sales.days.map((d) => ({ day: d.day, value: d.orders, label: ordersText(d.orders) }))}
          />
          {sales.chartSales.map(({ currency, orders, revenue }, i) => (
            <DayBarChart
              key={currency}
              id={`revenue-${currency}`}
              title={`Revenue per day in ${currency}`}
              summary={`${revenue.formatted} received less refunds; ${ordersText(orders)} placed`}
              // A day that refunded more than it took has no bar; its label says the amount.
              bars={sales.days.map((d) => ({ day: d.day, value: Math.max(0, d.byCurrency[i].revenue.amount), label: d.byCurrency[i].revenue.formatted }))}
            />
          ))}
        </div>
        <details className="mt-4">
          <summary className="cursor-pointer font-medium text-brand-700">Show as table</summary>
          <AdminTable
            label="Orders and revenue per day"
            caption="Orders and revenue per day, the last 30 days"
            testId="sales-table"
            columns={[`Day (${sales.timeZone})`, { label: "Orders", key: "orders", numeric: true }, ...sales.chartCurrencies.map((c) => ({ label: `Revenue in ${c}`, key: c, numeric: true }))]}
          >
            {[...sales.days].reverse().map((d) => (
              <AdminRow key={d.day} data-testid={`sales-day-${d.day}`}>
                <th scope="row" className={`${cell} font-normal`}>
                  <time dateTime={d.day}>{shortDay(d.day)}</time>
                </th>
                <td className={numericCell}>{d.orders}</td>
                {d.byCurrency.map((s) => (
                  <td key={s.currency} className={numericCell} data-value={s.revenue.amount}>
                    {s.revenue.formatted}
                  </td>
                ))}
              </AdminRow>
            ))}
          </AdminTable>
        </details>
      </section>
    </>
  );
}
