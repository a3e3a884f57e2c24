import type { Metadata } from "next";
import Link from "next/link";
import { AdminRow, AdminTable, cell, numericCell } from "@/components/admin/admin-table";
import { PageSection } from "@/components/admin/page-section";
import { PageTitle } from "@/components/admin/page-title";
import { notFound } from "next/navigation";
import { ConfirmedForm } from "@/components/admin/confirmed-form";
import { OutcomeNotice } from "@/components/admin/outcome-notice";
import { AdminDate } from "@/components/admin/admin-moment";
import { DetailRow as Row } from "@/components/ui/detail-row";
import { PaymentMethod } from "@/components/subscription/payment-method";
import { adminSubscription } from "@/lib/commerce/subscriptions/admin-subscriptions";
import { requireAdmin } from "@/lib/web/admin-session";
import { changeSubscriptionStateAction } from "../actions";

export const metadata: Metadata = { title: "Subscription" };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const STATE_WORDS = { active: "Active", pending: "Pending: starts when its first order is paid", paused: "Paused", canceled: "Canceled", closed: "Closed", suspended: "Suspended (a bill is unpaid)" } as const;

export default async function AdminSubscriptionPage({ params, searchParams }: Props) {
  const { id } = await params;
  await requireAdmin("/admin/subscriptions");
  const [subscription, query] = await Promise.all([adminSubscription(id), searchParams]);
  if (!subscription) notFound();
  const button = "rounded-md bg-brand-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-900";
  return (
    <>
      <PageTitle back={{ href: "/admin/subscriptions", label: "Subscriptions" }}>
        {subscription.offeringName}: {subscription.shopper.name}
      </PageTitle>
      <OutcomeNotice done={one(query.done)} error={one(query.error)} />

      <dl className="mt-4 max-w-3xl divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
        <Row term="Shopper">
          <Link href={`/admin/customers/${subscription.shopper.accountId}`} className="font-medium text-brand-700 underline" data-testid="subscription-shopper">
            {subscription.shopper.name}
          </Link>
          <span className="block break-all text-stone-600">{subscription.shopper.email}</span>
        </Row>
        <Row term="Plan">
          <span className="font-medium">{subscription.planName}</span>: {subscription.planSentences[0]}
          {subscription.quantity > 1 ? <span className="block text-sm text-stone-600">Quantity {subscription.quantity}</span> : null}
        </Row>
        <Row term="Price">
          <span data-testid="subscription-price">{subscription.priceParts ? `${subscription.priceParts.perBill.formatted} per bill` : `No price in ${subscription.currency}`}</span>
        </Row>
        <Row term="State">
          <span className="font-medium" data-testid="subscription-state">
            {STATE_WORDS[subscription.state]}
          </span>
        </Row>
        <Row term="Next bill">
          <span data-testid="subscription-next-bill">{subscription.dates.nextBill ? <AdminDate date={subscription.dates.nextBill} /> : "None"}</span>
        </Row>
        <Row term="Payment">
          <PaymentMethod payment={subscription.payment} />
        </Row>
        <Row term="Started">
          <AdminDate date={subscription.dates.startedAt} />
        </Row>
      </dl>

      <PageSection id="change-heading" title="Change on the shopper’s behalf" className="mt-8 max-w-3xl">
        {subscription.actions.length === 0 ? (
          <p className="mt-2 text-stone-600">Its plan or its state allows no change now.</p>
        ) : (
          <div className="mt-3 space-y-4">
            {subscription.actions.includes("pause") ? (
              <form action={changeSubscriptionStateAction}>
                <input type="hidden" name="id" value={subscription.id} />
                <input type="hidden" name="action" value="pause" />
                <button type="submit" className={button}>
                  Pause subscription
                </button>
                <span className="ml-3 text-sm text-stone-600">No bills while paused.</span>
              </form>
            ) : null}
            {subscription.actions.includes("resume") ? (
              <form action={changeSubscriptionStateAction}>
                <input type="hidden" name="id" value={subscription.id} />
                <input type="hidden" name="action" value="resume" />
                <button type="submit" className={button}>
                  Resume subscription
                </button>
                <span className="ml-3 text-sm text-stone-600">Billing starts again from today.</span>
              </form>
            ) : null}
            {subscription.actions.includes("cancel") ? (
              <div className="rounded-lg border border-red-200 bg-white p-4">
                <p className="mb-3 text-sm text-stone-700">Canceling ends the subscription for good: no more bills, and it cannot be resumed.</p>
                <ConfirmedForm
                  action={changeSubscriptionStateAction}
                  fields={{ id: subscription.id, action: "cancel" }}
                  confirm="Yes, cancel this subscription"
                  button="Cancel subscription"
                  id="confirm-cancel-subscription"
                />
              </div>
            ) : null}
          </div>
        )}
      </PageSection>

      <PageSection id="invoices-heading" title="Invoices" className="mt-8 max-w-3xl">
        {subscription.invoices.length === 0 ? (
          <p className="mt-2 text-stone-600">No invoices yet.</p>
        ) : (
          <AdminTable label="The subscription’s invoices" columns={["Invoice", "Period", { label: "Amount", key: "amount", numeric: true }, "Payment"]} testId="subscription-invoices">
            {subscription.invoices.map((invoice) => (
              <AdminRow key={invoice.id} data-testid="subscription-invoice">
                <td className={cell}>#{invoice.number}</td>
                <td className={cell}>
                  <AdminDate date={invoice.from} /> to <AdminDate date={invoice.until} />
                </td>
                <td className={numericCell}>{invoice.amount.formatted}</td>
                <td className={cell}>{invoice.paid ? "Paid" : invoice.pendingManual ? "Awaiting payment" : "Outstanding"}</td>
              </AdminRow>
            ))}
          </AdminTable>
        )}
      </PageSection>
    </>
  );
}
