// Token buckets in memory: each key holds up to `burst` tokens and regains `perSecond` a second; a take
// that finds less than one token is refused with the seconds until one is back. Bounded: the least
// recently touched keys are forgotten first (a forgotten key starts full, which only ever errs towards
// letting a request through).
export type BucketVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(private readonly maxKeys = 100_000) {}

  /** Takes one token from each key's bucket, or none when any of them is empty. */
  take(keys: readonly string[], perSecond: number, burst: number, now = Date.now()): BucketVerdict {
    let wait = 0;
    const states = keys.map((key) => {
      const state = this.refilled(key, perSecond, burst, now);
      if (state.tokens < 1) wait = Math.max(wait, (1 - state.tokens) / perSecond);
      return state;
    });
    if (wait > 0) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(wait)) };
    for (const state of states) state.tokens -= 1;
    return { allowed: true };
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
