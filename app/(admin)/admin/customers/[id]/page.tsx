import type { Metadata } from "next";
import Link from "next/link";
import { BackLink } from "@/components/admin/back-link";
import { notFound } from "next/navigation";
import { AdminOrderTable } from "@/components/admin/admin-order-table";
import { AddressBlock } from "@/components/ui/address-block";
import { DateText } from "@/components/ui/date-text";
import { adminCustomer } from "@/lib/commerce/accounts/admin-customers";
import { requireAdmin } from "@/lib/web/admin-session";

export const metadata: Metadata = { title: "Customer" };

type Props = { params: Promise<{ id: string }> };

export default async function AdminCustomerPage({ params }: Props) {
  const { id } = await params;
  const caller = await requireAdmin("/admin/customers");
  const customer = await adminCustomer(caller, id);
  if (!customer) notFound();
  return (
    <>
      <BackLink href="/admin/customers">Customers</BackLink>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight break-words">{customer.name}</h1>
      <p className="mt-1 text-sm text-stone-600">
        {customer.legalName && customer.legalName !== customer.name ? `${customer.legalName} · ` : ""}Customer since <DateText date={customer.createdAt} />
      </p>

      <section aria-labelledby="members-heading" className="mt-6">
        <h2 id="members-heading" className="text-lg font-semibold">
          Members
        </h2>
        {customer.members.length ? (
          <ul className="mt-2 space-y-1" data-testid="customer-members">
            {customer.members.map((member) => (
              <li key={member.email} className="break-all">
                {member.name} <span className="text-stone-600">{member.email}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-stone-600">No members can sign in to this account.</p>
        )}
      </section>

      <section aria-labelledby="orders-heading" className="mt-8">
        <h2 id="orders-heading" className="text-lg font-semibold">
          Orders
        </h2>
        <p className="mt-1 text-sm text-stone-600" data-testid="customer-orders-found">
          {customer.orders.total === 1 ? "1 order" : `${customer.orders.total} orders`}
          {customer.orders.total > customer.orders.shown.length ? `, the latest ${customer.orders.shown.length} shown` : ""}
        </p>
        {customer.orders.shown.length ? <AdminOrderTable orders={customer.orders.shown} testId="customer-orders" /> : null}
      </section>

      <section aria-labelledby="addresses-heading" className="mt-8">
        <h2 id="addresses-heading" className="text-lg font-semibold">
          Addresses
        </h2>
        {customer.addresses.length ? (
          <ul className="mt-2 grid gap-3 sm:grid-cols-2" data-testid="customer-addresses">
            {customer.addresses.map((address) => (
              <li key={address.id} className="rounded-lg border border-stone-200 bg-white p-3 text-sm">
                {address.name ? <p className="font-medium">{address.name}</p> : null}
                <AddressBlock address={address} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-stone-600">No saved addresses.</p>
        )}
      </section>

      <section aria-labelledby="subscriptions-heading" className="mt-8">
        <h2 id="subscriptions-heading" className="text-lg font-semibold">
          Subscriptions
        </h2>
        {customer.subscriptions.length ? (
          <ul className="mt-2 space-y-2" data-testid="customer-subscriptions">
            {customer.subscriptions.map((subscription) => (
              <li key={subscription.id}>
                <Link href={`/admin/subscriptions/${subscription.id}`} className="font-medium text-brand-700 underline">
                  {subscription.offeringName}: {subscription.planName}
                </Link>{" "}
                <span className="text-stone-600">
                  ({subscription.state}
                  {subscription.price ? `, ${subscription.price.formatted} per bill` : ""})
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-stone-600">No subscriptions.</p>
        )}
      </section>
    </>
  );
}
