// The SMTP server the browser tests' server sends to (scripts/e2e-server.mjs): on the port after E2E_PORT.
import { startSmtpInbox } from "../../tests/support/smtp-inbox";

export const e2eSmtpPort = () => Number(process.env.E2E_PORT ?? 3100) + 1;
export const startE2eInbox = () => startSmtpInbox(e2eSmtpPort());
