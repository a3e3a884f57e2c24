import type { Metadata } from "next";
import { ProductImage } from "@/components/ui/product-image";
import Link from "next/link";
import { notFound } from "next/navigation";
import { LineDetails } from "@/components/cart/line-details";
import { BuyAgainButton } from "@/components/orders/buy-again-button";
import { SummaryList } from "@/components/money/summary-list";
import { AddressBlock } from "@/components/ui/address-block";
import { DateText } from "@/components/ui/date-text";
import { lineProductInfo } from "@/lib/commerce/carts/cart-page-read";
import { isSettled, shippingWords } from "@/lib/commerce/orders/order-status-words";
import { PaymentDue } from "@/components/orders/payment-due";
import { ShipmentTracking } from "@/components/orders/shipment-tracking";
import { shopperOrder } from "./shopper-order";
import { orderNumberLabel } from "@/lib/commerce/orders/order-number";
import { cachedStorefrontFacts } from "@/lib/cache/storefront-facts";
import { isGoodsLine } from "@/lib/shared/goods-line";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

// The metadata asks for the order too (the same cached lookup): metadata resolved without it would
// give a missing order's 404 page this page's title.
export async function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  const [order, { orderNumberPrefix }] = await Promise.all([shopperOrder((await params).id), cachedStorefrontFacts()]);
  if (!order) notFound();
  return { title: `Your order ${orderNumberLabel(order.number, orderNumberPrefix)}`, robots: { index: false } };
}

export default async function OrderPage({ params, searchParams }: Props) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const [order, { orderNumberPrefix }] = await Promise.all([shopperOrder(id), cachedStorefrontFacts()]);
  if (!order) notFound();
  const label = orderNumberLabel(order.number, orderNumberPrefix);
  const lines = order.lines.filter(isGoodsLine);
  const promotions = order.lines.filter((line) => !isGoodsLine(line));
  const info = await lineProductInfo(lines.flatMap((line) => (line.product_id ? [line.product_id] : [])));

  return (
    <>
      {query.placed && (isSettled(order.payment) || order.due) ? (
        <p role="status" className="mb-6 rounded-lg border border-brand-600 bg-brand-50 p-4 font-medium" data-testid="order-placed">
          Thank you: your order {label} is placed
          {order.due ? `; it waits for your payment of ${order.due.amount.formatted}` : order.payment === "paid" ? " and paid" : " and your payment is authorized"}.
          Keep this page&apos;s address to see it again.
        </p>
      ) : null}
      {order.due ? <PaymentDue amount={order.due.amount} bankDetails={order.due.bankDetails} orderNumber={label} /> : null}
      {order.due && order.lines.some((line) => line.type === "subscription_item") ? (
        <p className="mb-6 rounded-lg border border-stone-300 bg-white p-3 text-sm" data-testid="subscription-starts">
          Your subscription starts when your payment is received: its first period runs from then.
        </p>
      ) : null}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight">
            Your order <span data-testid="order-number">{label}</span>
          </h1>
          <p className="mt-2 text-stone-600">
            Placed <DateText date={order.createdAt} currency={order.currency} />
          </p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm" data-testid="order-status">
            <dt className="text-stone-600">Order</dt>
            <dd data-testid="order-state" data-value={order.state.value}>{order.state.label}</dd>
            <dt className="text-stone-600">Payment</dt>
            <dd data-testid="order-payment-status" data-value={order.standing.value}>
              {order.standing.label}
              {order.standing.detail ? <span data-testid="order-payment-detail" className="text-stone-600">{` · ${order.standing.detail}`}</span> : null}
            </dd>
            <dt className="text-stone-600">Shipping</dt>
            <dd data-testid="order-shipping-status" data-value={order.shipping}>
              {shippingWords(order.shipping)}
              {order.shippingMethod ? <span className="text-stone-600">{` · ${order.shippingMethod.name}`}</span> : null}
            </dd>
          </dl>
          {order.shipment ? <ShipmentTracking shipment={order.shipment} currency={order.currency} /> : null}
        </div>
        <BuyAgainButton orderId={order.id} />
      </div>

      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="items-heading">
          <h2 id="items-heading" className="text-xl font-semibold">
            Items
          </h2>
          <ul className="mt-2 divide-y divide-stone-200" aria-labelledby="items-heading">
            {lines.map((line) => (
              <li key={line.id} className="flex gap-4 py-4" data-testid="order-line">
                {line.image?.href ? (
                  <ProductImage src={line.image.href} alt="" width={72} height={72} className="h-18 w-18 shrink-0 rounded-md border border-stone-200 bg-white object-cover" />
                ) : null}
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap justify-between gap-2">
                    <p className="font-medium">
                      {line.name} <span className="font-normal text-stone-600">× {line.quantity}</span>
                      {line.refunded_quantity > 0 ? (
                        <span data-testid="order-line-refunded" className="ml-2 text-sm font-normal text-stone-700">
                          ({line.refunded_quantity === line.quantity ? "refunded" : `${line.refunded_quantity} refunded`})
                        </span>
                      ) : null}
                      {line.type === "custom_item" ? (
                        <span data-testid="order-custom-line" className="ml-2 rounded border border-stone-400 px-1.5 text-xs font-normal text-stone-700">
                          Custom item
                        </span>
                      ) : null}
                    </p>
                    <p data-testid="order-line-total" data-value={line.total?.amount}>
                      {line.total?.formatted}
                    </p>
                  </div>
                  <LineDetails
                    customInputs={line.custom_inputs}
                    selectedOptions={line.bundle_configuration?.selected_options}
                    info={line.product_id ? info[line.product_id] : undefined}
                  />
                </div>
              </li>
            ))}
            {promotions.map((line) => (
              <li key={line.id} className="flex justify-between gap-4 py-3 text-sm">
                <span>{line.name}</span>
                <span>{line.total?.formatted}</span>
              </li>
            ))}
          </ul>
        </section>
        <div className="space-y-6">
          {order.summary ? (
            <section aria-labelledby="totals-heading" className="rounded-lg border border-stone-200 bg-white p-4">
              <h2 id="totals-heading" className="text-lg font-semibold">
                Totals
              </h2>
              <SummaryList summary={order.summary} testIdPrefix="order" className="mt-3 space-y-1 text-sm" />
            </section>
          ) : null}
          <section aria-labelledby="customer-heading" className="rounded-lg border border-stone-200 bg-white p-4 text-sm">
            <h2 id="customer-heading" className="text-lg font-semibold">
              Customer
            </h2>
            <p className="mt-2">{order.customer.name}</p>
            <p className="text-stone-600">{order.customer.email}</p>
            <h3 className="mt-4 font-semibold">Shipping address</h3>
            <AddressBlock address={order.shippingAddress} currency={order.currency} />
            <h3 className="mt-4 font-semibold">Billing address</h3>
            <AddressBlock address={order.billingAddress} currency={order.currency} />
          </section>
        </div>
      </div>
      <p className="mt-8">
        <Link href="/" className="text-brand-700 underline">
          Continue shopping
        </Link>
      </p>
    </>
  );
}
