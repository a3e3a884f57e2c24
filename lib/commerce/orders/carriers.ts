// The carriers an administrator ships with, and where a shopper follows a parcel: one home for the list the ship
// form offers and the tracking links the order page and the shipping e-mail show. "Other" records any carrier
// by name, without a link.
export type Carrier = { name: string; tracking?: (number: string) => string };

const q = encodeURIComponent;

export const CARRIERS: readonly Carrier[] = [
  { name: "Royal Mail", tracking: (n) => `https://www.royalmail.com/track-your-item#/tracking-results/${q(n)}` },
  { name: "DPD", tracking: (n) => `https://track.dpd.co.uk/parcels/${q(n)}` },
  { name: "DHL", tracking: (n) => `https://www.dhl.com/global-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=${q(n)}` },
  { name: "UPS", tracking: (n) => `https://www.ups.com/track?tracknum=${q(n)}` },
  { name: "FedEx", tracking: (n) => `https://www.fedex.com/fedextrack/?trknbr=${q(n)}` },
  { name: "USPS", tracking: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${q(n)}` },
];

/** The carrier's page for this parcel, when the store knows the carrier. */
export function trackingUrl(carrier: string, trackingNumber: string): string | undefined {
  const known = CARRIERS.find((c) => c.name.toLowerCase() === carrier.trim().toLowerCase());
  return known?.tracking?.(trackingNumber.trim());
}
