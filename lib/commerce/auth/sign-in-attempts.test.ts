import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../errors";
import { FREE_FAILURES, admitSignInAttempt, recordSignInFailure, recordSignInSuccess } from "./sign-in-attempts";

function refusal(account: string, address: string, now: number) {
  try {
    admitSignInAttempt(account, { address }, now);
    return undefined;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
}

describe("sign-in attempts", () => {
  afterEach(() => {
    delete process.env.SIGN_IN_LOCK_SECONDS;
    delete process.env.SIGN_IN_ATTEMPTS_PER_MINUTE;
  });

  it(`locks an account after ${FREE_FAILURES} failures, doubling the lock with each further one, until the owner signs in`, () => {
    process.env.SIGN_IN_ATTEMPTS_PER_MINUTE = "0";
    process.env.SIGN_IN_LOCK_SECONDS = "30";
    const t = 1_000_000_000;
    for (let i = 0; i < FREE_FAILURES - 1; i++) recordSignInFailure("Ann@Example.com", t);
    expect(refusal("ann@example.com", "a", t)).toBeUndefined();
    recordSignInFailure("ann@example.com", t);
    const locked = refusal("ANN@example.com", "b", t + 1000);
    expect(locked?.status).toBe(429);
    expect(locked?.headers["retry-after"]).toBe("29");
    expect(refusal("ann@example.com", "a", t + 30_000)).toBeUndefined();
    recordSignInFailure("ann@example.com", t + 30_000);
    expect(refusal("ann@example.com", "a", t + 30_000 + 59_000)?.status).toBe(429);
    expect(refusal("ann@example.com", "a", t + 30_000 + 60_000)).toBeUndefined();
    recordSignInSuccess("ann@example.com");
    recordSignInFailure("ann@example.com", t + 100_000);
    expect(refusal("ann@example.com", "a", t + 100_000)).toBeUndefined();
  });

  it("limits attempts per address, whichever accounts they name", () => {
    process.env.SIGN_IN_ATTEMPTS_PER_MINUTE = "3";
    const t = 2_000_000_000;
    expect([1, 2, 3].map((i) => refusal(`user${i}@example.com`, "198.51.100.9", t))).toEqual([undefined, undefined, undefined]);
    const refused = refusal("user4@example.com", "198.51.100.9", t);
    expect(refused?.status).toBe(429);
    expect(refused?.headers["retry-after"]).toBe("20");
    expect(refusal("user4@example.com", "198.51.100.10", t)).toBeUndefined();
    expect(refusal("user4@example.com", "198.51.100.9", t + 20_000)).toBeUndefined();
  });
});
