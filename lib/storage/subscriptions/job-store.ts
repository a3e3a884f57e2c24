// The job store: the billing runs administrators asked for (EP's subscription_job), kept once finished. The domain
// sees rows (rows.ts), never SQL.
import { asc, count, desc, eq } from "drizzle-orm";
import { getDb, readTogether } from "../db";
import { subscriptionJobs } from "../schema";
import type { JobRow, NewJobRow, RowPage } from "./rows";

export type JobStore = {
  /** A page of the jobs, newest first, and how many there are. */
  list(page: RowPage): Promise<{ rows: JobRow[]; total: number }>;
  find(id: string): Promise<JobRow | undefined>;
  insert(values: NewJobRow): Promise<JobRow>;
  /** Whether there was one to delete. */
  delete(id: string): Promise<boolean>;
};

export const sqlJobStore: JobStore = {
  async list(page) {
    const db = await getDb();
    const [rows, [{ total }]] = await readTogether(
      db,
      () => db.select().from(subscriptionJobs).orderBy(desc(subscriptionJobs.createdAt), asc(subscriptionJobs.id)).limit(page.limit).offset(page.offset),
      () => db.select({ total: count() }).from(subscriptionJobs),
    );
    return { rows, total };
  },

  async find(id) {
    const db = await getDb();
    const [row] = await db.select().from(subscriptionJobs).where(eq(subscriptionJobs.id, id));
    return row;
  },

  async insert(values) {
    const db = await getDb();
    const [row] = await db.insert(subscriptionJobs).values(values).returning();
    return row;
  },

  async delete(id) {
    const db = await getDb();
    const deleted = await db.delete(subscriptionJobs).where(eq(subscriptionJobs.id, id)).returning({ id: subscriptionJobs.id });
    return deleted.length > 0;
  },
};

export const jobStore = (): JobStore => sqlJobStore;
