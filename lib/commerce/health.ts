// GET /healthz: is the database reachable, and how fast does it answer.
import { sql } from "drizzle-orm";
import { getDb, storageTarget } from "@/lib/storage/db";

export async function health(): Promise<{ ok: boolean; database: { driver: string; status: "up" | "down"; latency_ms?: number; error?: string } }> {
  const driver = storageTarget().driver;
  const started = performance.now();
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return { ok: true, database: { driver, status: "up", latency_ms: Math.round(performance.now() - started) } };
  } catch (error) {
    return { ok: false, database: { driver, status: "down", error: String((error as Error)?.message ?? error).slice(0, 200) } };
  }
}
