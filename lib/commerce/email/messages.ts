// What each e-mail the store sends says (docs/email.md): the payload an outbox row keeps, fixed when the change it
// tells of is committed, and the send key that names the message. Templates (emails/) render these; the domain
// never renders.

/** One line of an order as a message lists it: its name, quantity, total and what makes it the shopper's. */
export type MessageLine = {
  name: string;
  sku?: string;
  quantity: number;
  /** The line's total as the order shows it, formatted. */
  total?: string;
  /** Personalisation, labelled with the inputs' names (the engraving text). */
  inputs: { label: string; text: string }[];
  /** Bundle choices, named, with quantities. */
  choices: { component: string; options: { name: string; quantity: number }[] }[];
};

/** A row of an order's summary as a person reads it (goods, discount, shipping, tax, total). */
export type MessageSummaryRow = {
  label: string;
  amount: string;
  /** The total. */
  emphasis?: boolean;
  /** Tax inside the total ("Includes £7.20 VAT"), not added to it. */
  includedTax?: boolean;
};

type OrderFacts = {
  orderId: string;
  /** What a person reads and says: the order number when the store gives one, else a short form of the id. */
  orderReference: string;
  /** The order page's address, absolute. No name the shopper typed: a checkout's caller chooses it (docs/email.md). */
  orderUrl: string;
  storeName: string;
  /** The store's contact e-mail for questions (store details); absent or "" when none. */
  storeContact?: string;
};

export type OrderConfirmation = OrderFacts & {
  lines: MessageLine[];
  summary: MessageSummaryRow[];
  /** How the order is paid: paid already, or what is owed and how to pay it (the store's bank details, the reference). */
  payment: { paid: boolean; owed?: string; bankDetails?: string; reference?: string; subscriptionStartsOnPayment?: boolean };
  shippingAddress: string[];
};

export type ShippingNotice = OrderFacts & {
  lines: MessageLine[];
  carrier?: string;
  trackingNumber?: string;
  trackingUrl?: string;
  shippingAddress: string[];
};

export type RefundNotice = OrderFacts & {
  refunded: string;
  /** Everything refunded on the order so far, formatted, and whether that is all of it. */
  refundedInTotal: string;
  whole: boolean;
};

/**
 * A cancelled order: an unpaid one whose time to pay ran out (docs/orders.md "Orders that are not paid": `days`), or
 * one the store cancelled (`reason`, when its administrator gave one).
 */
export type OrderCancelled = OrderFacts & {
  lines: MessageLine[];
  /** What was owed, formatted. */
  owed: string;
  /** The days the store waits for a payment (the admin's setting when the order was cancelled), when it lapsed. */
  days?: number;
  /** Why the store cancelled it, in the administrator's words. */
  reason?: string;
};

/** The store received the order's payment (recorded by hand, or captured): the order is paid. */
export type PaymentReceived = OrderFacts & {
  /** What has been paid on the order, formatted. */
  paid: string;
  lines: MessageLine[];
};

export type PasswordReset = {
  memberName: string;
  /** The one-time link, absolute; it expires at `expiresAt`. */
  resetUrl: string;
  expiresAt: string;
  validMinutes: number;
  storeName: string;
};

/**
 * What a storefront sign-up tells the e-mail's owner (the page answers the same either way): their new account is
 * ready, or (`existing`) they have one already and how to get in.
 */
export type AccountSignUp = {
  memberName: string;
  existing: boolean;
  signInUrl: string;
  forgotPasswordUrl: string;
  storeName: string;
};

/**
 * A member's e-mail verification link (docs/email.md "E-mail verification"): once opened, the account also lists the
 * guest orders placed with the e-mail. No name: a sign-up's name is typed by whoever signs up, to any address.
 */
export type EmailVerification = {
  /** The one-time link, absolute; it expires at `expiresAt`. */
  verifyUrl: string;
  expiresAt: string;
  validHours: number;
  storeName: string;
};

export type SubscriptionInvoice = {
  memberName: string;
  invoiceNumber: number;
  subscriptionName: string;
  periodStart: string;
  periodEnd: string;
  amount: string;
  /** Paid already (with the subscription's saved payment), or still to pay. */
  paid: boolean;
  lines: { description: string; amount: string }[];
  subscriptionUrl: string;
  storeName: string;
};

/** An invitation to join the store's staff (lib/commerce/staff/staff-invitations.ts). */
export type StaffInvitation = {
  name: string;
  invitedBy: string;
  /** "Owner" or "Staff". */
  role: string;
  /** The one-time link, absolute; it expires at `expiresAt`. */
  invitationUrl: string;
  expiresAt: string;
  validDays: number;
  storeName: string;
};

/** A staff member's password reset (lib/commerce/staff/staff-password-reset.ts): the PasswordReset payload. */
export type StaffPasswordReset = PasswordReset;

export type EmailPayloads = {
  order_confirmation: OrderConfirmation;
  shipping_notice: ShippingNotice;
  refund_notice: RefundNotice;
  order_cancelled: OrderCancelled;
  payment_received: PaymentReceived;
  password_reset: PasswordReset;
  subscription_invoice: SubscriptionInvoice;
  account_sign_up: AccountSignUp;
  email_verification: EmailVerification;
  staff_invitation: StaffInvitation;
  staff_password_reset: StaffPasswordReset;
};

export type EmailKind = keyof EmailPayloads;

/** An outbox message: its kind, recipient, what it says, and its send key. */
export type OutboxMessage<K extends EmailKind = EmailKind> = { kind: K; to: string; sendKey: string; payload: EmailPayloads[K] };

/** The store's name in a message while its store details hold none (store-details.ts storeMailFacts). */
export const STORE_NAME = "Cartwright";
