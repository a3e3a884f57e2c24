// The e-mail outbox (docs/email.md): written with the change it tells of, sent over a real SMTP server on
// localhost, retried with backoff, never sent twice by overlapping senders, and resent as the same message
// (same Message-ID) when a sender died between the SMTP server's acceptance and the mark.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/storage/db";
import { emailOutbox } from "@/lib/storage/schema";
import { setClockOffset } from "@/lib/commerce/clock";
import { claimDue, deliverDue, enqueueEmail, LEASE_MS } from "@/lib/commerce/email/outbox";
import type { OutboxMessage } from "@/lib/commerce/email/messages";
import { smtpSender, smtpTransport } from "@/lib/email/smtp";
import { startSmtpInbox, type SmtpInbox } from "../support/smtp-inbox";

let inbox: SmtpInbox;
let send: ReturnType<typeof smtpSender>;

const reset = (n: number): OutboxMessage<"password_reset"> => ({
  kind: "password_reset",
  to: `reader${n}@example.com`,
  sendKey: `test:${n}:${Math.random()}`,
  payload: { memberName: "Ada", resetUrl: `https://shop.example/account/reset-password?token=t${n}`, expiresAt: "2026-01-01T00:00:00Z", validMinutes: 60, storeName: "Cartwright" },
});

const rowOf = async (sendKey: string) => (await (await getDb()).select().from(emailOutbox).where(eq(emailOutbox.sendKey, sendKey)))[0];

beforeAll(async () => {
  inbox = await startSmtpInbox();
  send = smtpSender(smtpTransport(inbox.url), "Cartwright <shop@cartwright.test>");
});
afterAll(async () => {
  setClockOffset(0);
  await inbox.close();
});
beforeEach(async () => {
  setClockOffset(0);
  inbox.messages.length = 0;
  // Earlier tests' messages are all sent or failed; nothing due is left over.
  await (await getDb()).update(emailOutbox).set({ status: "sent" }).where(eq(emailOutbox.status, "pending"));
});

describe("the e-mail outbox", () => {
  it("keeps one message per send key, and none from a change that rolled back", async () => {
    const db = await getDb();
    const message = reset(1);
    await enqueueEmail(db, message);
    await enqueueEmail(db, { ...message, to: "someone-else@example.com" });
    const rows = await db.select().from(emailOutbox).where(eq(emailOutbox.sendKey, message.sendKey));
    expect(rows.map((r) => r.recipient)).toEqual(["reader1@example.com"]);

    const undone = reset(2);
    await expect(
      db.transaction(async (tx) => {
        await enqueueEmail(tx, undone);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await rowOf(undone.sendKey)).toBeUndefined();
  });

  it("sends a message over SMTP with HTML and text parts, once", async () => {
    const db = await getDb();
    const message = reset(3);
    await enqueueEmail(db, message);
    expect(await deliverDue(send)).toMatchObject({ sent: 1, retrying: 0, failed: 0 });
    expect(await deliverDue(send)).toMatchObject({ sent: 0 });
    expect(inbox.messages).toHaveLength(1);
    const [mail] = inbox.messages;
    expect(mail.subject).toBe("Choose a new password for Cartwright");
    expect(mail.to && "text" in mail.to ? mail.to.text : "").toBe("reader3@example.com");
    expect(mail.text).toContain("https://shop.example/account/reset-password?token=t3");
    expect(mail.html).toContain('href="https://shop.example/account/reset-password?token=t3"');
    expect(mail.html).toContain('lang="en"');
    const row = await rowOf(message.sendKey);
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("retries a refused message after the backoff, and sends it once", async () => {
    const db = await getDb();
    const message = reset(4);
    await enqueueEmail(db, message);
    inbox.refuse(451);
    expect(await deliverDue(send)).toMatchObject({ sent: 0, retrying: 1, failures: ["SMTP 451"] });
    expect(await rowOf(message.sendKey)).toMatchObject({ status: "pending", attempts: 1, lastError: "SMTP 451" });
    // Not due before its backoff (30 s after the first failure).
    expect(await deliverDue(send)).toMatchObject({ sent: 0, retrying: 0 });
    setClockOffset(31_000);
    expect(await deliverDue(send)).toMatchObject({ sent: 1 });
    expect(await deliverDue(send)).toMatchObject({ sent: 0 });
    expect(inbox.messages).toHaveLength(1);
    expect(await rowOf(message.sendKey)).toMatchObject({ status: "sent", attempts: 2, lastError: "" });
  });

  it("gives up on a permanent refusal at once", async () => {
    const db = await getDb();
    const message = reset(5);
    await enqueueEmail(db, message);
    inbox.refuse(550);
    expect(await deliverDue(send)).toMatchObject({ sent: 0, failed: 1 });
    setClockOffset(7 * 3600_000);
    expect(await deliverDue(send)).toMatchObject({ sent: 0, failed: 0 });
    expect(await rowOf(message.sendKey)).toMatchObject({ status: "failed", attempts: 1, lastError: "SMTP 550" });
    expect(inbox.messages).toHaveLength(0);
  });

  it("gives each message to one of two overlapping senders", async () => {
    const db = await getDb();
    const messages = [reset(6), reset(7), reset(8)];
    for (const m of messages) await enqueueEmail(db, m);
    const [a, b] = await Promise.all([deliverDue(send), deliverDue(send)]);
    expect(a.sent + b.sent).toBe(3);
    expect(inbox.messages.map((m) => m.subject)).toHaveLength(3);
    expect(new Set(inbox.messages.map((m) => m.messageId)).size).toBe(3);
  });

  it("after a crash between sending and marking, sends the same message again once its lease is over", async () => {
    const db = await getDb();
    const message = reset(9);
    await enqueueEmail(db, message);
    // A sender claims it, the SMTP server accepts it, and the process dies before marking it sent.
    const [claimed] = await claimDue();
    await send(claimed);
    expect(inbox.messages).toHaveLength(1);
    // While its lease holds, no other sender takes it.
    expect(await deliverDue(send)).toMatchObject({ sent: 0 });
    setClockOffset(LEASE_MS + 1000);
    expect(await deliverDue(send)).toMatchObject({ sent: 1 });
    expect(await deliverDue(send)).toMatchObject({ sent: 0 });
    // Sent again as the one message: the same Message-ID, which mail systems keep once.
    expect(inbox.messages).toHaveLength(2);
    expect(inbox.messages[1].messageId).toBe(inbox.messages[0].messageId);
    expect(await rowOf(message.sendKey)).toMatchObject({ status: "sent", attempts: 2 });
  });
});
