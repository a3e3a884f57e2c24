// Sign-in throttling, for shoppers (member passwords) and administrators (client secrets), as OWASP and Auth0
// do it: failures are counted, never successes, and an attempt is slowed or refused where the failures came
// from, not for everyone. Checked before any password is hashed. The policy, its settings and its bound are
// docs/security.md "Sign-in"; in short, counted:
// - per account and origin: the origin is the client's address, or the device when the browser shows a device
//   cookie for the account (known-devices.ts). FREE_FAILURES failed attempts in a row, then the pair is locked
//   for SIGN_IN_LOCK_SECONDS, doubling with each further failure up to LOCK_MAX_SECONDS (pair-lock.ts). A success clears it,
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
// The statements are the sign-in attempt store's (lib/storage/auth/sign-in-attempt-store.ts); the policy, its
// numbers and the reading of a refusal are here. Times are the store's clock (clock.ts).
import net from "node:net";
import { signInAttemptStore, type Bucket, type SignInAttemptStore } from "@/lib/storage/auth/sign-in-attempt-store";
import { SIGN_IN_FAILURE_MEMORY_MS } from "@/lib/storage/purge";
import { now } from "../clock";
import { FREE_FAILURES, LOCK_MAX_SECONDS, pairLockSeconds } from "./pair-lock";
import { tooManyRequests } from "../errors";
import { envNumber as setting } from "@/lib/env/number-setting";

export { FREE_FAILURES };
/** Failures from unknown origins an account takes before its ceiling's rate applies. */
export const ACCOUNT_FREE_FAILURES = 10;
/** How long failures are remembered: one older than this starts the count again (the purge forgets them by then). */
export const FAILURE_MEMORY_MS = SIGN_IN_FAILURE_MEMORY_MS;
/** How long an origin an account signed in from stays known to it (each sign-in from it starts the time again). */
export const KNOWN_ORIGIN_MS = 30 * 24 * 60 * 60 * 1000;

export type AttemptOrigin = {
  /** The client's address (lib/http/origin/client-address.ts). */
  address: string;
  /** The browser's device id, when its device cookie names this account (known-devices.ts). */
  device?: string;
};
/** Members are held by the account's ceiling; a client id (public) is not. */
export type SignInPolicy = { accountCeiling: boolean };
export const MEMBER_SIGN_IN: SignInPolicy = { accountCeiling: true };
export const CLIENT_SIGN_IN: SignInPolicy = { accountCeiling: false };
/** Where the counts are (the server's database unless a test says otherwise) and the time of the attempt (ms). */
export type AttemptOptions = { store?: SignInAttemptStore; now?: number };

/** An admitted attempt: what it counted, so that its outcome can be recorded. */
export type Attempt = {
  account: string;
  pairOrigin: string;
  addressOrigin: string;
  /** The origin is known to the account (its device cookie, or an address it signed in from): only its pair counts. */
  known: boolean;
  /** The attempt took a token of the account's ceiling (given back when it succeeds). */
  tookCeiling: boolean;
  store: SignInAttemptStore;
};

export const attemptsPerMinute = () => setting("SIGN_IN_ATTEMPTS_PER_MINUTE", 10);
export const lockSeconds = () => setting("SIGN_IN_LOCK_SECONDS", 30);
export const accountFailuresPerHour = () => setting("SIGN_IN_ACCOUNT_FAILURES_PER_HOUR", 4);

