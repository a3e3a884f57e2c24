// The outbox's sender runs inside the server, like billing (billing-timer.ts, docs/email.md): with SMTP_URL set,
// every EMAIL_INTERVAL_SECONDS (10 by default; 0 turns it off) it sends what is due. Several servers may all run it:
// each message is claimed by one (outbox.ts). Without SMTP_URL nothing is sent: messages wait in the outbox, and
// /admin/emails shows them.
import { deliverDue } from "@/lib/commerce/email/outbox";
import { smtpSender, smtpTransport, smtpUrl } from "@/lib/email/smtp";
import { intervalMs, startIntervalJob, stopIntervalJob } from "./interval-job";
import { log } from "../logging/log";

export function emailIntervalMs(value = process.env.EMAIL_INTERVAL_SECONDS): number {
  return intervalMs(value, 10);
}

export function startEmailTimer(): void {
  const url = smtpUrl();
  if (!url) return;
  const send = smtpSender(smtpTransport(url));
  startIntervalJob("e-mail run", emailIntervalMs(), async () => {
    // Counts and error codes only: never a recipient, a link or the SMTP URL.
    const report = await deliverDue(send);
    if (report.sent) log("info", "e-mail sent", { sent: report.sent });
    if (report.retrying || report.failed) log("warn", "e-mail not sent", { retrying: report.retrying, failed: report.failed, errors: report.failures.join(",") });
  });
}

export function stopEmailTimer(): void {
  stopIntervalJob("e-mail run");
}
