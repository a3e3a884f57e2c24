// The packing slip: what goes in the parcel and where it goes, printed for the bench. Per line the quantity, the
// engraving and other custom inputs, a bundle's components with the units to pick; the shipping method; the amounts
// the shopper paid; the store's name and address (store details) at its head, dates and countries in the shopper's
// terms (lib/shared/reader-terms.ts). The admin frame is not printed.
import type { Metadata } from "next";
import Link from "next/link";
import { FulfilmentLineList } from "@/components/admin/fulfilment-line-list";
import { PrintButton } from "@/components/admin/print-button";
import { SummaryList } from "@/components/money/summary-list";
import { orderSummary } from "@/lib/commerce/summary/order-summary";
import { AddressBlock } from "@/components/ui/address-block";
import { DateText } from "@/components/ui/date-text";
import { orderTitle } from "@/lib/commerce/orders/order-number";
import { storeNameOf } from "@/lib/commerce/settings/store-details";
import { countryName } from "@/lib/shared/reader-terms";
import { adminStoreFacts } from "@/lib/web/admin-store-facts";
import { adminOrderPage } from "../admin-order-page";

export const metadata: Metadata = { title: "Packing slip" };

type Props = { params: Promise<{ id: string }> };

export default async function PackingSlipPage({ params }: Props) {
  const { id } = await params;
  const { order, items, lines, shippingMethod } = await adminOrderPage(id, `/admin/orders/${id}/packing-slip`);
  const store = await adminStoreFacts();
  const title = orderTitle(order.number, store.orderNumberPrefix);
  const storeAddress = [store.addressLine1, store.addressLine2, [store.city, store.postcode].filter(Boolean).join(" "), store.region, store.country && countryName(store.country, order.currency)].filter(Boolean);
  // The amounts as the shopper read them (docs/money.md): the lines and the summary rows add up to the total.
  const placed = await orderSummary(order, items.map((item) => item.cartItem));
  const lineAmounts = new Map(items.map((item, index) => [item.id, placed.lineAmounts[index]]));
  const units = lines.reduce((sum, line) => sum + line.quantity - line.refundedQuantity, 0);

  return (
    <article aria-labelledby="slip-heading" className="text-stone-900">
      <nav aria-label="Breadcrumb" className="flex flex-wrap items-center justify-between gap-3 text-sm print:hidden">
        <Link href={`/admin/orders/${order.id}`} className="text-brand-700 underline-offset-2 hover:underline">
          Back to {title}
        </Link>
        <PrintButton label="Print packing slip" />
      </nav>
      <header className="mt-4 flex flex-wrap items-start justify-between gap-4 border-b border-stone-300 pb-4">
        <div>
          <p className="text-sm uppercase tracking-wide text-stone-600">
            <span data-testid="slip-store-name">{storeNameOf(store)}</span> · Packing slip
          </p>
          <h1 id="slip-heading" className="text-2xl font-semibold" data-testid="slip-number">
            {title}
          </h1>
          <p className="text-sm text-stone-600">
            Placed <DateText date={order.createdAt} currency={order.currency} />
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
          <AddressBlock address={order.shippingAddress} currency={order.currency} />
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
        <FulfilmentLineList lines={lines} amounts={lineAmounts} />
      </section>
      {placed.summary ? (
        <SummaryList summary={placed.summary} testIdPrefix="slip-summary" className="mt-4 ml-auto max-w-xs space-y-1 border-t border-stone-300 pt-2 text-sm" />
      ) : null}
      {storeAddress.length || store.contactEmail || store.phone ? (
        <footer className="mt-6 border-t border-stone-300 pt-2 text-sm text-stone-700" data-testid="slip-store-address">
          <p>
            From {storeNameOf(store)}
            {storeAddress.length ? `, ${storeAddress.join(", ")}` : ""}
          </p>
          {store.contactEmail || store.phone ? <p>{[store.contactEmail, store.phone].filter(Boolean).join(" · ")}</p> : null}
        </footer>
      ) : null}
      <p className="mt-6 text-sm text-stone-600 print:hidden">The admin&apos;s header and these buttons are left out of the printed page.</p>
    </article>
  );
}
