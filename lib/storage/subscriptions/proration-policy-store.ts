// The proration-policy store: how the subscriptions domain reads and writes EP's proration policies. The domain
// sees rows (rows.ts), never SQL.
import { asc, count, desc, eq } from "drizzle-orm";
import { getDb, readTogether } from "../db";
import { subscriptionProrationPolicies as policies } from "../schema";
import type { NewProrationPolicyRow, ProrationPolicyRow, RowPage } from "./rows";

export type ProrationPolicyUpdate = Partial<Pick<ProrationPolicyRow, "name" | "rounding" | "externalRef" | "updatedAt">>;

export type ProrationPolicyStore = {
  /** A page of the policies, newest first, and how many there are. */
  list(page: RowPage): Promise<{ rows: ProrationPolicyRow[]; total: number }>;
  find(id: string): Promise<ProrationPolicyRow | undefined>;
  insert(values: NewProrationPolicyRow): Promise<ProrationPolicyRow>;
  /** The policy after the update; undefined when there is none. */
  update(id: string, values: ProrationPolicyUpdate): Promise<ProrationPolicyRow | undefined>;
  /** Whether there was one to delete. */
  delete(id: string): Promise<boolean>;
};

export const sqlProrationPolicyStore: ProrationPolicyStore = {
  async list(page) {
    const db = await getDb();
    const [rows, [{ total }]] = await readTogether(
      db,
      () => db.select().from(policies).orderBy(desc(policies.createdAt), asc(policies.id)).limit(page.limit).offset(page.offset),
      () => db.select({ total: count() }).from(policies),
    );
    return { rows, total };
  },

  async find(id) {
    const db = await getDb();
    const [row] = await db.select().from(policies).where(eq(policies.id, id));
    return row;
  },

  async insert(values) {
    const db = await getDb();
    const [row] = await db.insert(policies).values(values).returning();
    return row;
  },

  async update(id, values) {
    const db = await getDb();
    const [row] = await db.update(policies).set(values).where(eq(policies.id, id)).returning();
    return row;
  },

  async delete(id) {
    const db = await getDb();
    const deleted = await db.delete(policies).where(eq(policies.id, id)).returning({ id: policies.id });
    return deleted.length > 0;
  },
};

export const prorationPolicyStore = (): ProrationPolicyStore => sqlProrationPolicyStore;
