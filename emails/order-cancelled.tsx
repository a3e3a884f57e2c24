import { Text } from "@react-email/components";
import type { OrderCancelled } from "@/lib/commerce/email/messages";
import { EmailLayout, paragraph } from "./layout";
import { OrderLines, OrderLink } from "./order-parts";

export const orderCancelledSubject = (p: OrderCancelled) =>
  p.days !== undefined ? `Order ${p.orderReference} is cancelled: it was not paid` : `Order ${p.orderReference} is cancelled`;

export function OrderCancelledEmail(p: OrderCancelled) {
  const heading = `Order ${p.orderReference} is cancelled`;
  return (
    <EmailLayout
      preview={heading}
      heading={heading}
      storeName={p.storeName}
      contact={p.storeContact}
      footer={`You get this e-mail because order ${p.orderReference} was placed at ${p.storeName} with this address.`}
    >
      <Text style={paragraph}>Hello,</Text>
      {p.days !== undefined ? (
        <>
          <Text style={paragraph}>
            {`We did not receive the payment of ${p.owed} for order ${p.orderReference} within ${p.days} ${p.days === 1 ? "day" : "days"}, so we have cancelled it and put its items back on sale.`}
          </Text>
          <Text style={paragraph}>
            If you have just sent the money, reply to this e-mail and we will sort it out. If you still want these things, you are welcome to order them again.
          </Text>
        </>
      ) : (
        <>
          <Text style={paragraph}>{`We have cancelled order ${p.orderReference}.`}</Text>
          {p.reason ? <Text style={paragraph}>{`The reason: ${p.reason}`}</Text> : null}
          <Text style={paragraph}>
            If money was taken for it, you will get a separate e-mail when it is refunded. If you have a question, reply to this e-mail.
          </Text>
        </>
      )}
      <OrderLines lines={p.lines} />
      <OrderLink href={p.orderUrl} reference={p.orderReference} />
    </EmailLayout>
  );
}
