import { Text } from "@react-email/components";
import type { RefundNotice } from "@/lib/commerce/email/messages";
import { OrderLink } from "./order-parts";
import { EmailLayout, paragraph } from "./layout";

export const refundNoticeSubject = (p: RefundNotice) => `A refund of ${p.refunded} for order ${p.orderReference}`;

export function RefundNoticeEmail(p: RefundNotice) {
  return (
    <EmailLayout
      preview={`We refunded ${p.refunded}`}
      heading={`We refunded ${p.refunded}`}
      storeName={p.storeName}
      contact={p.storeContact}
      footer={`You get this e-mail because you placed order ${p.orderReference} at ${p.storeName}.`}
    >
      <Text style={paragraph}>Hello,</Text>
      <Text style={paragraph}>
        We refunded {p.refunded} for order {p.orderReference} to the way you paid.{" "}
        {p.whole ? "The order is now refunded in full." : `Refunded on this order so far: ${p.refundedInTotal}.`}
      </Text>
      <Text style={paragraph}>Depending on your bank, it can take a few days to show.</Text>
      <OrderLink href={p.orderUrl} reference={p.orderReference} />
    </EmailLayout>
  );
}
