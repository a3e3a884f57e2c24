// The back office's record of who did what (admin_activity; lib/commerce/activity/activity.ts decides what is
// written and in which words).
import { and, desc, eq } from "drizzle-orm";
import { getDb, type Executor } from "../db";
import { adminActivity } from "../schema";

export type ActivityRow = typeof adminActivity.$inferSelect;
export type NewActivityRow = Omit<typeof adminActivity.$inferInsert, "id">;

export type ActivityStore = {
  /** Writes one entry, inside the change's own transaction when one is given (so a change and its record land together). */
  append(row: NewActivityRow, executor?: Executor): Promise<ActivityRow>;
  /** A subject's latest `limit` entries, oldest first (an order's timeline reads these). */
  forSubject(subjectType: string, subjectId: string, limit: number): Promise<ActivityRow[]>;
};

const sqlActivityStore: ActivityStore = {
  async append(row, executor) {
    const [written] = await (executor ?? (await getDb())).insert(adminActivity).values(row).returning();
    return written!;
  },
  async forSubject(subjectType, subjectId, limit) {
    // The newest `limit`, turned oldest first: a long history shows its latest entries, never only its first.
    const newestFirst = await (await getDb())
      .select()
      .from(adminActivity)
      .where(and(eq(adminActivity.subjectType, subjectType), eq(adminActivity.subjectId, subjectId)))
      .orderBy(desc(adminActivity.at), desc(adminActivity.id))
      .limit(limit);
    return newestFirst.reverse();
  },
};

export function activityStore(): ActivityStore {
  return sqlActivityStore;
}
