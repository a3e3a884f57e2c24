// Sign-in throttling, for shoppers (member passwords) and administrators (client secrets), as OWASP and Auth0
// do it: failures are counted, never successes, and an attempt is slowed or refused where the failures came
// from, not for everyone. Checked before any password is hashed. The policy, its settings and its bound are
// docs/security.md "Sign-in"; in short, counted:
// - per account and origin: the origin is the client's address, or the device when the browser shows a device
//   cookie for the account (known-devices.ts). FREE_FAILURES failed attempts in a row, then the pair is locked
//   for SIGN_IN_LOCK_SECONDS, doubling with each further failure up to LOCK_MAX_SECONDS. A success clears it,
//   and a success from an address (not a device) makes the address known to the account for KNOWN_ORIGIN_MS.
// - per address, across accounts: failed attempts from origins not known to their account, a token bucket of
//   SIGN_IN_ATTEMPTS_PER_MINUTE failures (a burst of as many). Successes take nothing from it.
// - per account, across addresses (members only; a client id is public and cannot be locked): attempts from
//   origins not known to it, a token bucket of ACCOUNT_FREE_FAILURES and SIGN_IN_ACCOUNT_FAILURES_PER_HOUR.
//   This is the ceiling on an attacker's guesses against one account; a known origin is never held by it, so
//   the owner gets in while someone else guesses.
// An attempt is counted as a failure when admitted (on its pair and on the account's ceiling) and given back
// when it succeeds, so that attempts racing on several instances cannot pass more than the counts allow.
// Everything lives in the database, shared by every instance: the pairs in sign_in_failures, the buckets in
// rate_limit_buckets (GCRA's theoretical arrival time, as the API's limits keep it). Admission is one
// statement, a failure at most one more, a success one; a sign-in hashes a password anyway.
import net from "node:net";
import { sql } from "drizzle-orm";
import { getDb, type Executor } from "@/lib/storage/db";
import { SIGN_IN_FAILURE_MEMORY_MS } from "@/lib/storage/purge";
import { tooManyRequests } from "../errors";
import { envNumber as setting } from "@/lib/env/number-setting";

export const FREE_FAILURES = 5;
const LOCK_MAX_SECONDS = 15 * 60;
/** Failures from unknown origins an account takes before its ceiling's rate applies. */
export const ACCOUNT_FREE_FAILURES = 10;
/** How long failures are remembered: one older than this starts the count again (the purge forgets them by then). */
export const FAILURE_MEMORY_MS = SIGN_IN_FAILURE_MEMORY_MS;
/** How long an origin an account signed in from stays known to it (each sign-in from it starts the time again). */
export const KNOWN_ORIGIN_MS = 30 * 24 * 60 * 60 * 1000;

export type AttemptOrigin = {
  /** The client's address (lib/http/client-address.ts). */
  address: string;
  /** The browser's device id, when its device cookie names this account (known-devices.ts). */
  device?: string;
};
/** Members are held by the account's ceiling; a client id (public) is not. */
export type SignInPolicy = { accountCeiling: boolean };
export const MEMBER_SIGN_IN: SignInPolicy = { accountCeiling: true };
export const CLIENT_SIGN_IN: SignInPolicy = { accountCeiling: false };
/** Where the counts are (the server's database unless a test says otherwise) and the time of the attempt. */
export type AttemptOptions = { db?: Executor; now?: number };

/** An admitted attempt: what it counted, so that its outcome can be recorded. */
export type Attempt = {
  account: string;
  pairOrigin: string;
  addressOrigin: string;
  /** The origin is known to the account (its device cookie, or an address it signed in from): only its pair counts. */
  known: boolean;
  /** The attempt took a token of the account's ceiling (given back when it succeeds). */
  tookCeiling: boolean;
  db: Executor;
};

export const attemptsPerMinute = () => setting("SIGN_IN_ATTEMPTS_PER_MINUTE", 10);
export const lockSeconds = () => setting("SIGN_IN_LOCK_SECONDS", 30);
export const accountFailuresPerHour = () => setting("SIGN_IN_ACCOUNT_FAILURES_PER_HOUR", 4);

/** A GCRA bucket of `burst` and `perPeriod` every `periodMs`: its interval and tolerance, or undefined when off. */
function bucket(burst: number, perPeriod: number, periodMs: number) {
  if (perPeriod === 0) return undefined;
  const interval = periodMs / perPeriod;
  return { interval, tolerance: Math.max(1, burst) * interval + 0.001 };
}
const addressBucket = () => bucket(attemptsPerMinute(), attemptsPerMinute(), 60_000);
const ceilingBucket = () => bucket(ACCOUNT_FREE_FAILURES, accountFailuresPerHour(), 3_600_000);

/** The most attempts from origins unknown to one account that its ceiling admits in `ms`, all addresses together. */
export function accountCeilingBound(ms: number): number {
  const perHour = accountFailuresPerHour();
  return perHour === 0 ? Infinity : ACCOUNT_FREE_FAILURES + Math.floor((ms * perHour) / 3_600_000);
}

