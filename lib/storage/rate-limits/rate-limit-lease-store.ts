// The API's rate-limit buckets shared by every instance on PostgreSQL (rate_limit_buckets, one row per key, kept as
// GCRA's "theoretical arrival time"): an instance leases tokens from them a handful at a time and spends them in
// memory (lib/http/limits/rate-limit.ts says why and how much). On PGlite there is one process: nothing is shared.
import { sql } from "drizzle-orm";
import { getDb, getDriver } from "../db";

/** A bucket as GCRA reads it: one token per `interval` ms, at most `tolerance` ms of them ahead of now. */
export type LeasedBucket = { interval: number; tolerance: number };

/** What a key's bucket granted, and its theoretical arrival time after the grant (ms). */
export type Grant = { key: string; granted: number; tat: number };

export type RateLimitLeaseStore = {
  /** Whether the buckets are shared across instances (PostgreSQL); else each process keeps its own. */
  shared(): Promise<boolean>;
  /** Grants up to `want` tokens from each key's bucket at `now`, as many as it holds (a new key's bucket is full). */
  lease(keys: string[], bucket: LeasedBucket, now: number, want: number, burst: number): Promise<Grant[]>;
  /** Moves each key's arrival time on by `ms` from now at the earliest: tokens owed. */
  owe(keys: string[], ms: number, now: number): Promise<void>;
};

const sqlRateLimitLeaseStore: RateLimitLeaseStore = {
  async shared() {
    return (await getDriver()) === "postgres";
  },
  async lease(keys, { interval, tolerance }, now, want, burst) {
    const db = await getDb();
    const values = sql.join(keys.map((key) => sql`(${key}, ${now + Math.min(want, burst) * interval}, ${Math.min(want, burst)})`), sql`, `);
    // GCRA: a bucket holds floor((tolerance - (tat - now)) / interval) tokens; granting g moves tat on by g intervals.
    const result = await db.execute<{ key: string; tat_ms: string | number; granted: number }>(sql`
      insert into rate_limit_buckets as b (key, tat_ms, granted) values ${values}
      on conflict (key) do update set
        granted = greatest(0, least(${want}::int, floor((${tolerance}::float8 - (greatest(b.tat_ms, ${now}::float8) - ${now}::float8)) / ${interval}::float8)::int)),
        tat_ms = greatest(b.tat_ms, ${now}::float8) + ${interval}::float8 * greatest(0, least(${want}::int, floor((${tolerance}::float8 - (greatest(b.tat_ms, ${now}::float8) - ${now}::float8)) / ${interval}::float8)::int))
      returning key, tat_ms, granted`);
    const rows = (result as unknown as { rows: { key: string; tat_ms: string | number; granted: number }[] }).rows;
    return rows.map((row) => ({ key: row.key, granted: Number(row.granted), tat: Number(row.tat_ms) }));
  },
  async owe(keys, ms, now) {
    await (await getDb()).execute(sql`
      update rate_limit_buckets set tat_ms = greatest(tat_ms, ${now}::float8) + ${ms}::float8
      where key = any(${sql.param(keys)}::text[])`);
  },
};

export function rateLimitLeaseStore(): RateLimitLeaseStore {
  return sqlRateLimitLeaseStore;
}
