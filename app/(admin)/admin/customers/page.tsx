import type { Metadata } from "next";
import Link from "next/link";
import { AdminOrderTable } from "@/components/admin/admin-order-table";
import { AdminRow, AdminTable, cell } from "@/components/admin/admin-table";
import { PageSection } from "@/components/admin/page-section";
import { Pager } from "@/components/admin/pager";
import { SearchForm } from "@/components/admin/search-form";
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
      <SearchForm
        action="/admin/customers"
        label="Customers"
        fieldId="customer-search"
        fieldLabel="Name or e-mail"
        value={query.q}
        maxLength={CUSTOMER_SEARCH_MAX}
        hint="A whole e-mail address also finds the orders placed with it without an account."
        submit="Search"
        clear={{ href: "/admin/customers", label: "Show all" }}
      />

      <PageSection id="accounts-heading" title="Accounts" className="mt-6">
        <p className="mt-1 text-sm text-stone-600" role="status" data-testid="customers-found">
          {total === 1 ? "1 account" : `${total} accounts`}
          {query.q ? ` ${total === 1 ? "matches" : "match"} “${query.q}”` : ""}
          {pages > 1 ? `, page ${page} of ${pages}` : ""}
        </p>
        {customers.length ? (
          <AdminTable label="Accounts found" columns={["Account", "Members", "Since"]}>
            {customers.map((customer) => (
              <AdminRow key={customer.id} data-testid="customer-row" data-id={customer.id}>
                <td className={cell}>
                  <Link href={`/admin/customers/${customer.id}`} className="font-medium text-brand-700 underline underline-offset-2">
                    {customer.name}
                  </Link>
                </td>
                <td className={cell}>
                  {customer.members.length
                    ? customer.members.map((member) => (
                        <span key={member.email} className="block break-all">
                          {member.name} <span className="text-stone-600">{member.email}</span>
                        </span>
                      ))
                    : "None"}
                </td>
                <td className={`${cell} whitespace-nowrap`}>
                  <DateText date={customer.createdAt} />
                </td>
              </AdminRow>
            ))}
          </AdminTable>
        ) : (
          <p className="mt-2 text-stone-600">No accounts match.</p>
        )}
        <Pager page={page} pages={pages} href={pageHref} />
      </PageSection>

      {guestOrders ? (
        <PageSection id="guest-heading" title="Orders without an account">
          <p className="mt-1 text-sm text-stone-600" data-testid="guest-orders-found">
            {guestOrders.total === 1 ? "1 order" : `${guestOrders.total} orders`} placed as a guest with <span className="break-all">{guestOrders.email}</span>
            {guestOrders.total > guestOrders.orders.length ? ` (the latest ${guestOrders.orders.length} shown)` : ""}.
          </p>
          {guestOrders.orders.length ? <AdminOrderTable orders={guestOrders.orders} label="Guest orders with this e-mail" testId="guest-orders" rowTestId="customer-order-row" /> : null}
        </PageSection>
      ) : null}
    </>
  );
}
