// Sign-in attempts, for shoppers (member passwords) and administrators (client secrets). Checked before
// any password is hashed:
// - per client address, a token bucket of attempts (SIGN_IN_ATTEMPTS_PER_MINUTE, default 10, a burst of as
//   many; 0 turns it off);
// - per account (the e-mail or client id), after FREE_FAILURES failures in a row the account is locked
//   for SIGN_IN_LOCK_SECONDS (default 30; 0 turns it off), doubling with each further failure up to
//   LOCK_MAX_SECONDS. A success clears it; the owner signs in as usual once the lock has ended.
// The counts live in the database, so that every instance on one PostgreSQL database sees the same ones
// (behind a load balancer an attacker gets one share, not one per instance): the address's bucket is a row of
// rate_limit_buckets (GCRA's theoretical arrival time, as the API's limits keep it), the account's failures a
// row of sign_in_failures. Each check is one statement, each outcome at most one more; a sign-in hashes a
// password anyway, so these round trips are small beside it.
import { sql } from "drizzle-orm";
import { getDb, type Executor } from "@/lib/storage/db";
import { SIGN_IN_FAILURE_MEMORY_MS } from "@/lib/storage/purge";
import { ApiError } from "../errors";

export const FREE_FAILURES = 5;
const LOCK_MAX_SECONDS = 15 * 60;
/** How long failures are remembered: one older than this starts the count again (the purge forgets them by then). */
export const FAILURE_MEMORY_MS = SIGN_IN_FAILURE_MEMORY_MS;

export type AttemptOrigin = { /** The client's address (lib/http/client-address.ts). */ address: string };
/** Where the counts are (the server's database unless a test says otherwise) and the time of the attempt. */
export type AttemptOptions = { db?: Executor; now?: number };

function setting(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

export const attemptsPerMinute = () => setting("SIGN_IN_ATTEMPTS_PER_MINUTE", 10);
export const lockSeconds = () => setting("SIGN_IN_LOCK_SECONDS", 30);

const tooMany = (retryAfterSeconds: number) =>
  new ApiError(
    { status: 429, title: "Too Many Requests", detail: `Too many sign-in attempts. Try again in ${retryAfterSeconds} s.`, meta: { retry_after: retryAfterSeconds } },
    { headers: { "retry-after": String(retryAfterSeconds) } },
  );

const accountKey = (account: string) => account.trim().toLowerCase();
const addressKey = (address: string) => `sign-in-ip:${address}`;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Refuses (429, Retry-After) an attempt the account or the address may not make now; else counts it against
 * the address. One statement: a locked account's attempt is refused without taking from the address's bucket.
 */
export async function admitSignInAttempt(account: string, origin: AttemptOrigin, options: AttemptOptions = {}): Promise<void> {
  const now = options.now ?? Date.now();
  const db = options.db ?? (await getDb());
  const perMinute = attemptsPerMinute();
  const key = accountKey(account);
  if (perMinute === 0) {
    const [row] = rowsOf<{ locked_until_ms: number | string }>(await db.execute(sql`select locked_until_ms from sign_in_failures where account = ${key}`));
    const lockedUntil = Number(row?.locked_until_ms ?? 0);
    if (lockedUntil > now) throw tooMany(Math.ceil((lockedUntil - now) / 1000));
    return;
  }
  // GCRA: an attempt moves the bucket's tat on by one interval; it may, while tat stays within the burst's tolerance.
  const interval = 60_000 / perMinute;
  const tolerance = Math.max(1, perMinute) * interval + 0.001;
  const [row] = rowsOf<{ locked_until_ms: number | string | null; granted: number | null; tat_ms: number | string | null }>(
    await db.execute(sql`
      with lock as (select locked_until_ms from sign_in_failures where account = ${key} and locked_until_ms > ${now}::float8),
      bucket as (
        insert into rate_limit_buckets as b (key, tat_ms, granted)
        select ${addressKey(origin.address)}, ${now + interval}::float8, 1 where not exists (select 1 from lock)
        on conflict (key) do update set
          granted = case when greatest(b.tat_ms, ${now}::float8) + ${interval}::float8 - ${now}::float8 <= ${tolerance}::float8 then 1 else 0 end,
          tat_ms = case when greatest(b.tat_ms, ${now}::float8) + ${interval}::float8 - ${now}::float8 <= ${tolerance}::float8
                        then greatest(b.tat_ms, ${now}::float8) + ${interval}::float8 else b.tat_ms end
        returning granted, tat_ms)
      select (select locked_until_ms from lock) as locked_until_ms, (select granted from bucket) as granted, (select tat_ms from bucket) as tat_ms`),
  );
  const lockedUntil = Number(row?.locked_until_ms ?? 0);
  if (lockedUntil > now) throw tooMany(Math.ceil((lockedUntil - now) / 1000));
  if (Number(row?.granted) !== 1) {
    // The next attempt fits once tat has come within tolerance - interval of the time.
    const freeAt = Number(row?.tat_ms) + interval - tolerance;
    throw tooMany(Math.max(1, Math.ceil((freeAt - now) / 1000)));
  }
}

/** Counts a failure against the account; from FREE_FAILURES on it locks the account, longer each time. One statement. */
export async function recordSignInFailure(account: string, options: AttemptOptions = {}): Promise<void> {
  const now = options.now ?? Date.now();
  const db = options.db ?? (await getDb());
  const base = lockSeconds();
  // The account's failures in a row, this one included: a failure older than FAILURE_MEMORY_MS starts again at one.
  const count = sql`(case when ${now}::float8 - f.last_ms < ${FAILURE_MEMORY_MS}::float8 then f.failures + 1 else 1 end)`;
  const firstLock = base > 0 && 1 >= FREE_FAILURES ? now + Math.min(LOCK_MAX_SECONDS, base) * 1000 : 0;
  await db.execute(sql`
    insert into sign_in_failures as f (account, failures, last_ms, locked_until_ms)
    values (${accountKey(account)}, 1, ${now}::float8, ${firstLock}::float8)
    on conflict (account) do update set
      failures = ${count},
      last_ms = ${now}::float8,
      locked_until_ms = case
        when ${base}::float8 > 0 and ${count} >= ${FREE_FAILURES}
          then ${now}::float8 + least(${LOCK_MAX_SECONDS}::float8, ${base}::float8 * power(2::float8, ${count} - ${FREE_FAILURES})) * 1000
        when ${now}::float8 - f.last_ms < ${FAILURE_MEMORY_MS}::float8 then f.locked_until_ms
        else 0 end`);
}

/** A success clears the account's failures. */
export async function recordSignInSuccess(account: string, options: AttemptOptions = {}): Promise<void> {
  const db = options.db ?? (await getDb());
  await db.execute(sql`delete from sign_in_failures where account = ${accountKey(account)}`);
}
