import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AdminOrderTable } from "@/components/admin/admin-order-table";
import { PageSection } from "@/components/admin/page-section";
import { PageTitle } from "@/components/admin/page-title";
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
      <PageTitle back={{ href: "/admin/customers", label: "Customers" }}>{customer.name}</PageTitle>
      <p className="mt-1 text-sm text-stone-600">
        {customer.legalName && customer.legalName !== customer.name ? `${customer.legalName} · ` : ""}Customer since <DateText date={customer.createdAt} />
      </p>

      <PageSection id="members-heading" title="Members" className="mt-6">
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
      </PageSection>

      <PageSection id="orders-heading" title="Orders">
        <p className="mt-1 text-sm text-stone-600" data-testid="customer-orders-found">
          {customer.orders.total === 1 ? "1 order" : `${customer.orders.total} orders`}
          {customer.orders.total > customer.orders.shown.length ? `, the latest ${customer.orders.shown.length} shown` : ""}
        </p>
        {customer.orders.shown.length ? <AdminOrderTable orders={customer.orders.shown} label="The account's orders" testId="customer-orders" rowTestId="customer-order-row" /> : null}
      </PageSection>

      <PageSection id="addresses-heading" title="Addresses">
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
      </PageSection>

      <PageSection id="subscriptions-heading" title="Subscriptions">
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
      </PageSection>
    </>
  );
}
