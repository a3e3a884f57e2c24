// How the order left, for the shopper: the carrier, the tracking number and, for a carrier the store knows, a link
// to follow the parcel.
import { DateText } from "@/components/ui/date-text";
import { trackingUrl } from "@/lib/commerce/orders/carriers";
import type { OrderShipment } from "@/lib/commerce/orders/ship-order";

/** `currency`: the order's, whose reader's terms the date is written in. */
export function ShipmentTracking({ shipment, currency }: { shipment: OrderShipment; currency?: string }) {
  const url = trackingUrl(shipment.carrier, shipment.tracking_number);
  return (
    <p className="mt-2 text-sm" data-testid="order-tracking">
      Shipped <DateText date={new Date(shipment.shipped_at)} currency={currency} /> with <span data-testid="order-carrier">{shipment.carrier}</span>, tracking number{" "}
      <span className="font-mono" data-testid="order-tracking-number">{shipment.tracking_number}</span>
      {url ? (
        <>
          {" "}
          ·{" "}
          <a href={url} className="text-brand-700 underline" rel="noopener noreferrer" target="_blank">
            Track your parcel<span className="sr-only"> (opens the carrier&apos;s site in a new tab)</span>
          </a>
        </>
      ) : null}
    </p>
  );
}
