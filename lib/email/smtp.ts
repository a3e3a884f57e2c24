// Delivering an outbox message over SMTP with nodemailer (docs/email.md). SMTP_URL says where
// (`smtp://user:password@host:587`, `smtps://…:465`); unset, nothing is sent and messages wait in the outbox for
// /admin/emails. Who from: the sender of the admin's store settings, else EMAIL_FROM, else the default
// (lib/commerce/settings/email-sender.ts), read for every message. The URL holds a password: never logged or shown.
import nodemailer, { type Transporter } from "nodemailer";
import type { OutboxRow } from "@/lib/commerce/email/outbox";
import { messageIdFor } from "@/lib/commerce/email/outbox";
import { currentEmailFrom } from "@/lib/commerce/settings/email-sender";
import { environmentFrom } from "@/lib/commerce/settings/email-from";
import { renderOutboxRow } from "./render";

export function smtpUrl(value = process.env.SMTP_URL): string | undefined {
  return value && value.trim() !== "" ? value.trim() : undefined;
}

/** The domain of the From address, for Message-IDs. */
export function fromDomain(from = environmentFrom()): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "cartwright.test";
}

/** A transport to SMTP_URL; connection, greeting and socket waits are bounded, so a hung server cannot hold a message's lease. */
export function smtpTransport(url: string): Transporter {
  return nodemailer.createTransport(url, { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 } as never);
}

/**
 * A sender for deliverDue: renders the row and hands it to the SMTP server, resolving when the server accepted it.
 * `from`: a fixed From header, or (the default) the store's sender as it is when each message is sent.
 */
export function smtpSender(transport: Transporter, from: string | (() => Promise<string>) = currentEmailFrom) {
  return async (row: OutboxRow) => {
    const sender = typeof from === "string" ? from : await from();
    const domain = fromDomain(sender);
    const rendered = await renderOutboxRow(row);
    // A kind this version cannot render is a permanent failure (a 5xx-like refusal), not something to retry.
    if (!rendered) throw Object.assign(new Error("unknown message kind"), { responseCode: 554 });
    await transport.sendMail({
      from: sender,
      to: row.recipient,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      messageId: messageIdFor(row.sendKey, domain),
      headers: { "X-Cartwright-Message": row.kind },
    });
  };
}
