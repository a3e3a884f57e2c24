// An order's timeline (the admin order page, docs/admin.md "Orders"): everything that happened to it, newest first,
// each with its time: placed; its payments and refunds (the ledger's words, ledger-words.ts); shipped; cancelled; each
// e-mail written for it (the outbox rows whose payload names the order); and every change an administrator made and
// every internal note, naming the person (the activity log). `timelineOf` merges and words them (pure); `orderTimeline`
// reads the sources.
import { activityOf, type ActivityEntry } from "../activity/activity";
import { emailKindWords } from "../email/admin-outbox";
import { outboxStore, type OrderMessageRow } from "@/lib/storage/email/outbox-store";
import type { LedgerRow } from "./ledger-words";

export type TimelineEntry = {
  id: string;
  kind: "placed" | "payment" | "refund" | "shipped" | "cancelled" | "email" | "change" | "note";
  at: Date;
  text: string;
  /** Who did it: the staff member or "API" (activity log entries only). */
  actor?: string;
};

export type TimelineSources = {
  order: {
    id: string;
    createdAt: Date;
    updatedAt: Date;
    status: string;
    shipping: string;
    shipment?: { carrier: string; tracking_number: string; shipped_at: string } | null;
  };
  ledger: readonly LedgerRow[];
  emails: readonly OrderMessageRow[];
  activity: readonly ActivityEntry[];
};

/** At most this many e-mails and activity entries are read per order (a busy order's page stays cheap). */
export const TIMELINE_READ_LIMIT = 200;

// What happens together is listed in the order it happens: the change, its record, the e-mail it called for.
const RANK: Record<TimelineEntry["kind"], number> = { placed: 0, payment: 1, refund: 1, shipped: 1, cancelled: 1, change: 2, note: 2, email: 3 };

function emailText(message: OrderMessageRow): string {
  const what = `E-mail “${emailKindWords(message.kind)}”`;
  if (message.status === "sent") return `${what} sent to ${message.recipient}`;
  if (message.status === "failed") return `${what} to ${message.recipient} could not be sent`;
  return `${what} to ${message.recipient} waiting to be sent`;
}

/** The timeline's entries, newest first. A shipping or cancellation an administrator made is told once, by their entry. */
export function timelineOf({ order, ledger, emails, activity }: TimelineSources): TimelineEntry[] {
  const logged = new Set(activity.map((a) => a.action));
  const entries: TimelineEntry[] = [{ id: `placed-${order.id}`, kind: "placed", at: order.createdAt, text: "Order placed" }];
  for (const row of ledger) entries.push({ id: row.id, kind: row.kind === "refund" ? "refund" : "payment", at: row.at, text: row.detail ? `${row.text} · ${row.detail}` : row.text });
  if (order.shipping === "fulfilled" && order.shipment && !logged.has("order_shipped")) {
    const { carrier, tracking_number, shipped_at } = order.shipment;
    entries.push({ id: `shipped-${order.id}`, kind: "shipped", at: new Date(shipped_at), text: `Shipped by ${carrier}, tracking ${tracking_number}` });
  }
  if (order.status === "cancelled" && !logged.has("order_cancelled")) {
    // Not an administrator's: the order lapsed unpaid, and its cancellation e-mail was written with it.
    const told = emails.find((m) => m.kind === "order_cancelled");
    entries.push({ id: `cancelled-${order.id}`, kind: "cancelled", at: told?.createdAt ?? order.updatedAt, text: told ? "Cancelled: it was not paid in time" : "Cancelled" });
  }
  for (const message of emails) entries.push({ id: message.id, kind: "email", at: message.sentAt ?? message.createdAt, text: emailText(message) });
  for (const a of activity) entries.push({ id: a.id, kind: a.action === "note_added" ? "note" : "change", at: a.at, text: a.summary, actor: a.actor });
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.at.getTime() - a.entry.at.getTime() || RANK[b.entry.kind] - RANK[a.entry.kind] || b.index - a.index)
    .map(({ entry }) => entry);
}

/** The order's timeline from its sources (the order and its ledger rows as the admin page has them already). */
export async function orderTimeline(order: TimelineSources["order"], ledger: readonly LedgerRow[]): Promise<TimelineEntry[]> {
  const [emails, activity] = await Promise.all([outboxStore.forOrder(order.id, TIMELINE_READ_LIMIT), activityOf({ type: "order", id: order.id }, TIMELINE_READ_LIMIT)]);
  return timelineOf({ order, ledger, emails, activity });
}
