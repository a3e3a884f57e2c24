// A GCRA bucket in rate_limit_buckets shared by every instance (as the API's limits and sign-in keep theirs): a take
// moves the key's theoretical arrival time on by `interval`, and is refused, changing nothing, when that would put it
// more than `tolerance` ahead of now. One statement; the row's lock orders racing takes, so no more pass than the
// bucket allows. On a transaction's handle, a take rolled back is given back. The purge deletes full buckets.
import { sql } from "drizzle-orm";
import type { Executor } from "./db";

export type SharedBucket = { interval: number; tolerance: number };

/** Takes one from `key`'s bucket at `at` (ms); whether it could. */
export async function takeSharedBucket(executor: Executor, key: string, bucket: SharedBucket, at: number): Promise<boolean> {
  const result = await executor.execute(sql`
    insert into rate_limit_buckets as b (key, tat_ms, granted) values (${key}, ${at + bucket.interval}::float8, 1)
    on conflict (key) do update set tat_ms = greatest(b.tat_ms, ${at}::float8) + ${bucket.interval}::float8, granted = 1
      where greatest(b.tat_ms, ${at}::float8) + ${bucket.interval}::float8 - ${at}::float8 <= ${bucket.tolerance}::float8
    returning 1`);
  return ((result as unknown as { rows?: unknown[] }).rows ?? []).length > 0;
}
