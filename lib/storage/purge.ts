// Retention: what expires is deleted, in batches of PURGE_BATCH rows, each batch its own short statement,
// so a purge never holds a long lock and several instances purging at once only share the work (a row
// another instance is deleting is skipped: FOR UPDATE SKIP LOCKED). Deleted:
// - carts past their expiry (updated_at + expiry_days), but not carts tied to an account (cart-expiry.ts);
// - idempotency keys older than their 24 hours;
// - rate-limit buckets that are full again (nothing left to remember);
// - revoked tokens past the time they would have expired anyway;
// - sign-in failures an hour old whose lock has ended (sign-in-attempts.ts forgets them by then).
import { sql, type SQL } from "drizzle-orm";
import { getDb } from "./db";

export const PURGE_BATCH = 500;
const IDEMPOTENCY_KEEP_HOURS = 24;

export type PurgeCounts = { carts: number; idempotencyKeys: number; rateLimitBuckets: number; revokedTokens: number; signInFailures: number };

/** As sign-in-attempts.ts's FAILURE_MEMORY_MS (storage does not import commerce). */
const SIGN_IN_FAILURE_MEMORY_MS = 60 * 60 * 1000;

async function inBatches(statement: (batch: number) => SQL, maxBatches: number): Promise<number> {
  const db = await getDb();
  let total = 0;
  for (let i = 0; i < maxBatches; i++) {
    const result = await db.execute(statement(PURGE_BATCH));
    const deleted = ((result as unknown as { rows?: unknown[] }).rows ?? []).length;
    total += deleted;
    if (deleted < PURGE_BATCH) break;
  }
  return total;
}

/** Deletes what has expired, at most `maxBatches` batches of each kind (a periodic run leaves the rest to the next). */
export async function purgeExpired(maxBatches = 1000): Promise<PurgeCounts> {
  const carts = await inBatches(
    (limit) => sql`
      delete from carts where id in (
        select id from carts
         where account_id is null
           and updated_at < now() - interval '1 day'
           and updated_at + make_interval(days => expiry_days) <= now()
         order by updated_at
         limit ${limit}
         for update skip locked)
      returning id`,
    maxBatches,
  );
  const idempotencyKeys = await inBatches(
    (limit) => sql`
      delete from idempotency_keys where (subject, key) in (
        select subject, key from idempotency_keys
         where created_at < now() - make_interval(hours => ${IDEMPOTENCY_KEEP_HOURS})
         order by created_at
         limit ${limit}
         for update skip locked)
      returning key`,
    maxBatches,
  );
  // A bucket whose theoretical arrival time has passed is full: it starts full anyway when next used.
  const rateLimitBuckets = await inBatches(
    (limit) => sql`
      delete from rate_limit_buckets where key in (
        select key from rate_limit_buckets
         where tat_ms < ${Date.now()}
         order by tat_ms
         limit ${limit}
         for update skip locked)
      returning key`,
    maxBatches,
  );
  const revokedTokens = await inBatches(
    (limit) => sql`
      delete from revoked_tokens where jti in (
        select jti from revoked_tokens
         where expires_at < now()
         order by expires_at
         limit ${limit}
         for update skip locked)
      returning jti`,
    maxBatches,
  );
  const now = Date.now();
  const signInFailures = await inBatches(
    (limit) => sql`
      delete from sign_in_failures where account in (
        select account from sign_in_failures
         where last_ms < ${now - SIGN_IN_FAILURE_MEMORY_MS} and locked_until_ms <= ${now}
         order by last_ms
         limit ${limit}
         for update skip locked)
      returning account`,
    maxBatches,
  );
  return { carts, idempotencyKeys, rateLimitBuckets, revokedTokens, signInFailures };
}
