// The packing slip: what goes in the parcel and where it goes, printed for the bench. Per line the quantity, the
// engraving and other custom inputs, a bundle's components with the units to pick; the shipping method; the amounts
// the shopper paid. The admin frame is not printed.
import type { Metadata } from "next";
import Link from "next/link";
import { FulfilmentLineList } from "@/components/admin/fulfilment-line-list";
import { PrintButton } from "@/components/admin/print-button";
import { AddressBlock } from "@/components/ui/address-block";
import { DateText } from "@/components/ui/date-text";
import { orderTitle } from "@/lib/commerce/orders/order-number";
import { adminOrderPage } from "../admin-order-page";

export const metadata: Metadata = { title: "Packing slip" };

type Props = { params: Promise<{ id: string }> };

export default async function PackingSlipPage({ params }: Props) {
  const { id } = await params;
  const { order, lines, shippingMethod } = await adminOrderPage(id, `/admin/orders/${id}/packing-slip`);
  const price = order.displayPrice as Record<string, { formatted?: string } | undefined>;
  const units = lines.reduce((sum, line) => sum + line.quantity - line.refundedQuantity, 0);

  return (
    <article aria-labelledby="slip-heading" className="text-stone-900">
      <nav aria-label="Breadcrumb" className="flex flex-wrap items-center justify-between gap-3 text-sm print:hidden">
        <Link href={`/admin/orders/${order.id}`} className="text-brand-700 underline-offset-2 hover:underline">
          Back to {orderTitle(order.number)}
        </Link>
        <PrintButton label="Print packing slip" />
      </nav>
      <header className="mt-4 flex flex-wrap items-start justify-between gap-4 border-b border-stone-300 pb-4">
        <div>
          <p className="text-sm uppercase tracking-wide text-stone-600">Cartwright · Packing slip</p>
          <h1 id="slip-heading" className="text-2xl font-semibold" data-testid="slip-number">
            {orderTitle(order.number)}
          </h1>
          <p className="text-sm text-stone-600">
            Placed <DateText date={order.createdAt} />
          </p>
        </div>
        <div className="text-sm" data-testid="slip-shipping-method">
          <p className="font-semibold">Shipping</p>
          <p>{shippingMethod ? `${shippingMethod.name} · ${shippingMethod.price.formatted}` : "No shipping method chosen"}</p>
          {order.shipment ? (
            <p>
              {order.shipment.carrier} · <span className="font-mono">{order.shipment.tracking_number}</span>
            </p>
          ) : null}
        </div>
      </header>
      <section aria-labelledby="ship-to-heading" className="mt-4 grid gap-4 text-sm sm:grid-cols-2 print:grid-cols-2">
        <div>
          <h2 id="ship-to-heading" className="font-semibold">Ship to</h2>
          <AddressBlock address={order.shippingAddress} />
        </div>
        <div>
          <h2 className="font-semibold">Customer</h2>
          <p>{order.customer.name}</p>
          <p className="text-stone-600">{order.customer.email}</p>
        </div>
      </section>
      <section aria-labelledby="slip-lines-heading" className="mt-6">
        <h2 id="slip-lines-heading" className="font-semibold">
          In this parcel: {units === 1 ? "1 unit" : `${units} units`}
        </h2>
        <FulfilmentLineList lines={lines} />
      </section>
      <dl className="mt-4 ml-auto max-w-xs space-y-1 border-t border-stone-300 pt-2 text-sm" data-testid="slip-totals">
        {shippingMethod ? (
          <div className="flex justify-between gap-4">
            <dt>Shipping ({shippingMethod.name})</dt>
            <dd>{shippingMethod.price.formatted}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 font-semibold">
          <dt>Total paid or to pay</dt>
          <dd data-testid="slip-total">{price.with_tax?.formatted}</dd>
        </div>
        <div className="flex justify-between gap-4 text-stone-600">
          <dt>Of which tax</dt>
          <dd>{price.tax?.formatted}</dd>
        </div>
      </dl>
      <p className="mt-6 text-sm text-stone-600 print:hidden">The admin&apos;s header and these buttons are left out of the printed page.</p>
    </article>
  );
}
