// An outbox message as its reader gets it: subject, HTML and plain text, both parts rendered from the one React
// tree of its template (emails/). Used by the SMTP sender and by /admin/emails.
import { render } from "@react-email/render";
import type { ReactElement } from "react";
import type { EmailKind, EmailPayloads } from "@/lib/commerce/email/messages";
import { AccountSignUpEmail, accountSignUpSubject } from "@/emails/account-sign-up";
import { EmailVerificationEmail, emailVerificationSubject } from "@/emails/email-verification";
import { OrderConfirmationEmail, orderConfirmationSubject } from "@/emails/order-confirmation";
import { PasswordResetEmail, passwordResetSubject } from "@/emails/password-reset";
import { RefundNoticeEmail, refundNoticeSubject } from "@/emails/refund-notice";
import { OrderCancelledEmail, orderCancelledSubject } from "@/emails/order-cancelled";
import { PaymentReceivedEmail, paymentReceivedSubject } from "@/emails/payment-received";
import { ShippingNoticeEmail, shippingNoticeSubject } from "@/emails/shipping-notice";
import { StaffInvitationEmail, staffInvitationSubject } from "@/emails/staff-invitation";
import { StaffPasswordResetEmail, staffPasswordResetSubject } from "@/emails/staff-password-reset";
import { SubscriptionInvoiceEmail, subscriptionInvoiceSubject } from "@/emails/subscription-invoice";

export type RenderedEmail = { subject: string; html: string; text: string };

type Template<K extends EmailKind> = { subject: (p: EmailPayloads[K]) => string; body: (p: EmailPayloads[K]) => ReactElement };

const templates: { [K in EmailKind]: Template<K> } = {
  order_confirmation: { subject: orderConfirmationSubject, body: (p) => <OrderConfirmationEmail {...p} /> },
  shipping_notice: { subject: shippingNoticeSubject, body: (p) => <ShippingNoticeEmail {...p} /> },
  refund_notice: { subject: refundNoticeSubject, body: (p) => <RefundNoticeEmail {...p} /> },
  order_cancelled: { subject: orderCancelledSubject, body: (p) => <OrderCancelledEmail {...p} /> },
  payment_received: { subject: paymentReceivedSubject, body: (p) => <PaymentReceivedEmail {...p} /> },
  password_reset: { subject: passwordResetSubject, body: (p) => <PasswordResetEmail {...p} /> },
  subscription_invoice: { subject: subscriptionInvoiceSubject, body: (p) => <SubscriptionInvoiceEmail {...p} /> },
  account_sign_up: { subject: accountSignUpSubject, body: (p) => <AccountSignUpEmail {...p} /> },
  email_verification: { subject: emailVerificationSubject, body: (p) => <EmailVerificationEmail {...p} /> },
  staff_invitation: { subject: staffInvitationSubject, body: (p) => <StaffInvitationEmail {...p} /> },
  staff_password_reset: { subject: staffPasswordResetSubject, body: (p) => <StaffPasswordResetEmail {...p} /> },
};

export function isEmailKind(kind: string): kind is EmailKind {
  return Object.hasOwn(templates, kind);
}

export async function renderEmail<K extends EmailKind>(kind: K, payload: EmailPayloads[K]): Promise<RenderedEmail> {
  const template = templates[kind] as Template<K>;
  const element = template.body(payload);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: template.subject(payload), html, text };
}

/** An outbox row's message; undefined for a kind this version does not know. */
export async function renderOutboxRow(row: { kind: string; payload: unknown }): Promise<RenderedEmail | undefined> {
  if (!isEmailKind(row.kind)) return undefined;
  return renderEmail(row.kind, row.payload as EmailPayloads[typeof row.kind]);
}
