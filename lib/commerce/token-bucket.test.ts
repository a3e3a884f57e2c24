import { describe, expect, it } from "vitest";
import { TokenBuckets } from "./token-bucket";

describe("TokenBuckets", () => {
  it("lets a burst through, then the sustained rate, and says when to retry", () => {
    const buckets = new TokenBuckets();
    const t0 = 1_000_000;
    const allowed = Array.from({ length: 12 }, () => buckets.take(["a"], 5, 10, t0).allowed);
    expect(allowed.filter(Boolean).length).toBe(10);
    expect(buckets.take(["a"], 5, 10, t0)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    // One second later: 5 more tokens.
    expect(Array.from({ length: 7 }, () => buckets.take(["a"], 5, 10, t0 + 1000).allowed).filter(Boolean).length).toBe(5);
  });

  it("refuses when any key is empty and then takes from none", () => {
    const buckets = new TokenBuckets();
    buckets.take(["ip"], 1, 1, 0);
    expect(buckets.take(["ip", "token"], 1, 1, 0).allowed).toBe(false);
    expect(buckets.take(["token"], 1, 1, 0).allowed).toBe(true);
  });

  it("asks a slow bucket to wait as long as its next token takes", () => {
    const buckets = new TokenBuckets();
    buckets.take(["k"], 0.1, 1, 0);
    expect(buckets.take(["k"], 0.1, 1, 0)).toEqual({ allowed: false, retryAfterSeconds: 10 });
  });

  it("takes a request's cost from every key, a cost above the burst only from a full bucket, and says how long the cost takes to come back", () => {
    const buckets = new TokenBuckets();
    expect(buckets.take(["ip", "token"], 10, 30, 0, 25).allowed).toBe(true);
    // 5 left: a cost of 6 waits for one more token, a cost of 5 passes.
    expect(buckets.take(["ip"], 10, 30, 0, 6)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(buckets.take(["ip"], 10, 30, 0, 5).allowed).toBe(true);
    expect(buckets.take(["token"], 10, 30, 0, 5).allowed).toBe(true);
    expect(buckets.take(["token"], 10, 30, 0, 1).allowed).toBe(false);
    // Empty: a cost of 100 waits for a full bucket (three seconds), then passes and leaves 70 tokens owed.
    expect(buckets.take(["ip"], 10, 30, 0, 100)).toEqual({ allowed: false, retryAfterSeconds: 3 });
    expect(buckets.take(["ip"], 10, 30, 3000, 100).allowed).toBe(true);
    expect(buckets.take(["ip"], 10, 30, 3000, 1)).toEqual({ allowed: false, retryAfterSeconds: 8 });
    expect(buckets.take(["ip"], 10, 30, 10_100, 1).allowed).toBe(true);
  });

  it("owes a cost taken after the work is done, whatever the bucket held", () => {
    const buckets = new TokenBuckets();
    buckets.owe(["ip"], 10, 30, 50, 0);
    expect(buckets.take(["ip"], 10, 30, 0, 1)).toEqual({ allowed: false, retryAfterSeconds: 3 });
    expect(buckets.take(["ip"], 10, 30, 2100, 1).allowed).toBe(true);
  });

  it("forgets the least recently used keys beyond its bound, and full buckets on sweep", () => {
    const buckets = new TokenBuckets(2);
    buckets.take(["a"], 1, 5, 0);
    buckets.take(["b"], 1, 5, 0);
    buckets.take(["c"], 1, 5, 0);
    expect(buckets.size).toBe(2);
    expect(buckets.sweep(1, 5, 10_000)).toBe(2);
    expect(buckets.size).toBe(0);
  });
});
