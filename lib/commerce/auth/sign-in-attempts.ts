// Sign-in attempts, for shoppers (member passwords) and administrators (client secrets). Checked before
// any password is hashed:
// - per client address, a token bucket of attempts (SIGN_IN_ATTEMPTS_PER_MINUTE, default 10, a burst of as
//   many; 0 turns it off);
// - per account (the e-mail or client id), after FREE_FAILURES failures in a row the account is locked
//   for SIGN_IN_LOCK_SECONDS (default 30; 0 turns it off), doubling with each further failure up to
//   LOCK_MAX_SECONDS. A success clears it; the owner signs in as usual once the lock has ended.
// The counts are this instance's (memory): behind a load balancer an attacker gets each instance's share.
import { ApiError } from "../errors";
import { TokenBuckets } from "../token-bucket";

export const FREE_FAILURES = 5;
const LOCK_MAX_SECONDS = 15 * 60;
/** Failures older than this are forgotten. */
const FAILURE_MEMORY_MS = 60 * 60 * 1000;
const MAX_ACCOUNTS = 100_000;

export type AttemptOrigin = { /** The client's address (lib/http/client-address.ts). */ address: string };

function setting(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

export const attemptsPerMinute = () => setting("SIGN_IN_ATTEMPTS_PER_MINUTE", 10);
export const lockSeconds = () => setting("SIGN_IN_LOCK_SECONDS", 30);

// On globalThis: the API's routes and the sign-in Server Actions are separate bundles; they must share one count.
type Failures = Map<string, { count: number; last: number; lockedUntil: number }>;
const holder = globalThis as unknown as { __cartwrightSignIn?: { addresses: TokenBuckets; failures: Failures } };
const { addresses, failures } = (holder.__cartwrightSignIn ??= { addresses: new TokenBuckets(), failures: new Map() });

const tooMany = (retryAfterSeconds: number) =>
  new ApiError(
    { status: 429, title: "Too Many Requests", detail: `Too many sign-in attempts. Try again in ${retryAfterSeconds} s.`, meta: { retry_after: retryAfterSeconds } },
    { headers: { "retry-after": String(retryAfterSeconds) } },
  );

const accountKey = (account: string) => account.trim().toLowerCase();

/** Refuses (429, Retry-After) an attempt the address or the account may not make now; else counts it. */
export function admitSignInAttempt(account: string, origin: AttemptOrigin, now = Date.now()): void {
  const entry = failures.get(accountKey(account));
  if (entry && entry.lockedUntil > now) throw tooMany(Math.ceil((entry.lockedUntil - now) / 1000));
  const perMinute = attemptsPerMinute();
  if (perMinute > 0) {
    const verdict = addresses.take([origin.address], perMinute / 60, Math.max(1, perMinute), now);
    if (!verdict.allowed) throw tooMany(verdict.retryAfterSeconds);
  }
}

/** Counts a failure against the account; past FREE_FAILURES it locks the account, longer each time. */
export function recordSignInFailure(account: string, now = Date.now()): void {
  const key = accountKey(account);
  const previous = failures.get(key);
  const entry = previous && now - previous.last < FAILURE_MEMORY_MS ? previous : { count: 0, last: now, lockedUntil: 0 };
  entry.count++;
  entry.last = now;
  const base = lockSeconds();
  if (base > 0 && entry.count >= FREE_FAILURES) {
    entry.lockedUntil = now + Math.min(LOCK_MAX_SECONDS, base * 2 ** (entry.count - FREE_FAILURES)) * 1000;
  }
  failures.delete(key);
  if (failures.size >= MAX_ACCOUNTS) failures.delete(failures.keys().next().value!);
  failures.set(key, entry);
}

export function recordSignInSuccess(account: string): void {
  failures.delete(accountKey(account));
}

/** Forgets failures too old to matter; for the periodic purge. */
export function sweepSignInAttempts(now = Date.now()): void {
  for (const [key, entry] of failures) if (now - entry.last >= FAILURE_MEMORY_MS && entry.lockedUntil <= now) failures.delete(key);
  const perMinute = attemptsPerMinute();
  if (perMinute > 0) addresses.sweep(perMinute / 60, Math.max(1, perMinute), now);
}
