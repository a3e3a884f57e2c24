// The SMTP server the browser tests' server sends to (scripts/e2e-server.mjs): on E2E_PORT + 25 (E2E_PORT + 1 is
// where specs start servers of their own).
import { test } from "@playwright/test";
import { startSmtpInbox, type SmtpInbox } from "../../tests/support/smtp-inbox";

export const e2eSmtpPort = () => Number(process.env.E2E_PORT ?? 3100) + 25;
export const startE2eInbox = () => startSmtpInbox(e2eSmtpPort());

/** A spec's inbox: started before its tests, closed after them; the getter gives it to a test. */
export function inboxForSpec(): () => SmtpInbox {
  let inbox: SmtpInbox | undefined;
  test.beforeAll(async () => {
    inbox = await startE2eInbox();
  });
  test.afterAll(async () => {
    await inbox?.close();
  });
  return () => inbox!;
}

/** Who a received message was sent to, as its To header says. */
export const mailRecipient = (mail: { to?: unknown }): string => (mail.to && typeof mail.to === "object" && "text" in mail.to ? String(mail.to.text) : "");
