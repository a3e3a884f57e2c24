// What /admin/emails reads: the outbox, newest first, a page at a time, and one message; the words for its
// kinds and states.
import type { EmailKind } from "./messages";
import { listOutbox, outboxMessage, type OutboxRow } from "./outbox";

export const OUTBOX_PAGE_SIZE = 25;

export async function adminOutboxPage(page: number): Promise<{ rows: OutboxRow[]; total: number; pages: number }> {
  const { rows, total } = await listOutbox({ limit: OUTBOX_PAGE_SIZE, offset: (page - 1) * OUTBOX_PAGE_SIZE });
  return { rows, total, pages: Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE)) };
}

export async function adminOutboxMessage(id: string): Promise<OutboxRow | undefined> {
  return outboxMessage(id);
}

const KIND_WORDS: Record<EmailKind, string> = {
  order_confirmation: "Order confirmation",
  shipping_notice: "Shipping notice",
  refund_notice: "Refund notice",
  order_cancelled: "Order cancelled",
  payment_received: "Payment received",
  password_reset: "Password reset",
  subscription_invoice: "Subscription invoice",
  account_sign_up: "Sign-up",
  email_verification: "E-mail verification",
  staff_invitation: "Staff invitation",
  staff_password_reset: "Staff password reset",
};

export const emailKindWords = (kind: string): string => KIND_WORDS[kind as EmailKind] ?? kind;

/** A message's state as an administrator reads it. */
export function emailStateWords(row: Pick<OutboxRow, "status" | "attempts" | "lastError">, sending: boolean): string {
  if (row.status === "sent") return "Sent";
  if (row.status === "failed") return `Not sent: gave up after ${row.attempts} ${row.attempts === 1 ? "attempt" : "attempts"} (${row.lastError})`;
  if (!sending) return "Waiting: e-mail is not sent until SMTP_URL is set";
  return row.attempts === 0 ? "Waiting to be sent" : `Waiting to be tried again (${row.attempts} ${row.attempts === 1 ? "attempt" : "attempts"}: ${row.lastError})`;
}

/** The links that are the reader's alone once the store sends e-mail, by kind: the payload field holding each. */
const WITHHELD_LINKS: Partial<Record<string, string>> = {
  password_reset: "resetUrl",
  email_verification: "verifyUrl",
  staff_password_reset: "resetUrl",
  staff_invitation: "invitationUrl",
};
/** Links that make their holder staff: never shown to a reader who is not an owner. */
const STAFF_LINK_KINDS: ReadonlySet<string> = new Set(["staff_invitation", "staff_password_reset"]);

/**
 * A message as an administrator may read it. A password reset's link signs its holder in as the member, an e-mail
 * verification's proves the mailbox is the member's (it opens the guest orders of the e-mail to the account), and a
 * staff invitation's or staff reset's makes its holder a staff member (an owner, for an owner's invitation): once the
 * store sends e-mail such a link is the reader's alone, and the administrator sees it withheld. Without SMTP_URL the
 * outbox is the only way to it (a store being tried out), and it is shown, but a staff link only to an owner: staff
 * read the outbox too, and must not make themselves owners (docs/email.md).
 */
export function asAdministratorSees<Row extends Pick<OutboxRow, "kind" | "payload">>(row: Row, sending: boolean, readerIsOwner: boolean): Row {
  const field = WITHHELD_LINKS[row.kind];
  if (!field || (!sending && (readerIsOwner || !STAFF_LINK_KINDS.has(row.kind)))) return row;
  const link = String((row.payload as Record<string, unknown>)[field] ?? "");
  const withheld = link.replace(/([?&]token=)[^&#]*/, "$1withheld").replace(/(\/admin\/invitation\/)[^/?#]*/, "$1withheld");
  return { ...row, payload: { ...row.payload, [field]: withheld } };
}
