// The admin's customer list: a table on a wide screen; at phone width each row becomes a card (the table's headings
// shown beside each value), so nothing scrolls sideways, and an e-mail wraps only where it may (after @ or a dot),
// never mid-word.
import Link from "next/link";
import { AdminDate } from "@/components/admin/admin-moment";
import type { AdminCustomerRow } from "@/lib/commerce/customers/customers";

const td = "py-2 pr-3 align-top max-sm:flex max-sm:gap-2 max-sm:py-0.5 max-sm:pr-0";
const label = "sm:sr-only max-sm:w-24 max-sm:shrink-0 max-sm:text-stone-600";

/** An e-mail with a break allowed after its @ and its dots only. */
function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?<=[@.])/);
  return (
    <span className="min-w-0 [overflow-wrap:normal] [word-break:normal]">
      {parts.map((part, i) => (
        <span key={i}>
          {part}
          {i < parts.length - 1 ? <wbr /> : null}
        </span>
      ))}
    </span>
  );
}

export function CustomerList({ customers }: { customers: readonly AdminCustomerRow[] }) {
  return (
    <table className="mt-2 w-full border-collapse text-left text-sm max-sm:block" data-testid="customer-table">
      <caption className="sr-only">Customers found</caption>
      <thead className="max-sm:hidden">
        <tr className="border-b border-stone-300">
          {["Customer", "E-mail", "Orders", "Total spent", "Last order"].map((heading) => (
            <th key={heading} scope="col" className={`py-2 pr-3 align-bottom ${heading === "Orders" ? "text-right" : ""}`}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-sm:block max-sm:space-y-3">
        {customers.map((customer) => (
          <tr
            key={customer.id}
            data-testid="customer-row"
            data-id={customer.id}
            className="border-b border-stone-200 max-sm:block max-sm:rounded-lg max-sm:border max-sm:bg-white max-sm:p-3"
          >
            <td className={td}>
              <span className={label}>Customer</span>
              <span className="min-w-0">
                <Link href={`/admin/customers/${customer.id}`} className="break-words font-medium text-brand-700 underline underline-offset-2">
                  {customer.name || customer.email}
                </Link>{" "}
                <span
                  data-testid="customer-kind"
                  className={`ml-1 inline-block rounded px-1.5 text-xs font-medium ${customer.kind === "Guest" ? "bg-stone-200 text-stone-800" : "bg-brand-50 text-brand-900 ring-1 ring-brand-600"}`}
                >
                  {customer.kind}
                </span>
              </span>
            </td>
            <td className={td}>
              <span className={label}>E-mail</span>
              <EmailText email={customer.email} />
            </td>
            <td className={`${td} sm:text-right sm:tabular-nums`} data-testid="customer-orders">
              <span className={label}>Orders</span>
              {customer.orders}
            </td>
            <td className={td} data-testid="customer-spent">
              <span className={label}>Total spent</span>
              <span>
                {customer.spent.length
                  ? customer.spent.map((m) => (
                      <span key={m.currency} className="block whitespace-nowrap tabular-nums">
                        {m.formatted}
                      </span>
                    ))
                  : "Nothing yet"}
              </span>
            </td>
            <td className={`${td} whitespace-nowrap`}>
              <span className={label}>Last order</span>
              {customer.lastOrderAt ? <AdminDate date={customer.lastOrderAt} /> : "None"}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
