import { Link, Text } from "@react-email/components";
import type { ShippingNotice } from "@/lib/commerce/email/messages";
import { EmailLayout, link, paragraph } from "./layout";
import { AddressLines, OrderLines, OrderLink } from "./order-parts";

export const shippingNoticeSubject = (p: ShippingNotice) => `Order ${p.orderReference} has shipped`;

export function ShippingNoticeEmail(p: ShippingNotice) {
  return (
    <EmailLayout
      preview={`Order ${p.orderReference} is on its way`}
      heading={`Order ${p.orderReference} is on its way`}
      storeName={p.storeName}
      contact={p.storeContact}
      footer={`You get this e-mail because you placed order ${p.orderReference} at ${p.storeName}.`}
    >
      <Text style={paragraph}>Hello,</Text>
      <Text style={paragraph}>Your order has left us.</Text>
      {p.carrier || p.trackingNumber ? (
        <Text style={paragraph}>
          {p.carrier ? `Carrier: ${p.carrier}` : null}
          {p.carrier && p.trackingNumber ? <br /> : null}
          {p.trackingNumber ? `Tracking number: ${p.trackingNumber}` : null}
          {p.trackingUrl ? (
            <>
              <br />
              <Link href={p.trackingUrl} style={link}>
                Track your parcel
              </Link>
            </>
          ) : null}
        </Text>
      ) : null}
      <OrderLines lines={p.lines} />
      <AddressLines heading="Shipping to" lines={p.shippingAddress} />
      <OrderLink href={p.orderUrl} reference={p.orderReference} />
    </EmailLayout>
  );
}
