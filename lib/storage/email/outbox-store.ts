// The outbox store: the e-mail outbox's rows, as the e-mail domain (lib/commerce/email) writes, claims and marks
// them (docs/email.md). A message is written on the transaction of the change it tells of (the executor the
// domain passes through); claiming holds rows with a lease, so any number of senders may run at once.
import { and, asc, count, desc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { getDb, type Executor } from "../db";
import { compiledTableRead, type BatchedRead } from "../batched-read";
import { emailOutbox, products } from "../schema";
import type { OutboxRow } from "../orders/rows";
import type { BundleComponent, CustomInputDefinition } from "../schema";

export type { OutboxRow };
export type OrderMessageRow = Pick<OutboxRow, "id" | "kind" | "recipient" | "status" | "createdAt" | "sentAt">;
export type NewOutboxRow = Pick<OutboxRow, "sendKey" | "kind" | "recipient" | "payload" | "nextAttemptAt">;

/** What an order e-mail names of a product: its name, its custom inputs' and bundle components' names. */
export type MessageProduct = { id: string; name: string; customInputs: Record<string, CustomInputDefinition> | null; components: Record<string, BundleComponent> | null };

export type OutboxStore = {
  /** Writes a message on `executor`; a send key already there is left as it is. */
  enqueue(executor: Executor, row: NewOutboxRow): Promise<void>;
  /** Claims up to `limit` pending messages due at `at` and not leased: each leased until `leaseUntil`, its attempt counted. */
  claimDue(at: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]>;
  markSent(id: string, at: Date): Promise<void>;
  /** A failed attempt: pending again from `nextAttemptAt`, or failed. */
  markFailed(id: string, change: { status: "pending" | "failed"; nextAttemptAt: Date; lastError: string }): Promise<void>;
  /** Newest first. */
  list(page: { limit: number; offset: number }): Promise<{ rows: OutboxRow[]; total: number }>;
  find(id: string): Promise<OutboxRow | undefined>;
  /** The messages about one order (their payload names it), oldest first, at most `limit` (email_outbox_order_idx). */
  forOrder(orderId: string, limit: number): Promise<OrderMessageRow[]>;
  /** Products by id (for the lines of an order's e-mails), as a read to send with others (batched-read.ts). */
  messageProductsRead(ids: string[]): BatchedRead<MessageProduct[]>;
};

// An empty list reads nothing: = any('{}') keeps no row.
const messageProductsRead = compiledTableRead(products, sql`${products.id} = any(${sql.placeholder("ids")}::uuid[])`, (rows): MessageProduct[] =>
  rows.map(({ id, name, customInputs, components }) => ({ id, name, customInputs, components })),
);

export const outboxStore: OutboxStore = {
  async enqueue(executor, row) {
    await executor.insert(emailOutbox).values(row).onConflictDoNothing({ target: emailOutbox.sendKey });
  },

  async claimDue(at, leaseUntil, limit) {
    const db = await getDb();
    const due = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, at), or(isNull(emailOutbox.leaseUntil), lt(emailOutbox.leaseUntil, at))))
      .orderBy(asc(emailOutbox.nextAttemptAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    return db
      .update(emailOutbox)
      .set({ leaseUntil, attempts: sql`${emailOutbox.attempts} + 1` })
      .where(and(inArray(emailOutbox.id, due), eq(emailOutbox.status, "pending")))
      .returning();
  },

  async markSent(id, at) {
    await (await getDb()).update(emailOutbox).set({ status: "sent", sentAt: at, leaseUntil: null, lastError: "" }).where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "pending")));
  },

  async markFailed(id, change) {
    await (await getDb())
      .update(emailOutbox)
      .set({ ...change, leaseUntil: null })
      .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "pending")));
  },

  async list(page) {
    const db = await getDb();
    const rows = await db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id)).limit(page.limit).offset(page.offset);
    const [{ total }] = await db.select({ total: count() }).from(emailOutbox);
    return { rows, total };
  },

  async find(id) {
    const [row] = await (await getDb()).select().from(emailOutbox).where(eq(emailOutbox.id, id));
    return row;
  },

  async forOrder(orderId, limit) {
    return (await getDb())
      .select({ id: emailOutbox.id, kind: emailOutbox.kind, recipient: emailOutbox.recipient, status: emailOutbox.status, createdAt: emailOutbox.createdAt, sentAt: emailOutbox.sentAt })
      .from(emailOutbox)
      .where(sql`(${emailOutbox.payload}->>'orderId') = ${orderId}`)
      .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id))
      .limit(limit);
  },

  messageProductsRead: (ids) =>
messageProductsRead({ ids }),
};
