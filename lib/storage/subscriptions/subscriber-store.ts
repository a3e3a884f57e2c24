// The subscriber store: how the subscriptions domain reads and writes EP's subscribers. The domain sees rows
// (rows.ts), never SQL.
import { and, asc, count, desc, eq } from "drizzle-orm";
import { getDb, readTogether } from "../db";
import { subscriptionSubscribers } from "../schema";
import type { NewSubscriberRow, RowPage, SubscriberRow } from "./rows";

/** Which subscribers: every value given must equal the subscriber's. */
export type SubscriberWhere = { accountId?: string; name?: string; email?: string };

/** The columns an update may set. */
export type SubscriberUpdate = Partial<Pick<SubscriberRow, "name" | "email" | "paymentAuthority" | "updatedAt">>;

export type SubscriberStore = {
  /** A page of the subscribers `where` names, newest first, and how many there are. */
  list(where: SubscriberWhere, page: RowPage): Promise<{ rows: SubscriberRow[]; total: number }>;
  find(id: string): Promise<SubscriberRow | undefined>;
  insert(values: NewSubscriberRow): Promise<SubscriberRow>;
  /** The subscriber after the update; undefined when there is none. */
  update(id: string, values: SubscriberUpdate): Promise<SubscriberRow | undefined>;
  /** Whether there was one to delete. */
  delete(id: string): Promise<boolean>;
};

const conditions = (where: SubscriberWhere) =>
  and(
    where.accountId !== undefined ? eq(subscriptionSubscribers.accountId, where.accountId) : undefined,
    where.name !== undefined ? eq(subscriptionSubscribers.name, where.name) : undefined,
    where.email !== undefined ? eq(subscriptionSubscribers.email, where.email) : undefined,
  );

export const sqlSubscriberStore: SubscriberStore = {
  async list(where, page) {
    const db = await getDb();
    const [rows, [{ total }]] = await readTogether(
      db,
      () =>
        db
          .select()
          .from(subscriptionSubscribers)
          .where(conditions(where))
          .orderBy(desc(subscriptionSubscribers.createdAt), asc(subscriptionSubscribers.id))
          .limit(page.limit)
          .offset(page.offset),
      () => db.select({ total: count() }).from(subscriptionSubscribers).where(conditions(where)),
    );
    return { rows, total };
  },

  async find(id) {
    const db = await getDb();
    const [row] = await db.select().from(subscriptionSubscribers).where(eq(subscriptionSubscribers.id, id));
    return row;
  },

  async insert(values) {
    const db = await getDb();
    const [row] = await db.insert(subscriptionSubscribers).values(values).returning();
    return row;
  },

  async update(id, values) {
    const db = await getDb();
    const [row] = await db.update(subscriptionSubscribers).set(values).where(eq(subscriptionSubscribers.id, id)).returning();
    return row;
  },

  async delete(id) {
    const db = await getDb();
    const deleted = await db.delete(subscriptionSubscribers).where(eq(subscriptionSubscribers.id, id)).returning({ id: subscriptionSubscribers.id });
    return deleted.length > 0;
  },
};

export const subscriberStore = (): SubscriberStore => sqlSubscriberStore;
