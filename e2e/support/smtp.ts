// The SMTP server the browser tests' server sends to (scripts/e2e-server.mjs): on E2E_PORT + 25 (E2E_PORT + 1 is
// where specs start servers of their own).
import { startSmtpInbox } from "../../tests/support/smtp-inbox";

export const e2eSmtpPort = () => Number(process.env.E2E_PORT ?? 3100) + 25;
export const startE2eInbox = () => startSmtpInbox(e2eSmtpPort());

/** Who a message was sent to, as its To header says. */
export const recipient = (mail: { to?: unknown }) => (mail.to && typeof mail.to === "object" && "text" in mail.to ? String(mail.to.text) : "");
