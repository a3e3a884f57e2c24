// The e-mail outbox (docs/email.md). A message is written with `enqueueEmail` on the transaction of the change it
// tells of (an order paid, shipped, refunded; a reset asked for; an invoice made), so it exists exactly when that
// change does. Its send key names it: enqueueing the same key again does nothing.
//
// `deliverDue` sends what is due. It claims rows with a lease (FOR UPDATE SKIP LOCKED, then `lease_until`), so
// any number of servers may run it at once and each message goes to one of them; it marks a message sent after
// the SMTP server accepted it, or schedules the next attempt (retry-backoff.ts). A sender that dies between the
// SMTP server's acceptance and the mark leaves the row leased; when the lease runs out the message is sent again
// with the same Message-ID (made from its send key), which mail systems treat as the one message.
import { createHash } from "node:crypto";
import type { Executor } from "@/lib/storage/db";
import { outboxStore, type NewOutboxRow, type OutboxRow } from "@/lib/storage/email/outbox-store";
import { now } from "../clock";
import type { EmailKind, OutboxMessage } from "./messages";
import { isPermanentFailure, retryDelayMs } from "./retry-backoff";

export type { OutboxRow };

/** A message as the outbox's row: due now. */
export const outboxRow = <K extends EmailKind>(message: OutboxMessage<K>): NewOutboxRow => ({
  sendKey: message.sendKey,
  kind: message.kind,
  recipient: message.to,
  payload: message.payload as Record<string, unknown>,
  nextAttemptAt: now(),
});

/** Writes a message to the outbox on `tx` (the change's own transaction); a send key already there is left as it is. */
export async function enqueueEmail<K extends EmailKind>(tx: Executor, message: OutboxMessage<K>): Promise<void> {
  await outboxStore.enqueue(tx, outboxRow(message));
}

/** The Message-ID of a message: the same for every attempt to send it. */
export function messageIdFor(sendKey: string, domain: string): string {
  return `<${createHash("sha256").update(sendKey).digest("hex").slice(0, 32)}@${domain}>`;
}

/** How long a claimed message is held by its sender before another may take it. */
export const LEASE_MS = 5 * 60_000;

/** Claims up to `limit` due messages for this sender: each is held for `LEASE_MS` and its attempt counted. */
export async function claimDue(limit = 20): Promise<OutboxRow[]> {
  const at = now();
  return outboxStore.claimDue(at, new Date(at.getTime() + LEASE_MS), limit);
}

/** What is kept of a failure: its SMTP reply code or error code, never the message's content or the server's address. */
function failureWords(error: unknown): string {
  const e = error as { responseCode?: unknown; code?: unknown; name?: unknown } | undefined;
  if (typeof e?.responseCode === "number") return `SMTP ${e.responseCode}`;
  if (typeof e?.code === "string") return e.code;
  return typeof e?.name === "string" ? e.name : "Error";
}

/** Records a failed attempt: the next one after the backoff, or `failed` when there is none. */
async function markFailed(row: OutboxRow, error: unknown): Promise<"retry" | "failed"> {
  const delay = retryDelayMs(row.attempts, isPermanentFailure(error));
  await outboxStore.markFailed(row.id, {
    status: delay === undefined ? "failed" : "pending",
    nextAttemptAt: new Date(now().getTime() + (delay ?? 0)),
    lastError: failureWords(error),
  });
  return delay === undefined ? "failed" : "retry";
}

export type DeliveryReport = { sent: number; retrying: number; failed: number; failures: string[] };

/** Sends every due message once with `send` (which resolves when the SMTP server accepted it). */
export async function deliverDue(send: (row: OutboxRow) => Promise<void>, limit = 20): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0, failures: [] };
  for (const row of await claimDue(limit)) {
    try {
      await send(row);
    } catch (error) {
      const outcome = await markFailed(row, error);
      report[outcome === "retry" ? "retrying" : "failed"] += 1;
      report.failures.push(failureWords(error));
      continue;
    }
    await outboxStore.markSent(row.id, now());
    report.sent += 1;
  }
  return report;
}

/** The outbox for administrators, newest first. */
export async function listOutbox(page: { limit: number; offset: number }): Promise<{ rows: OutboxRow[]; total: number }> {
  return outboxStore.list(page);
}

export async function outboxMessage(id: string): Promise<OutboxRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  return outboxStore.find(id.toLowerCase());
}
