import { Text } from "@react-email/components";
import type { PaymentReceived } from "@/lib/commerce/email/messages";
import { EmailLayout, paragraph } from "./layout";
import { OrderLines, OrderLink } from "./order-parts";

export const paymentReceivedSubject = (p: PaymentReceived) => `Payment received for order ${p.orderReference}`;

export function PaymentReceivedEmail(p: PaymentReceived) {
  const heading = `We received your payment of ${p.paid}`;
  return (
    <EmailLayout
      preview={heading}
      heading={heading}
      storeName={p.storeName}
      footer={`You get this e-mail because you placed order ${p.orderReference} at ${p.storeName}.`}
    >
      <Text style={paragraph}>Hello,</Text>
      <Text style={paragraph}>{`Thank you: order ${p.orderReference} is now paid in full. We will e-mail you again when it ships.`}</Text>
      <OrderLines lines={p.lines} />
      <OrderLink href={p.orderUrl} reference={p.orderReference} />
    </EmailLayout>
  );
}
