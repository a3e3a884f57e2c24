// Rate limits as token buckets, per client address and per token: RATE_LIMIT_PER_SECOND requests a second
// sustained (default 100, Elastic Path's store limit; 0 turns limits off) with bursts of RATE_LIMIT_BURST
// (default three seconds' worth). A request takes one token from each of its keys' buckets; a catalog search takes
// its cost (lib/commerce/catalog/search/search-cost.ts): a cost above the burst passes from a full bucket and the rest
// is owed (the shared row's arrival time moved on by it, on PostgreSQL).
//
// The buckets live in memory, so the hot path is a map lookup. On PostgreSQL every instance must share
// them: the shared bucket is a row per key (rate_limit_buckets, kept as GCRA's "theoretical arrival
// time"), and an instance leases tokens from it a handful at a time (one statement per lease, not per
// request), spending them locally. An instance never spends more than it was granted, so across all
// instances no more pass than one bucket allows; a lease not spent within LEASE_MS lapses.
//
// A lease is a tenth of a second's worth of tokens (10 at the defaults) and is kept for LEASE_MS, ten
// seconds: a shopper sending a request every second or two spends one lease over several requests instead of
// leasing (a round trip to the database) for nearly every request, as a one-second lease made them do. Held
// longer, a lease lets no more through: the tokens were taken from the shared bucket when granted, so at any
// moment an instance can add at most one lease's tokens to what the bucket allows.
import { TokenBuckets } from "@/lib/commerce/token-bucket";
import { rateLimitLeaseStore } from "@/lib/storage/rate-limits/rate-limit-lease-store";
import { rateLimitBurst, rateLimitPerSecond } from "./rate-limit-settings";

export { rateLimitBurst, rateLimitPerSecond };

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number; limit: number; burst: number };

const holder = globalThis as unknown as { __cartwrightBuckets?: TokenBuckets };
/** This process's buckets. */
const memoryBuckets = (holder.__cartwrightBuckets ??= new TokenBuckets());

/** Leased tokens and refusals remembered per key, on PostgreSQL. */
type Lease = { tokens: number; until: number; blockedUntil: number };
const shared = globalThis as unknown as { __cartwrightLeases?: { leases: Map<string, Lease>; inFlight: Map<string, Promise<void>> } };
const { leases, inFlight } = (shared.__cartwrightLeases ??= { leases: new Map(), inFlight: new Map() });
const LEASE_MS = 10_000;
const MAX_LEASES = 100_000;
const MAX_ROUNDS = 8;

const leaseSize = (perSecond: number, burst: number) => Math.max(1, Math.min(burst, Math.ceil(perSecond / 10)));

/** Asks the shared buckets for up to `want` tokens per key; remembers what was granted or when to retry. */
async function lease(keys: string[], perSecond: number, burst: number, now: number, want: number): Promise<void> {
  const interval = 1000 / perSecond;
  const tolerance = burst * interval;
  const granted = await rateLimitLeaseStore().lease(keys, { interval, tolerance }, now, want, burst);
  for (const row of granted) {
    const held = leases.get(row.key);
    const state = held && held.until > now ? held : { tokens: 0, until: now + LEASE_MS, blockedUntil: 0 };
    state.tokens += row.granted;
    state.until = now + LEASE_MS;
    // None granted: the next token is free once tat has come within tolerance - interval of now.
    state.blockedUntil = row.granted > 0 ? 0 : row.tat - tolerance + interval;
    if (!held && leases.size >= MAX_LEASES) leases.delete(leases.keys().next().value!);
    leases.set(row.key, state);
  }
}

/** A cost above the burst, once the burst is granted: the rest is owed, moving each key's tat on (token-bucket.ts). */
async function owe(keys: string[], perSecond: number, tokens: number): Promise<void> {
  await rateLimitLeaseStore().owe(keys, (1000 / perSecond) * tokens, Date.now());
}

async function takeShared(keys: string[], perSecond: number, burst: number, cost: number, paid: number): Promise<RateLimitVerdict> {
  const need = Math.min(cost + paid, burst) - paid;
  // Each round spends leased tokens or fetches a lease; requests that shared a lease too small for all
  // of them fetch another, until the shared bucket says it is empty (blockedUntil).
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const now = Date.now();
    const states = keys.map((key) => leases.get(key));
    const blocked = states.reduce((latest, s) => Math.max(latest, s && s.blockedUntil > now ? s.blockedUntil : 0), 0);
    if (blocked > 0) {
      // A costly request waits for its whole cost, not only for the next token.
      const short = states.reduce((most, s) => Math.max(most, need - (s && s.until > now ? s.tokens : 0)), 0);
      const wait = Math.max(blocked - now, (short / perSecond) * 1000);
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)), limit: perSecond, burst };
    }
    const missing = keys.filter((_, i) => !(states[i] && states[i]!.until > now && states[i]!.tokens >= need));
    if (missing.length === 0) {
      for (const state of states) state!.tokens -= need;
      if (cost > need) await owe(keys, perSecond, cost - need);
      return { allowed: true };
    }
    // One lease at a time per key set in this process; requests arriving meanwhile wait for it.
    const flightKey = missing.join("\n");
    let flight = inFlight.get(flightKey);
    if (!flight) {
      flight = lease(missing, perSecond, burst, now, Math.max(leaseSize(perSecond, burst), need)).finally(() => inFlight.delete(flightKey));
      inFlight.set(flightKey, flight);
    }
    await flight;
  }
  // Still nothing after several leases (many requests racing for the last tokens): refuse this one.
  return { allowed: false, retryAfterSeconds: 1, limit: perSecond, burst };
}

/** Takes `cost` tokens for this request from each key's bucket; refused when any of them holds fewer (a cost above the
 * burst: unless the bucket is full). `paid`: tokens the request took already (token-bucket.ts). */
export async function checkRateLimit(keys: string[], cost = 1, paid = 0): Promise<RateLimitVerdict> {
  const perSecond = rateLimitPerSecond();
  if (perSecond === 0 || keys.length === 0 || cost <= 0) return { allowed: true };
  const burst = rateLimitBurst(perSecond);
  if (await rateLimitLeaseStore().shared()) return takeShared(keys, perSecond, burst, cost, paid);
  const verdict = memoryBuckets.take(keys, perSecond, burst, Date.now(), cost, paid);
  return verdict.allowed ? verdict : { ...verdict, limit: perSecond, burst };
}

/** Takes `cost` tokens from each key's bucket whatever they hold (work already done, charged afterwards): owed. */
export async function oweRateLimit(keys: string[], cost: number): Promise<void> {
  const perSecond = rateLimitPerSecond();
  if (perSecond === 0 || keys.length === 0 || cost <= 0) return;
  if (await rateLimitLeaseStore().shared()) return owe(keys, perSecond, cost);
  memoryBuckets.owe(keys, perSecond, rateLimitBurst(perSecond), cost);
}

/** The purge's part: buckets full again hold nothing worth keeping. */
export function sweepRateLimits(now = Date.now()): void {
  const perSecond = rateLimitPerSecond();
  if (perSecond > 0) memoryBuckets.sweep(perSecond, rateLimitBurst(perSecond), now);
  for (const [key, state] of leases) if (state.until <= now && state.blockedUntil <= now) leases.delete(key);
}
