// The store's e-mail sender (docs/email.md, docs/admin.md "Dashboard and settings"): the sender stored in the
// admin's store settings is the From of the next message sent over SMTP; cleared, the environment's EMAIL_FROM is.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/storage/db";
import { deliverDue, enqueueEmail } from "@/lib/commerce/email/outbox";
import type { OutboxMessage } from "@/lib/commerce/email/messages";
import { emailSenderSchema, readEmailSender, updateEmailSender } from "@/lib/commerce/settings/email-sender";
import { smtpSender, smtpTransport } from "@/lib/email/smtp";
import { startSmtpInbox, type SmtpInbox } from "../support/smtp-inbox";

let inbox: SmtpInbox;
const environment = process.env.EMAIL_FROM;

const reset = (n: number): OutboxMessage<"password_reset"> => ({
  kind: "password_reset",
  to: `sender${n}@example.com`,
  sendKey: `sender-test:${n}:${Math.random()}`,
  payload: { memberName: "Ada", resetUrl: `https://shop.example/account/reset-password?token=s${n}`, expiresAt: "2026-01-01T00:00:00Z", validMinutes: 60, storeName: "Cartwright" },
});

beforeAll(async () => {
  inbox = await startSmtpInbox();
  process.env.EMAIL_FROM = "Environment Shop <env@shop.example>";
});
afterAll(async () => {
  process.env.EMAIL_FROM = environment;
  await updateEmailSender({ sender_name: "", sender_address: "" });
  await inbox.close();
});

/** Sends one message with the server's sender (the store's From as it is now); the From header and Message-ID it went with. */
async function sendOne(n: number) {
  inbox.messages.length = 0;
  await enqueueEmail(await getDb(), reset(n));
  expect(await deliverDue(smtpSender(smtpTransport(inbox.url)))).toMatchObject({ sent: 1 });
  const [mail] = inbox.messages;
  return { from: mail.from?.text, messageId: mail.messageId };
}

describe("the e-mail sender", () => {
  it("is the environment's until one is stored, then the stored one, and the environment's again when cleared", async () => {
    expect(await readEmailSender()).toEqual({ name: "", address: "", stored: false, from: "Environment Shop <env@shop.example>" });
    expect((await sendOne(1)).from).toBe('"Environment Shop" <env@shop.example>');

    const saved = await updateEmailSender(emailSenderSchema.parse({ sender_name: "Smith, Jones & Co.", sender_address: "hello@corner.example" }));
    expect(saved).toEqual({ name: "Smith, Jones & Co.", address: "hello@corner.example", stored: true, from: '"Smith, Jones & Co." <hello@corner.example>' });
    const sent = await sendOne(2);
    expect(sent.from).toBe('"Smith, Jones & Co." <hello@corner.example>');
    expect(sent.messageId).toMatch(/@corner\.example>$/);

    expect(await updateEmailSender({ sender_name: "", sender_address: "" })).toMatchObject({ stored: false, from: "Environment Shop <env@shop.example>" });
    expect((await sendOne(3)).from).toBe('"Environment Shop" <env@shop.example>');
  });
});
