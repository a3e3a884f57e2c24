import type { Metadata } from "next";
import Link from "next/link";
import { AdminOrderTable } from "@/components/admin/admin-order-table";
import { DateText } from "@/components/ui/date-text";
import { adminCustomerList, parseCustomerQuery } from "@/lib/commerce/accounts/admin-customers";
import { CUSTOMER_SEARCH_MAX } from "@/lib/commerce/accounts/customer-search";
import { requireAdmin } from "@/lib/web/admin-session";

export const metadata: Metadata = { title: "Customers" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminCustomersPage({ searchParams }: Props) {
  await requireAdmin("/admin/customers");
  const query = parseCustomerQuery(await searchParams);
  const { customers, total, page, pages, guestOrders } = await adminCustomerList(query);
  const pageHref = (n: number) => `/admin/customers?${new URLSearchParams({ ...(query.q ? { q: query.q } : {}), page: String(n) })}`;
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">Customers</h1>
      <form method="get" action="/admin/customers" role="search" aria-label="Customers" className="mt-4 flex flex-wrap items-end gap-3 rounded-lg border border-stone-200 bg-white p-4 text-sm">
        <div className="w-full min-w-0 sm:w-auto sm:flex-1">
          <label htmlFor="customer-search" className="block font-medium">
            Name or e-mail
          </label>
          <input
            id="customer-search"
            type="search"
            name="q"
            defaultValue={query.q}
            maxLength={CUSTOMER_SEARCH_MAX}
            aria-describedby="customer-search-hint"
            className="mt-1 block w-full max-w-md rounded-md border border-stone-500 bg-white px-3 py-2"
          />
          <p id="customer-search-hint" className="mt-1 text-stone-600">
            A whole e-mail address also finds the orders placed with it without an account.
          </p>
        </div>
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900">
          Search
        </button>
        {query.q ? (
          <Link href="/admin/customers" className="py-2 text-brand-700 underline">
            Show all
          </Link>
        ) : null}
      </form>

      <section aria-labelledby="accounts-heading" className="mt-6">
        <h2 id="accounts-heading" className="text-lg font-semibold">
          Accounts
        </h2>
        <p className="mt-1 text-sm text-stone-600" role="status" data-testid="customers-found">
          {total === 1 ? "1 account" : `${total} accounts`}
          {query.q ? ` ${total === 1 ? "matches" : "match"} “${query.q}”` : ""}
          {pages > 1 ? `, page ${page} of ${pages}` : ""}
        </p>
        {customers.length ? (
          <div className="mt-2 overflow-x-auto">
            <table className="w-full border-collapse text-left text-sm">
              <thead>
                <tr className="border-b border-stone-300">
                  <th scope="col" className="py-2 pr-3">Account</th>
                  <th scope="col" className="py-2 pr-3">Members</th>
                  <th scope="col" className="py-2 pr-3">Since</th>
                </tr>
              </thead>
              <tbody>
                {customers.map((customer) => (
                  <tr key={customer.id} className="border-b border-stone-200" data-testid="customer-row" data-id={customer.id}>
                    <td className="py-2 pr-3">
                      <Link href={`/admin/customers/${customer.id}`} className="font-medium text-brand-700 underline underline-offset-2">
                        {customer.name}
                      </Link>
                    </td>
                    <td className="py-2 pr-3">
                      {customer.members.length
                        ? customer.members.map((member) => (
                            <span key={member.email} className="block break-all">
                              {member.name} <span className="text-stone-600">{member.email}</span>
                            </span>
                          ))
                        : "None"}
                    </td>
                    <td className="py-2 pr-3 whitespace-nowrap">
                      <DateText date={customer.createdAt} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="mt-2 text-stone-600">No accounts match.</p>
        )}
        {pages > 1 ? (
          <nav aria-label="Pages" className="mt-4 flex gap-4 text-sm">
            {page > 1 ? <Link href={pageHref(page - 1)} className="text-brand-700 underline">Previous page</Link> : null}
            {page < pages ? <Link href={pageHref(page + 1)} className="text-brand-700 underline">Next page</Link> : null}
          </nav>
        ) : null}
      </section>

      {guestOrders ? (
        <section aria-labelledby="guest-heading" className="mt-8">
          <h2 id="guest-heading" className="text-lg font-semibold">
            Orders without an account
          </h2>
          <p className="mt-1 text-sm text-stone-600" data-testid="guest-orders-found">
            {guestOrders.total === 1 ? "1 order" : `${guestOrders.total} orders`} placed as a guest with <span className="break-all">{guestOrders.email}</span>
            {guestOrders.total > guestOrders.orders.length ? ` (the latest ${guestOrders.orders.length} shown)` : ""}.
          </p>
          {guestOrders.orders.length ? <AdminOrderTable orders={guestOrders.orders} testId="guest-orders" /> : null}
        </section>
      ) : null}
    </>
  );
}
