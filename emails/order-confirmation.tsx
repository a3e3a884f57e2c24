import { Section, Text } from "@react-email/components";
import type { OrderConfirmation } from "@/lib/commerce/email/messages";
import { EmailLayout, Lines, paragraph } from "./layout";
import { AddressLines, OrderLines, OrderLink, SummaryRows } from "./order-parts";

export const orderConfirmationSubject = (p: OrderConfirmation) => `Your order ${p.orderReference} at ${p.storeName}`;

export function OrderConfirmationEmail(p: OrderConfirmation) {
  const heading = p.payment.paid ? `Thank you: order ${p.orderReference} is placed and paid` : `Thank you: order ${p.orderReference} is placed`;
  return (
    <EmailLayout
      preview={heading}
      heading={heading}
      storeName={p.storeName}
      contact={p.storeContact}
      footer={`You get this e-mail because you placed order ${p.orderReference} at ${p.storeName}.`}
    >
      <Text style={paragraph}>Hello,</Text>
      <Text style={paragraph}>
        {p.payment.paid
          ? "We have your order and your payment. We will write again when it ships."
          : "We have your order. Here is what it holds, and how to pay for it."}
      </Text>
      {p.payment.paid ? null : (
        <Section
          style={{
            backgroundColor: "#fff7ed",
            border: "1px solid #f59e0b",
            padding: "12px 16px",
            margin: "0 0 12px",
          }}
        >
          <Text style={{ ...paragraph, fontWeight: 700 }}>{`To pay: ${p.payment.owed}`}</Text>
          <Text style={paragraph}>
            Pay by bank transfer, or when your order is delivered. We start on a bank-transfer order once the money arrives.
          </Text>
          {p.payment.bankDetails ? (
            <>
              <Text style={{ ...paragraph, fontWeight: 600, margin: "0 0 4px" }}>Our bank details</Text>
              <Text
                style={{
                  ...paragraph,
                  fontFamily: "Menlo, Consolas, monospace",
                }}
              >
                <Lines text={p.payment.bankDetails} />
              </Text>
            </>
          ) : (
            <Text style={paragraph}>To pay by bank transfer, reply to this e-mail and we will send you our bank details for this currency.</Text>
          )}
          <Text style={{ ...paragraph, margin: 0 }}>{`Reference: ${p.payment.reference} (your order number)`}</Text>
          {p.payment.subscriptionStartsOnPayment ? <Text style={{ ...paragraph, margin: "8px 0 0" }}>Your subscription starts when your payment is received.</Text> : null}
        </Section>
      )}
      <OrderLines lines={p.lines} />
      <SummaryRows rows={p.summary} />
      <AddressLines heading="Shipping to" lines={p.shippingAddress} />
      <OrderLink href={p.orderUrl} reference={p.orderReference} />
    </EmailLayout>
  );
}
