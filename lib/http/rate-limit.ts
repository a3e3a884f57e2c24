// Rate limits per client (token subject) and per IP: RATE_LIMIT_PER_SECOND requests in each
// one-second window (default 100, Elastic Path's store limit; 0 turns it off). On PostgreSQL the
// counts live in the database so that every instance shares them; PGlite is one process, so memory.
import { sql } from "drizzle-orm";
import { getDb, getDriver } from "@/lib/storage/db";
import { rateLimitWindows } from "@/lib/storage/schema";

export function rateLimitPerSecond(): number {
  const configured = process.env.RATE_LIMIT_PER_SECOND;
  if (configured === undefined || configured === "") return 100;
  const n = Number(configured);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : 100;
}

const memory = new Map<string, number>();
let memoryWindow = 0;

function countInMemory(keys: string[], window: number): number[] {
  if (window !== memoryWindow) {
    memory.clear();
    memoryWindow = window;
  }
  return keys.map((key) => {
    const next = (memory.get(key) ?? 0) + 1;
    memory.set(key, next);
    return next;
  });
}

let lastSweep = 0;

async function countInDatabase(keys: string[], window: number): Promise<number[]> {
  const db = await getDb();
  const rows = await db
    .insert(rateLimitWindows)
    .values(keys.map((key) => ({ key, window, count: 1 })))
    .onConflictDoUpdate({
      target: [rateLimitWindows.key, rateLimitWindows.window],
      set: { count: sql`${rateLimitWindows.count} + 1` },
    })
    .returning({ key: rateLimitWindows.key, count: rateLimitWindows.count });
  if (window - lastSweep > 60) {
    lastSweep = window;
    await db.delete(rateLimitWindows).where(sql`${rateLimitWindows.window} < ${window - 10}`);
  }
  const byKey = new Map(rows.map((r) => [r.key, r.count]));
  return keys.map((k) => byKey.get(k) ?? 1);
}

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number; limit: number };

/** Counts this request against each key; refused when any key is over the limit in this second. */
export async function checkRateLimit(keys: string[]): Promise<RateLimitVerdict> {
  const limit = rateLimitPerSecond();
  if (limit === 0 || keys.length === 0) return { allowed: true };
  const window = Math.floor(Date.now() / 1000);
  const counts = (await getDriver()) === "postgres" ? await countInDatabase(keys, window) : countInMemory(keys, window);
  if (counts.some((c) => c > limit)) return { allowed: false, retryAfterSeconds: 1, limit };
  return { allowed: true };
}
