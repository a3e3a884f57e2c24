import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { AdminOrderTable } from "@/components/admin/admin-order-table";
import { CustomerForm } from "@/components/admin/customer-form";
import { OutcomeNotice } from "@/components/admin/outcome-notice";
import { PageSection } from "@/components/admin/page-section";
import { PageTitle } from "@/components/admin/page-title";
import { UtcMoment } from "@/components/admin/utc-moment";
import { AddressBlock } from "@/components/ui/address-block";
import { AdminDate } from "@/components/admin/admin-moment";
import { adminCustomer, customerIdOfAccount } from "@/lib/commerce/customers/customers";
import { requireAdmin } from "@/lib/web/admin-session";
import { saveCustomer } from "../actions";
import { parseUuid } from "@/lib/commerce/uuid";

export const metadata: Metadata = { title: "Customer" };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const DONE_WORDS = new Set(["Saved.", "Customer created."]);

export default async function AdminCustomerPage({ params, searchParams }: Props) {
  const { id } = await params;
  const caller = await requireAdmin(`/admin/customers/${encodeURIComponent(id)}`);
  // A segment that is not an id names no customer and no account.
  const customerId = parseUuid(id);
  const customer = customerId && (await adminCustomer(caller, customerId));
  if (!customer) {
    // An account's old address (/admin/customers/{accountId}, as subscriptions link): its member's customer.
    const byAccount = customerId && (await customerIdOfAccount(customerId));
    if (byAccount) redirect(`/admin/customers/${byAccount}`);
    notFound();
  }
  const done = first((await searchParams).done);
  return (
    <>
      <PageTitle back={{ href: "/admin/customers", label: "Customers" }}>{customer.name || customer.email}</PageTitle>
      <p className="mt-1 text-sm text-stone-600" data-testid="customer-summary">
        <span className="font-medium text-stone-800" data-testid="customer-kind">
          {customer.kind === "Account" ? "Account" : "Guest"}
        </span>
        {" · "}
        <span className="break-words">{customer.email}</span>
        {customer.kind === "Account" ? (customer.emailVerifiedAt ? " (verified)" : " (not verified)") : ""}
        {customer.phone ? ` · ${customer.phone}` : ""} · Customer since <AdminDate date={customer.createdAt} />
      </p>
      <OutcomeNotice done={done && DONE_WORDS.has(done) ? done : undefined} />

      <PageSection id="figures-heading" title="Totals" className="mt-6">
        <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]" data-testid="customer-figures">
          <dt className="text-stone-600">Orders</dt>
          <dd data-testid="customer-order-count">{customer.orderList.total}</dd>
          <dt className="text-stone-600">Total spent</dt>
          <dd data-testid="customer-spent">{customer.spent.length ? customer.spent.map((m) => m.formatted).join(", ") : "Nothing yet"}</dd>
          <dt className="text-stone-600">First order</dt>
          <dd>{customer.firstOrderAt ? <AdminDate date={customer.firstOrderAt} /> : "None"}</dd>
          <dt className="text-stone-600">Last order</dt>
          <dd>{customer.lastOrderAt ? <AdminDate date={customer.lastOrderAt} /> : "None"}</dd>
        </dl>
        <p className="mt-1 text-xs text-stone-600">Total spent: what the orders were charged, cancelled orders left out, per currency.</p>
      </PageSection>

      <PageSection id="orders-heading" title="Orders">
        <p className="mt-1 text-sm text-stone-600" data-testid="customer-orders-found">
          {customer.orderList.total === 1 ? "1 order" : `${customer.orderList.total} orders`} placed with this e-mail, as a guest or signed in
          {customer.orderList.total > customer.orderList.shown.length ? `, the latest ${customer.orderList.shown.length} shown` : ""}
        </p>
        {customer.orderList.shown.length ? <AdminOrderTable orders={customer.orderList.shown} label="The customer's orders" testId="customer-orders" rowTestId="customer-order-row" /> : null}
      </PageSection>

      <PageSection id="edit-heading" title="Details and notes">
        {customer.notes ? (
          <p className="mt-2 whitespace-pre-wrap break-words rounded border border-amber-300 bg-amber-50 p-3 text-sm" data-testid="customer-notes">
            {customer.notes}
          </p>
        ) : null}
        <CustomerForm
          action={saveCustomer}
          customerId={customer.id}
          emailFixed={customer.kind === "Account"}
          initial={{ name: customer.name, email: customer.email, phone: customer.phone, notes: customer.notes }}
          submit="Save customer"
        />
      </PageSection>

      {customer.account ? (
        <>
          <PageSection id="members-heading" title="Account">
            <p className="mt-1 text-sm text-stone-600">
              {customer.account.name}
              {customer.account.legalName && customer.account.legalName !== customer.account.name ? ` (${customer.account.legalName})` : ""}, its members:
            </p>
            <ul className="mt-2 space-y-1" data-testid="customer-members">
              {customer.account.members.map((member) => (
                <li key={member.email} className="break-words">
                  {member.name} <span className="text-stone-600">{member.email}</span>
                </li>
              ))}
            </ul>
          </PageSection>

          <PageSection id="addresses-heading" title="Addresses">
            {customer.account.addresses.length ? (
              <ul className="mt-2 grid gap-3 sm:grid-cols-2" data-testid="customer-addresses">
                {customer.account.addresses.map((address) => (
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
            {customer.account.subscriptions.length ? (
              <ul className="mt-2 space-y-2" data-testid="customer-subscriptions">
                {customer.account.subscriptions.map((subscription) => (
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
      ) : null}

      <PageSection id="activity-heading" title="Changes">
        {customer.activity.length ? (
          <ul className="mt-2 space-y-1 text-sm" data-testid="customer-activity">
            {customer.activity.map((entry) => (
              <li key={entry.id}>
                <UtcMoment date={entry.at} /> · {entry.actor}: {entry.summary}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-stone-600">No changes by staff yet.</p>
        )}
      </PageSection>
    </>
  );
}