const tooMany = (retryAfterSeconds: number) =>
  tooManyRequests(`Too many sign-in attempts. Try again in ${retryAfterSeconds} s.`, retryAfterSeconds);

export const signInAccountKey = (account: string) => account.trim().toLowerCase();

/**
 * The address as sign-in counts it: an IPv6 address by its /64, the block one subscriber holds (rotating
 * through it would otherwise give 2^64 addresses); any other address as it is.
 */
export function signInAddressKey(address: string): string {
  if (!net.isIPv6(address)) return address;
  const [head, tail] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const failureBucketKey = (address: string) => `sign-in-ip:${address}`;
const ceilingKey = (account: string) => `sign-in-account:${account}`;
const retryAfter = (freeAt: number, now: number) => Math.max(1, Math.ceil((freeAt - now) / 1000));

/**
 * Admits an attempt, counting it as a failure until it succeeds, or refuses it (429, Retry-After) when its pair is
 * locked, or, from an origin unknown to the account, when its address has no failures left or the account's
 * ceiling is spent. One statement; a refused attempt counts nowhere.
 */
export async function admitSignInAttempt(account: string, origin: AttemptOrigin, policy: SignInPolicy, options: AttemptOptions = {}): Promise<Attempt> {
  const now = options.now ?? Date.now();
  const db = options.db ?? (await getDb());
  const key = signInAccountKey(account);
  const address = signInAddressKey(origin.address);
  const addressOrigin = `address:${address}`;
  const pairOrigin = origin.device ? `device:${origin.device}` : addressOrigin;
  const failuresBucket = addressBucket();
  const ceiling = policy.accountCeiling ? ceilingBucket() : undefined;
  const base = lockSeconds();
  const count = sql`(case when ${now}::float8 - f.last_ms < ${FAILURE_MEMORY_MS}::float8 then f.failures + 1 else 1 end)`;
  const firstLock = base > 0 && 1 >= FREE_FAILURES ? now + Math.min(LOCK_MAX_SECONDS, base) * 1000 : 0;
  // GCRA: a take moves a bucket's tat on by one interval; it may, while tat stays within the burst's tolerance.
  const fits = (b: { interval: number; tolerance: number }, tat: ReturnType<typeof sql>) =>
    sql`greatest(${tat}, ${now}::float8) + ${b.interval}::float8 - ${now}::float8 <= ${b.tolerance}::float8`;
  const [row] = rowsOf<{ known: boolean; pair_locked_until: number | string | null; address_tat: number | string | null; ceiling_granted: number | null; ceiling_tat: number | string | null; admitted: boolean }>(
    await db.execute(sql`
      with pair_now as (select locked_until_ms from sign_in_failures where account = ${key} and origin = ${pairOrigin}),
      known as (
        select ${Boolean(origin.device)}::boolean
          or exists (select 1 from sign_in_failures where account = ${key} and origin = ${addressOrigin} and known_until_ms > ${now}::float8) as known),
      address_now as (select tat_ms from rate_limit_buckets where key = ${failureBucketKey(address)}),
      open as (
        select known.known from known
        where not exists (select 1 from pair_now where locked_until_ms > ${now}::float8)
          and (known.known or ${failuresBucket ? fits(failuresBucket, sql`coalesce((select tat_ms from address_now), ${now}::float8)`) : sql`true`})),
      ceiling as (
        insert into rate_limit_buckets as b (key, tat_ms, granted)
        select ${ceilingKey(key)}, ${now + (ceiling?.interval ?? 0)}::float8, 1 from open where ${Boolean(ceiling)} and not open.known
        on conflict (key) do update set
          granted = case when ${ceiling ? fits(ceiling, sql`b.tat_ms`) : sql`true`} then 1 else 0 end,
          tat_ms = case when ${ceiling ? fits(ceiling, sql`b.tat_ms`) : sql`true`}
                        then greatest(b.tat_ms, ${now}::float8) + ${ceiling?.interval ?? 0}::float8 else b.tat_ms end
        returning granted, tat_ms),
      pair as (
        insert into sign_in_failures as f (account, origin, failures, last_ms, locked_until_ms)
        select ${key}, ${pairOrigin}, 1, ${now}::float8, ${firstLock}::float8 from open
        where not exists (select 1 from ceiling where granted = 0)
        on conflict (account, origin) do update set
          failures = ${count},
          last_ms = ${now}::float8,
          locked_until_ms = case when ${base}::float8 > 0 and ${count} >= ${FREE_FAILURES}
            then ${now}::float8 + least(${LOCK_MAX_SECONDS}::float8, ${base}::float8 * power(2::float8, ${count} - ${FREE_FAILURES})) * 1000
            else f.locked_until_ms end
        where f.locked_until_ms <= ${now}::float8
        returning 1)
      select (select known from known) as known, (select locked_until_ms from pair_now) as pair_locked_until,
        (select tat_ms from address_now) as address_tat, (select granted from ceiling) as ceiling_granted,
        (select tat_ms from ceiling) as ceiling_tat, exists (select 1 from pair) as admitted`),
  );
  const known = Boolean(row?.known);
  const tookCeiling = Number(row?.ceiling_granted) === 1;
  const attempt: Attempt = { account: key, pairOrigin, addressOrigin, known, tookCeiling, db };
  if (row?.admitted) return attempt;

  const pairLockedUntil = Number(row?.pair_locked_until ?? 0);
  if (pairLockedUntil > now) throw tooMany(retryAfter(pairLockedUntil, now));
  if (!known && failuresBucket && row?.address_tat !== null) {
    const tat = Math.max(Number(row?.address_tat), now);
    if (tat + failuresBucket.interval - now > failuresBucket.tolerance) throw tooMany(retryAfter(tat + failuresBucket.interval - failuresBucket.tolerance, now));
  }
  if (ceiling && row?.ceiling_granted !== null && !tookCeiling) throw tooMany(retryAfter(Number(row?.ceiling_tat) + ceiling.interval - ceiling.tolerance, now));
  // The pair was locked by an attempt racing this one: the ceiling's token goes back, and the lock's first step is the wait.
  if (tookCeiling) await giveBackCeiling(attempt);
  throw tooMany(Math.max(1, Math.min(base, LOCK_MAX_SECONDS)));
}

async function giveBackCeiling(attempt: Attempt): Promise<void> {
  const ceiling = ceilingBucket();
  if (!ceiling) return;
  await attempt.db.execute(sql`update rate_limit_buckets set tat_ms = tat_ms - ${ceiling.interval}::float8 where key = ${ceilingKey(attempt.account)}`);
}

/**
 * The attempt failed: its pair and the ceiling counted it when it was admitted; from an origin unknown to the
 * account it also takes one from its address's failures. At most one statement.
 */
export async function recordSignInFailure(attempt: Attempt, options: { now?: number } = {}): Promise<void> {
  const failuresBucket = addressBucket();
  if (attempt.known || !failuresBucket) return;
  const now = options.now ?? Date.now();
  const key = failureBucketKey(attempt.addressOrigin.slice("address:".length));
  // Taken even past the bucket's tolerance (attempts admitted together that all failed): the address waits the longer.
  await attempt.db.execute(sql`
    insert into rate_limit_buckets as b (key, tat_ms, granted) values (${key}, ${now + failuresBucket.interval}::float8, 1)
    on conflict (key) do update set tat_ms = greatest(b.tat_ms, ${now}::float8) + ${failuresBucket.interval}::float8, granted = 1`);
}

/**
 * The attempt succeeded: its pair's failures are cleared, and the ceiling's token goes back. An address it came
 * from becomes known to the account for KNOWN_ORIGIN_MS; a device is known by its cookie, and its address is
 * not made known by it (the owner's browser signing in at an attacker's address must not exempt the attacker).
 * One statement.
 */
export async function recordSignInSuccess(attempt: Attempt, options: { now?: number } = {}): Promise<void> {
  const now = options.now ?? Date.now();
  const ceiling = ceilingBucket();
  const giveBack = attempt.tookCeiling && ceiling ? ceiling.interval : 0;
  const givenBack = sql`update rate_limit_buckets set tat_ms = tat_ms - ${giveBack}::float8 where ${giveBack > 0} and key = ${ceilingKey(attempt.account)}`;
  if (attempt.pairOrigin !== attempt.addressOrigin) {
    await attempt.db.execute(sql`
      with given_back as (${givenBack})
      delete from sign_in_failures where account = ${attempt.account} and origin = ${attempt.pairOrigin}`);
    return;
  }
  await attempt.db.execute(sql`
    with given_back as (${givenBack})
    insert into sign_in_failures as f (account, origin, failures, last_ms, locked_until_ms, known_until_ms)
    values (${attempt.account}, ${attempt.addressOrigin}, 0, ${now}::float8, 0, ${now + KNOWN_ORIGIN_MS}::float8)
    on conflict (account, origin) do update set failures = 0, last_ms = ${now}::float8, locked_until_ms = 0, known_until_ms = ${now + KNOWN_ORIGIN_MS}::float8`);
}

/**
 * A sign-in under these rules: admitted (else 429), then `verify` checks the credentials; what it returns is
 * the success (undefined: wrong credentials), recorded either way.
 */
export async function guardSignIn<T>(account: string, origin: AttemptOrigin, policy: SignInPolicy, verify: () => Promise<T | undefined>): Promise<T | undefined> {
  const attempt = await admitSignInAttempt(account, origin, policy);
  const result = await verify();
  if (result === undefined) await recordSignInFailure(attempt);
  else await recordSignInSuccess(attempt);
  return result;
}
