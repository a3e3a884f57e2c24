// The dunning-rule store: how the subscriptions domain reads and writes EP's dunning rules. The store keeps one
// default: a rule saved as the default takes the place of the one before, in the same transaction. The domain
// sees rows (rows.ts), never SQL.
import { and, asc, count, desc, eq, ne } from "drizzle-orm";
import { getDb, readTogether, type Executor } from "../db";
import { subscriptionDunningRules } from "../schema";
import type { DunningRuleRow, NewDunningRuleRow, RowPage } from "./rows";

export type DunningRuleValues = Omit<NewDunningRuleRow, "id" | "owner" | "createdAt">;

export type DunningRuleStore = {
  list(page: RowPage): Promise<{ rows: DunningRuleRow[]; total: number }>;
  find(id: string): Promise<DunningRuleRow | undefined>;
  insert(values: DunningRuleValues & { createdAt: Date }): Promise<DunningRuleRow>;
  /** Locks the rule, asks `decide` for its new values (it may throw), writes them. Undefined: no such rule. */
  update(id: string, decide: (row: DunningRuleRow) => DunningRuleValues): Promise<DunningRuleRow | undefined>;
  /** Whether there was one to delete. */
  delete(id: string): Promise<boolean>;
};

/** The rule about to be the default: no other one is any more. */
async function clearDefault(tx: Executor, except?: string) {
  const isDefault = eq(subscriptionDunningRules.isDefault, true);
  await tx
    .update(subscriptionDunningRules)
    .set({ isDefault: false })
    .where(except ? and(isDefault, ne(subscriptionDunningRules.id, except)) : isDefault);
}

export const sqlDunningRuleStore: DunningRuleStore = {
  async list(page) {
    const db = await getDb();
    const [rows, [{ total }]] = await readTogether(
      db,
      () =>
        db
          .select()
          .from(subscriptionDunningRules)
          .orderBy(desc(subscriptionDunningRules.createdAt), asc(subscriptionDunningRules.id))
          .limit(page.limit)
          .offset(page.offset),
      () => db.select({ total: count() }).from(subscriptionDunningRules),
    );
    return { rows, total };
  },

  async find(id) {
    const db = await getDb();
    const [row] = await db.select().from(subscriptionDunningRules).where(eq(subscriptionDunningRules.id, id));
    return row;
  },

  async insert(values) {
    const db = await getDb();
    return db.transaction(async (tx) => {
      if (values.isDefault) await clearDefault(tx);
      const [row] = await tx.insert(subscriptionDunningRules).values(values).returning();
      return row;
    });
  },

  async update(id, decide) {
    const db = await getDb();
    return db.transaction(async (tx) => {
      const [locked] = await tx.select().from(subscriptionDunningRules).where(eq(subscriptionDunningRules.id, id)).for("update");
      if (!locked) return undefined;
      const values = decide(locked);
      if (values.isDefault) await clearDefault(tx, id);
      const [row] = await tx.update(subscriptionDunningRules).set(values).where(eq(subscriptionDunningRules.id, id)).returning();
      return row;
    });
  },

  async delete(id) {
    const db = await getDb();
    const deleted = await db.delete(subscriptionDunningRules).where(eq(subscriptionDunningRules.id, id)).returning({ id: subscriptionDunningRules.id });
    return deleted.length > 0;
  },
};

export const dunningRuleStore = (): DunningRuleStore => sqlDunningRuleStore;
