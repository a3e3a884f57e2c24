// Token buckets in memory: each key holds up to `burst` tokens and regains `perSecond` a second; a take of `cost`
// tokens (one for most requests; a catalog search its cost, search-cost.ts) that finds fewer is refused with the
// seconds until they are back. A cost above the burst passes only with a full bucket and leaves it in debt: the key
// waits until the whole cost is paid back (a request the bounds allow is never refused forever, nor cheaper than it
// is). Bounded: the least recently touched keys are forgotten first (a forgotten key starts full, which only ever
// errs towards letting a request through).
export type BucketVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(private readonly maxKeys = 100_000) {}

  /** Takes `cost` tokens from each key's bucket, or none when any of them holds fewer. `paid`: tokens the same request
   * took already (its first one, before its cost was known), which count towards a full bucket. */
  take(keys: readonly string[], perSecond: number, burst: number, now = Date.now(), cost = 1, paid = 0): BucketVerdict {
    const need = Math.min(cost + paid, burst) - paid;
    let wait = 0;
    const states = keys.map((key) => {
      const state = this.refilled(key, perSecond, burst, now);
      if (state.tokens < need) wait = Math.max(wait, (need - state.tokens) / perSecond);
      return state;
    });
    if (wait > 0) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(wait)) };
    for (const state of states) state.tokens -= cost;
    return { allowed: true };
  }

  /** Takes `cost` tokens from each key's bucket whatever they hold, leaving them owing (work already done). */
  owe(keys: readonly string[], perSecond: number, burst: number, cost: number, now = Date.now()): void {
    for (const key of keys) this.refilled(key, perSecond, burst, now).tokens -= cost;
  }

  private refilled(key: string, perSecond: number, burst: number, now: number) {
    let state = this.buckets.get(key);
    if (state) {
      this.buckets.delete(key);
      state.tokens = Math.min(burst, state.tokens + ((now - state.at) / 1000) * perSecond);
      state.at = now;
    } else {
      state = { tokens: burst, at: now };
      if (this.buckets.size >= this.maxKeys) this.buckets.delete(this.buckets.keys().next().value!);
    }
    // Re-inserted: Map order is then least recently used first.
    this.buckets.set(key, state);
    return state;
  }

  /** Forgets keys whose bucket is full again (nothing to remember); for the periodic purge. */
  sweep(perSecond: number, burst: number, now = Date.now()): number {
    let removed = 0;
    for (const [key, state] of this.buckets) {
      if (state.tokens + ((now - state.at) / 1000) * perSecond >= burst) {
        this.buckets.delete(key);
        removed++;
      }
    }
    return removed;
  }

  get size(): number {
    return this.buckets.size;
  }
}
