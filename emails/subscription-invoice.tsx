import { Column, Link, Row, Section, Text } from "@react-email/components";
import type { SubscriptionInvoice } from "@/lib/commerce/email/messages";
import { colors, EmailLayout, HtmlOnly, link, paragraph, TextOnly } from "./layout";

export const subscriptionInvoiceSubject = (p: SubscriptionInvoice) => `Invoice ${p.invoiceNumber} for ${p.subscriptionName}: ${p.amount}`;

export function SubscriptionInvoiceEmail(p: SubscriptionInvoice) {
  return (
    <EmailLayout
      preview={`Invoice ${p.invoiceNumber}: ${p.amount}`}
      heading={`Invoice ${p.invoiceNumber} for ${p.subscriptionName}`}
      storeName={p.storeName}
      footer={`You get this e-mail because you subscribe to ${p.subscriptionName} at ${p.storeName}.`}
    >
      <Text style={paragraph}>Hello {p.memberName},</Text>
      <Text style={paragraph}>
        Here is your invoice for {p.periodStart} to {p.periodEnd}.{" "}
        {p.paid ? "It is paid: there is nothing for you to do." : "It is not paid yet: see your subscription to pay it."}
      </Text>
      <TextOnly lines={[...p.lines.map((line) => `${line.description}: ${line.amount}`), `Total: ${p.amount}`]} />
      <HtmlOnly>
        <Section style={{ borderTop: `1px solid ${colors.rule}` }}>
          {p.lines.map((line, i) => (
            <Row key={i}>
              <Column>
                <Text style={{ ...paragraph, margin: "8px 0 0" }}>{line.description}</Text>
              </Column>
              <Column align="right" style={{ width: "140px" }}>
                <Text style={{ ...paragraph, margin: "8px 0 0" }}>{line.amount}</Text>
              </Column>
            </Row>
          ))}
          <Row style={{ borderTop: `2px solid ${colors.ink}`, marginTop: "8px" }}>
            <Column>
              <Text style={{ ...paragraph, fontWeight: 700, margin: "8px 0 0" }}>Total</Text>
            </Column>
            <Column align="right" style={{ width: "140px" }}>
              <Text style={{ ...paragraph, fontWeight: 700, margin: "8px 0 0" }}>{p.amount}</Text>
            </Column>
          </Row>
        </Section>
      </HtmlOnly>
      <Text style={{ ...paragraph, marginTop: "16px" }}>
        <Link href={p.subscriptionUrl} style={link}>
          See your subscription
        </Link>
      </Text>
    </EmailLayout>
  );
}