/** A GCRA bucket of `burst` and `perPeriod` every `periodMs`: its interval and tolerance, or undefined when off. */
function bucket(burst: number, perPeriod: number, periodMs: number): Bucket | undefined {
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

const retryAfter = (freeAt: number, at: number) => Math.max(1, Math.ceil((freeAt - at) / 1000));

/**
 * Admits an attempt, counting it as a failure until it succeeds, or refuses it (429, Retry-After) when its pair is
 * locked, or, from an origin unknown to the account, when its address has no failures left or the account's
 * ceiling is spent. One statement; a refused attempt counts nowhere.
 */
export async function admitSignInAttempt(account: string, origin: AttemptOrigin, policy: SignInPolicy, options: AttemptOptions = {}): Promise<Attempt> {
  const at = options.now ?? now().getTime();
  const store = options.store ?? signInAttemptStore();
  const key = signInAccountKey(account);
  const address = signInAddressKey(origin.address);
  const addressOrigin = `address:${address}`;
  const pairOrigin = origin.device ? `device:${origin.device}` : addressOrigin;
  const failuresBucket = addressBucket();
  const ceiling = policy.accountCeiling ? ceilingBucket() : undefined;
  const base = lockSeconds();
  const firstLock = pairLockSeconds(1, base);
  const row = await store.admit({
    at,
    account: key,
    address,
    addressOrigin,
    pairOrigin,
    device: Boolean(origin.device),
    addressBucket: failuresBucket,
    ceiling,
    lock: { baseSeconds: base, freeFailures: FREE_FAILURES, maxSeconds: LOCK_MAX_SECONDS, memoryMs: FAILURE_MEMORY_MS },
    firstLockUntil: firstLock > 0 ? at + firstLock * 1000 : 0,
  });
  const known = row.known;
  const tookCeiling = row.ceilingGranted === 1;
  const attempt: Attempt = { account: key, pairOrigin, addressOrigin, known, tookCeiling, store };
  if (row.admitted) return attempt;

  const pairLockedUntil = row.pairLockedUntil ?? 0;
  if (pairLockedUntil > at) throw tooMany(retryAfter(pairLockedUntil, at));
  if (!known && failuresBucket && row.addressTat !== null) {
    const tat = Math.max(row.addressTat, at);
    if (tat + failuresBucket.interval - at > failuresBucket.tolerance) throw tooMany(retryAfter(tat + failuresBucket.interval - failuresBucket.tolerance, at));
  }
  if (ceiling && row.ceilingGranted !== null && !tookCeiling) throw tooMany(retryAfter(Number(row.ceilingTat) + ceiling.interval - ceiling.tolerance, at));
  // The pair was locked by an attempt racing this one: the ceiling's token goes back, and the lock's first step is the wait.
  if (tookCeiling) await giveBackCeiling(attempt);
  throw tooMany(Math.max(1, Math.min(base, LOCK_MAX_SECONDS)));
}

async function giveBackCeiling(attempt: Attempt): Promise<void> {
  const ceiling = ceilingBucket();
  if (!ceiling) return;
  await attempt.store.giveBackCeiling(attempt.account, ceiling.interval);
}

/**
 * The attempt failed: its pair and the ceiling counted it when it was admitted; from an origin unknown to the
 * account it also takes one from its address's failures. At most one statement.
 */
export async function recordSignInFailure(attempt: Attempt, options: { now?: number } = {}): Promise<void> {
  const failuresBucket = addressBucket();
  if (attempt.known || !failuresBucket) return;
  const at = options.now ?? now().getTime();
  // Taken even past the bucket's tolerance (attempts admitted together that all failed): the address waits the longer.
  await attempt.store.takeAddressFailure(attempt.addressOrigin.slice("address:".length), at, failuresBucket.interval);
}

/**
 * The attempt succeeded: its pair's failures are cleared, and the ceiling's token goes back. An address it came
 * from becomes known to the account for KNOWN_ORIGIN_MS; a device is known by its cookie, and its address is
 * not made known by it (the owner's browser signing in at an attacker's address must not exempt the attacker).
 * One statement.
 */
export async function recordSignInSuccess(attempt: Attempt, options: { now?: number } = {}): Promise<void> {
  const at = options.now ?? now().getTime();
  const ceiling = ceilingBucket();
  const giveBack = attempt.tookCeiling && ceiling ? ceiling.interval : 0;
  await attempt.store.recordSuccess({
    account: attempt.account,
    pairOrigin: attempt.pairOrigin,
    addressOrigin: attempt.addressOrigin,
    at,
    knownUntil: at + KNOWN_ORIGIN_MS,
    ceilingGiveBack: giveBack,
  });
}

/**
 * A password about to be hashed for something other than a sign-in (a sign-up, a reset, an administrator's new
 * member): it takes one of its address's failures, the bucket failed sign-ins take from, or is refused (429,
 * Retry-After) when the address has none left. Hashing is what costs (passwords.ts), so every such attempt counts,
 * not only failures: one address cannot have more hashed than it could fail sign-ins. One statement.
 */
export async function admitPasswordHashing(address: string, options: AttemptOptions = {}): Promise<void> {
  const failuresBucket = addressBucket();
  if (!failuresBucket) return;
  const at = options.now ?? now().getTime();
  const store = options.store ?? signInAttemptStore();
  const { taken, tat } = await store.takeAddressToken(signInAddressKey(address), at, failuresBucket);
  if (taken) return;
  const wait = retryAfter(tat + failuresBucket.interval - failuresBucket.tolerance, at);
  throw tooManyRequests(`Too many attempts. Try again in ${wait} s.`, wait);
}

/**
 * The account's owner proved who they are by a reset link: the account's ceiling is full again and every pair
 * locked out of it is free (the owner gets in from any device at once; the reset's browser is trusted, known-devices.ts).
 */
export async function clearSignInLimits(account: string, options: AttemptOptions = {}): Promise<void> {
  await (options.store ?? signInAttemptStore()).clearAccount(signInAccountKey(account));
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
