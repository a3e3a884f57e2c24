import type { Metadata } from "next";
import Link from "next/link";
import { CustomerList } from "@/components/admin/customer-list";
import { PageSection } from "@/components/admin/page-section";
import { Pager } from "@/components/admin/pager";
import { SearchForm } from "@/components/admin/search-form";
import { adminCustomerList, parseCustomerQuery } from "@/lib/commerce/customers/customers";
import { CUSTOMER_SEARCH_MAX } from "@/lib/commerce/customers/customer-search";
import { requireAdmin } from "@/lib/web/admin-session";

export const metadata: Metadata = { title: "Customers" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminCustomersPage({ searchParams }: Props) {
  await requireAdmin("/admin/customers");
  const query = parseCustomerQuery(await searchParams);
  const { customers, total, page, pages } = await adminCustomerList(query);
  const searched: Record<string, string> = query.q ? { q: query.q } : {};
  const pageHref = (n: number) => `/admin/customers?${new URLSearchParams({ ...searched, page: String(n) })}`;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">Customers</h1>
        <p className="flex flex-wrap gap-3 text-sm">
          <Link href="/admin/customers/new" className="rounded bg-brand-700 px-3 py-1.5 font-medium text-white hover:bg-brand-900" data-testid="new-customer">
            Create customer
          </Link>
          <a href={`/admin/customers/csv${query.q ? `?${new URLSearchParams(searched)}` : ""}`} className="rounded border border-stone-300 bg-white px-3 py-1.5 font-medium text-brand-700 hover:bg-stone-100" data-testid="customers-csv">
            Export CSV
          </a>
        </p>
      </div>
      <SearchForm
        action="/admin/customers"
        label="Customers"
        fieldId="customer-search"
        fieldLabel="Name or e-mail"
        value={query.q}
        maxLength={CUSTOMER_SEARCH_MAX}
        hint="Any part of a name or e-mail address, in any case. Guests (who bought without an account) are found too."
        submit="Search"
        clear={{ href: "/admin/customers", label: "Show all" }}
      />

      <PageSection id="customers-heading" title="Customers found" className="mt-6">
        <p className="mt-1 text-sm text-stone-600" role="status" data-testid="customers-found">
          {total === 1 ? "1 customer" : `${total} customers`}
          {query.q ? ` ${total === 1 ? "matches" : "match"} “${query.q}”` : ""}
          {pages > 1 ? `, page ${page} of ${pages}` : ""}
        </p>
        {customers.length ? <CustomerList customers={customers} /> : <p className="mt-2 text-stone-600">No customers match.</p>}
        <Pager page={page} pages={pages} href={pageHref} />
      </PageSection>
    </>
  );
}
