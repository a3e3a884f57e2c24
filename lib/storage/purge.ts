// Retention: what expires is deleted, in batches of PURGE_BATCH rows, each batch its own short statement,
// so a purge never holds a long lock and several instances purging at once only share the work (a row
// another instance is deleting is skipped: FOR UPDATE SKIP LOCKED). Deleted:
// - carts past their expiry, but not carts tied to an account (the rule's SQL twin, carts/cart-expiry-sql.ts);
// - idempotency keys older than their 24 hours;
// - rate-limit buckets that are full again (nothing left to remember);
// - revoked tokens past the time they would have expired anyway;
// - sign-in failures an hour old whose lock has ended, from an origin no longer known to the account
//   (sign-in-attempts.ts forgets them by then);
// - password reset links a day past their expiry (used or not, they open nothing by then), staff's too;
// - staff invitations a day past their expiry, and staff sessions a day past theirs (ended or not).
import { sql, type SQL } from "drizzle-orm";
import { getDb } from "./db";
import { cartExpiredSql } from "./carts/cart-expiry-sql";

export const PURGE_BATCH = 500;
const IDEMPOTENCY_KEEP_HOURS = 24;

export type PurgeCounts = {
  carts: number;
  idempotencyKeys: number;
  rateLimitBuckets: number;
  revokedTokens: number;
  signInFailures: number;
  passwordResetTokens: number;
  staffLinksAndSessions: number;
};

/** How long an account's sign-in failures are remembered (sign-in-attempts.ts counts by it; the purge forgets by it). */
export const SIGN_IN_FAILURE_MEMORY_MS = 60 * 60 * 1000;

/** What expires in one table: the rows `expired` picks, oldest (`oldest`) first, named by their `key` columns. */
type Expiry = { table: string; key: string[]; expired: SQL; oldest: SQL };

/** Deletes `expiry`'s rows in batches of PURGE_BATCH, each batch its own statement; how many. */
async function deleteExpired({ table, key, expired, oldest }: Expiry, maxBatches: number): Promise<number> {
  const db = await getDb();
  const from = sql.identifier(table);
  const columns = sql.join(key.map((column) => sql.identifier(column)), sql`, `);
  let total = 0;
  for (let i = 0; i < maxBatches; i++) {
    const result = await db.execute(sql`
      delete from ${from} where (${columns}) in (
        select ${columns} from ${from} where ${expired} order by ${oldest} limit ${PURGE_BATCH} for update skip locked)
      returning 1`);
    const deleted = ((result as unknown as { rows?: unknown[] }).rows ?? []).length;
    total += deleted;
    if (deleted < PURGE_BATCH) break;
  }
  return total;
}

/** Deletes what has expired, at most `maxBatches` batches of each kind (a periodic run leaves the rest to the next). */
export async function purgeExpired(maxBatches = 1000): Promise<PurgeCounts> {
  const carts = await deleteExpired(
    {
      table: "carts",
      key: ["id"],
      // Every cart lives a day at least (expiry_days is 1 to 365): the first condition only narrows the scan cheaply.
      expired: sql`updated_at < now() - interval '1 day' and ${cartExpiredSql()}`,
      oldest: sql`updated_at`,
    },
    maxBatches,
  );
  const idempotencyKeys = await deleteExpired(
    { table: "idempotency_keys", key: ["subject", "key"], expired: sql`created_at < now() - make_interval(hours => ${IDEMPOTENCY_KEEP_HOURS})`, oldest: sql`created_at` },
    maxBatches,
  );
  // A bucket whose theoretical arrival time has passed is full: it starts full anyway when next used.
  const rateLimitBuckets = await deleteExpired({ table: "rate_limit_buckets", key: ["key"], expired: sql`tat_ms < ${Date.now()}`, oldest: sql`tat_ms` }, maxBatches);
  const revokedTokens = await deleteExpired({ table: "revoked_tokens", key: ["jti"], expired: sql`expires_at < now()`, oldest: sql`expires_at` }, maxBatches);
  const now = Date.now();
  const signInFailures = await deleteExpired(
    {
      table: "sign_in_failures",
      key: ["account", "origin"],
      expired: sql`last_ms < ${now - SIGN_IN_FAILURE_MEMORY_MS} and locked_until_ms <= ${now} and known_until_ms <= ${now}`,
      oldest: sql`last_ms`,
    },
    maxBatches,
  );
  const passwordResetTokens = await deleteExpired(
    { table: "password_reset_tokens", key: ["token_hash"], expired: sql`expires_at < now() - interval '1 day'`, oldest: sql`expires_at` },
    maxBatches,
  );
  let staffLinksAndSessions = 0;
  for (const table of ["staff_password_resets", "staff_invitations"]) {
    staffLinksAndSessions += await deleteExpired({ table, key: ["token_hash"], expired: sql`expires_at < now() - interval '1 day'`, oldest: sql`expires_at` }, maxBatches);
  }
  staffLinksAndSessions += await deleteExpired({ table: "staff_sessions", key: ["id"], expired: sql`expires_at < now() - interval '1 day'`, oldest: sql`expires_at` }, maxBatches);
  return { carts, idempotencyKeys, rateLimitBuckets, revokedTokens, signInFailures, passwordResetTokens, staffLinksAndSessions };
}
