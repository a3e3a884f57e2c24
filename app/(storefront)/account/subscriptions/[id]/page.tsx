import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { StateBadge } from "@/components/subscription/state-badge";
import { StatusBadge } from "@/components/subscription/status-badge";
import { SubscriptionActions } from "@/components/subscription/subscription-actions";
import { DateText } from "@/components/ui/date-text";
import { ProductImage } from "@/components/ui/product-image";
import { DetailRow as Row } from "@/components/ui/detail-row";
import { PaymentMethod } from "@/components/subscription/payment-method";
import { accountSubscription } from "@/lib/commerce/subscriptions/subscription-pages";
import { requireShopper } from "@/lib/web/shopper-session";

export const metadata: Metadata = { title: "Subscription" };

export default async function SubscriptionPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const shopper = await requireShopper(`/account/subscriptions/${id}`);
  const subscription = await accountSubscription(shopper.accountId, id);
  if (!subscription) notFound();

  return (
    <>
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href="/account" className="text-brand-700 underline-offset-2 hover:underline">
          Your account
        </Link>
      </nav>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-semibold tracking-tight">{subscription.offeringName}</h1>
        <StatusBadge status={subscription.status} />
        <StateBadge state={subscription.state} />
      </div>
      {subscription.offeringDescription ? <p className="mt-2 max-w-2xl text-stone-600">{subscription.offeringDescription}</p> : null}

      <section aria-labelledby="plan-heading" className="mt-8">
        <h2 id="plan-heading" className="text-xl font-semibold">
          Your plan
        </h2>
        <dl className="mt-3 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          <Row term="Plan">
            <span className="font-medium">{subscription.planName}</span>:{" "}
            <span data-testid="plan-in-words">{subscription.planSentences[0]}</span>
            {subscription.planSentences.slice(1).map((sentence) => (
              <span key={sentence} className="block text-sm text-stone-600" data-testid="plan-description">
                {sentence}
              </span>
            ))}
          </Row>
          <Row term="Trial">
            <span data-testid="plan-trial">{subscription.trial ?? "No trial"}</span>
          </Row>
          <Row term="Price">
            {subscription.priceParts ? (
              <>
                <span
                  data-testid="plan-price"
                  data-value={subscription.priceParts.perBill.amount}
                  data-currency={subscription.priceParts.perBill.currency}
                >
                  {subscription.priceParts.perBill.formatted}
                </span>{" "}
                <span className="text-sm text-stone-600">per bill, in {subscription.currency}</span>
                <ul className="mt-1 text-sm text-stone-700" aria-label="What the price is made of" data-testid="price-parts">
                  {subscription.priceParts.parts.map((part) => (
                    <li key={part.label} className="flex max-w-sm justify-between gap-4" data-testid="price-part">
                      <span>{part.label}</span>
                      <span className="tabular-nums" data-testid="price-part-amount" data-value={part.amount.amount}>
                        {part.amount.formatted}
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <span>No price in {subscription.currency}</span>
            )}
          </Row>
          <Row term="Payment method">
            <PaymentMethod payment={subscription.payment} />
          </Row>
        </dl>
      </section>

      <section aria-labelledby="dates-heading" className="mt-8">
        <h2 id="dates-heading" className="text-xl font-semibold">
          Key dates
        </h2>
        <dl className="mt-3 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white" data-testid="key-dates">
          {subscription.facts.map((fact) => (
            <Row key={fact.key} term={fact.term}>
              <span data-testid={`fact-${fact.key}`}>{fact.date ? <DateText date={fact.date} /> : fact.text}</span>
            </Row>
          ))}
        </dl>
      </section>

      <section aria-labelledby="invoices-heading" className="mt-8">
        <h2 id="invoices-heading" className="text-xl font-semibold">
          Invoices
        </h2>
        {subscription.invoices.length === 0 ? (
          <p className="mt-3 text-stone-600" data-testid="no-invoices">
            No invoices yet.
          </p>
        ) : (
          <table className="mt-3 w-full rounded-lg border border-stone-200 bg-white text-left text-sm" data-testid="invoices">
            <thead className="border-b border-stone-200 text-stone-600">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  Invoice
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  Period
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  Amount
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  Payment
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200">
              {subscription.invoices.map((invoice) => (
                <tr key={invoice.id} data-testid="invoice-row">
                  <td className="px-4 py-2">#{invoice.number}</td>
                  <td className="px-4 py-2">
                    <DateText date={invoice.from} /> to <DateText date={invoice.until} />
                  </td>
                  <td className="px-4 py-2 text-right tabular-nums" data-testid="invoice-amount" data-value={invoice.amount.amount}>
                    {invoice.amount.formatted}
                  </td>
                  <td className="px-4 py-2">{invoice.paid ? "Paid" : invoice.pendingManual ? "Awaiting payment" : "Outstanding"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="products-heading" className="mt-8">
        <h2 id="products-heading" className="text-xl font-semibold">
          Included products
        </h2>
        {subscription.priceParts?.parts[0]?.kind === "fixed" ? (
          <p className="mt-2 text-sm text-stone-600" data-testid="products-priced-by-plan">
            The plan&apos;s fixed price covers these products.
          </p>
        ) : null}
        <ul aria-labelledby="products-heading" className="mt-3 grid gap-4 sm:grid-cols-2">
          {subscription.products.map((product) => (
            <li key={product.id} className="flex gap-4 rounded-lg border border-stone-200 bg-white p-4">
              {product.image ? <ProductImage src={product.image} alt="" width={64} height={64} className="h-16 w-16 rounded object-cover" /> : null}
              <div>
                <h3 className="font-medium">{product.name}</h3>
                {product.description ? <p className="text-sm text-stone-600">{product.description}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      </section>

      <SubscriptionActions subscriptionId={subscription.id} offeringName={subscription.offeringName} actions={subscription.actions} />
    </>
  );
}
