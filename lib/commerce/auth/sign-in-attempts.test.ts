import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../errors";
import { FAILURE_MEMORY_MS, FREE_FAILURES, admitSignInAttempt, recordSignInFailure, recordSignInSuccess } from "./sign-in-attempts";

async function refusal(account: string, address: string, now: number) {
  try {
    await admitSignInAttempt(account, { address }, { now });
    return undefined;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
}

describe("sign-in attempts", () => {
  afterEach(() => {
    delete process.env.SIGN_IN_LOCK_SECONDS;
    process.env.SIGN_IN_ATTEMPTS_PER_MINUTE = "0";
  });

  it(`locks an account after ${FREE_FAILURES} failures, doubling the lock with each further one, until the owner signs in`, async () => {
    process.env.SIGN_IN_ATTEMPTS_PER_MINUTE = "0";
    process.env.SIGN_IN_LOCK_SECONDS = "30";
    const t = 1_000_000_000;
    for (let i = 0; i < FREE_FAILURES - 1; i++) await recordSignInFailure("Ann@Example.com", { now: t });
    expect(await refusal("ann@example.com", "a", t)).toBeUndefined();
    await recordSignInFailure("ann@example.com", { now: t });
    const locked = await refusal("ANN@example.com", "b", t + 1000);
    expect(locked?.status).toBe(429);
    expect(locked?.headers["retry-after"]).toBe("29");
    expect(await refusal("ann@example.com", "a", t + 30_000)).toBeUndefined();
    await recordSignInFailure("ann@example.com", { now: t + 30_000 });
    expect((await refusal("ann@example.com", "a", t + 30_000 + 59_000))?.status).toBe(429);
    expect(await refusal("ann@example.com", "a", t + 30_000 + 60_000)).toBeUndefined();
    await recordSignInSuccess("ann@example.com");
    await recordSignInFailure("ann@example.com", { now: t + 100_000 });
    expect(await refusal("ann@example.com", "a", t + 100_000)).toBeUndefined();
  });

  it("forgets failures older than an hour: the count starts again", async () => {
    process.env.SIGN_IN_LOCK_SECONDS = "30";
    const t = 1_100_000_000;
    for (let i = 0; i < FREE_FAILURES - 1; i++) await recordSignInFailure("bea@example.com", { now: t });
    await recordSignInFailure("bea@example.com", { now: t + FAILURE_MEMORY_MS });
    expect(await refusal("bea@example.com", "a", t + FAILURE_MEMORY_MS)).toBeUndefined();
  });

  it("limits attempts per address, whichever accounts they name", async () => {
    process.env.SIGN_IN_ATTEMPTS_PER_MINUTE = "3";
    const t = 2_000_000_000;
    const first = [];
    for (const i of [1, 2, 3]) first.push(await refusal(`user${i}@example.com`, "198.51.100.9", t));
    expect(first).toEqual([undefined, undefined, undefined]);
    const refused = await refusal("user4@example.com", "198.51.100.9", t);
    expect(refused?.status).toBe(429);
    expect(refused?.headers["retry-after"]).toBe("20");
    expect(await refusal("user4@example.com", "198.51.100.10", t)).toBeUndefined();
    expect(await refusal("user4@example.com", "198.51.100.9", t + 20_000)).toBeUndefined();
  });

  it("refuses a locked account's attempts without spending the address's attempts on them", async () => {
    process.env.SIGN_IN_ATTEMPTS_PER_MINUTE = "0";
    process.env.SIGN_IN_LOCK_SECONDS = "60";
    const t = 3_000_000_000;
    for (let i = 0; i < FREE_FAILURES; i++) await recordSignInFailure("cy@example.com", { now: t });
    process.env.SIGN_IN_ATTEMPTS_PER_MINUTE = "2";
    for (let i = 0; i < 5; i++) expect((await refusal("cy@example.com", "198.51.100.11", t + 1000))?.status).toBe(429);
    expect(await refusal("dee@example.com", "198.51.100.11", t + 1000)).toBeUndefined();
    expect(await refusal("dee@example.com", "198.51.100.11", t + 1000)).toBeUndefined();
    expect((await refusal("dee@example.com", "198.51.100.11", t + 1000))?.status).toBe(429);
  });
});
