import { Section, Text } from "@react-email/components";
import type { OrderConfirmation } from "@/lib/commerce/email/messages";
import { EmailLayout, paragraph } from "./layout";
import { AddressLines, OrderLines, OrderLink, SummaryRows } from "./order-parts";

export const orderConfirmationSubject = (p: OrderConfirmation) => `Your order ${p.orderReference} at ${p.storeName}`;

export function OrderConfirmationEmail(p: OrderConfirmation) {
  const heading = p.payment.paid ? `Thank you: order ${p.orderReference} is placed and paid` : `Thank you: order ${p.orderReference} is placed`;
  return (
    <EmailLayout preview={heading} heading={heading} storeName={p.storeName} footer={`You get this e-mail because you placed order ${p.orderReference} at ${p.storeName}.`}>
      <Text style={paragraph}>Hello {p.customerName},</Text>
      <Text style={paragraph}>{p.payment.paid ? "We have your order and your payment. We will write again when it ships." : "We have your order. We will make it and send it once it is paid."}</Text>
      {p.payment.paid ? null : (
        <Section style={{ backgroundColor: "#fff7ed", padding: "12px 16px", margin: "0 0 12px" }}>
          <Text style={{ ...paragraph, fontWeight: 700 }}>Still to pay: {p.payment.owed}</Text>
          {p.payment.instructions ? <Text style={{ ...paragraph, whiteSpace: "pre-line" }}>{p.payment.instructions}</Text> : null}
        </Section>
      )}
      <OrderLines lines={p.lines} />
      <SummaryRows rows={p.summary} />
      <AddressLines heading="Shipping to" lines={p.shippingAddress} />
      <OrderLink href={p.orderUrl} reference={p.orderReference} />
    </EmailLayout>
  );
}
