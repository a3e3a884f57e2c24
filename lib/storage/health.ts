// The database as /healthz sees it (lib/commerce/health.ts): which driver, and one round trip to it.
import { sql } from "drizzle-orm";
import { getDb, storageTarget } from "./db";

export const storageDriver = (): string => storageTarget().driver;

/** One `select 1`; throws when the database cannot answer. */
export async function pingDatabase(): Promise<void> {
  const db = await getDb();
  await db.execute(sql`select 1`);
}
