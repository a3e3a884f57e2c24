import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../errors";
import {
  ACCOUNT_FREE_FAILURES,
  CLIENT_SIGN_IN,
  FAILURE_MEMORY_MS,
  FREE_FAILURES,
  KNOWN_ORIGIN_MS,
  MEMBER_SIGN_IN,
  accountCeilingBound,
  admitSignInAttempt,
  recordSignInFailure,
  recordSignInSuccess,
  signInAddressKey,
  type AttemptOrigin,
  type SignInPolicy,
} from "./sign-in-attempts";

/** Admits an attempt at `now` and records its outcome: "ok", "wrong", or the refusal's status and Retry-After. */
async function attempt(account: string, origin: AttemptOrigin, now: number, outcome: "ok" | "wrong" = "wrong", policy: SignInPolicy = MEMBER_SIGN_IN) {
  let admitted;
  try {
    admitted = await admitSignInAttempt(account, origin, policy, { now });
  } catch (error) {
    if (error instanceof ApiError) return `${error.status} ${error.headers["retry-after"]}`;
    throw error;
  }
  if (outcome === "ok") await recordSignInSuccess(admitted, { now });
  else await recordSignInFailure(admitted, { now });
  return outcome;
}

describe("sign-in attempts", () => {
  afterEach(() => {
    delete process.env.SIGN_IN_LOCK_SECONDS;
    delete process.env.SIGN_IN_ACCOUNT_FAILURES_PER_HOUR;
    process.env.SIGN_IN_ATTEMPTS_PER_MINUTE = "0";
  });

  it(`locks an account for one address after ${FREE_FAILURES} failures, doubling with each further one, until it signs in there; other addresses are not held`, async () => {
    process.env.SIGN_IN_LOCK_SECONDS = "30";
    const t = 1_000_000_000;
    const from = { address: "198.51.100.1" };
    for (let i = 0; i < FREE_FAILURES; i++) expect(await attempt("Ann@Example.com", from, t)).toBe("wrong");
    expect(await attempt("ann@example.com", from, t + 1000, "ok")).toBe("429 29");
    expect(await attempt("ANN@example.com", { address: "198.51.100.2" }, t + 1000, "ok")).toBe("ok");
    expect(await attempt("ann@example.com", from, t + 30_000)).toBe("wrong");
    expect(await attempt("ann@example.com", from, t + 30_000 + 59_000)).toBe("429 1");
    expect(await attempt("ann@example.com", from, t + 30_000 + 60_000, "ok")).toBe("ok");
    // The success cleared the count: five more before the next lock.
    for (let i = 0; i < FREE_FAILURES; i++) expect(await attempt("ann@example.com", from, t + 100_000)).toBe("wrong");
    expect(await attempt("ann@example.com", from, t + 100_000)).toMatch(/^429 /);
  });

  it("forgets a pair's failures an hour after the last one: the count starts again", async () => {
    process.env.SIGN_IN_LOCK_SECONDS = "30";
    const t = 1_100_000_000;
    const from = { address: "198.51.100.3" };
    for (let i = 0; i < FREE_FAILURES - 1; i++) await attempt("bea@example.com", from, t);
    expect(await attempt("bea@example.com", from, t + FAILURE_MEMORY_MS)).toBe("wrong");
    expect(await attempt("bea@example.com", from, t + FAILURE_MEMORY_MS)).toBe("wrong");
  });

  it("limits failures per address, whichever accounts they name; successes take none", async () => {
    process.env.SIGN_IN_ATTEMPTS_PER_MINUTE = "3";
    const t = 2_000_000_000;
    const from = { address: "198.51.100.9" };
    const outcomes = [];
    for (const i of [1, 2, 3]) {
      outcomes.push(await attempt(`owner${i}@example.com`, from, t, "ok"));
      outcomes.push(await attempt(`user${i}@example.com`, from, t));
    }
    expect(outcomes).toEqual(["ok", "wrong", "ok", "wrong", "ok", "wrong"]);
    // Spent: the address's next attempt at an account new to it waits, right password or not.
    expect(await attempt("user4@example.com", from, t)).toBe("429 20");
    expect(await attempt("owner5@example.com", from, t, "ok")).toBe("429 20");
    expect(await attempt("user4@example.com", { address: "198.51.100.10" }, t)).toBe("wrong");
    expect(await attempt("user4@example.com", from, t + 20_000)).toBe("wrong");
    // An account that signed in from this address before is not held by the address's failures, only by its own.
    expect(await attempt("owner1@example.com", from, t + 20_000, "ok")).toBe("ok");
  });

  it(`holds an account at ${ACCOUNT_FREE_FAILURES} failures from new origins, then its rate; never an origin it signed in from`, async () => {
    process.env.SIGN_IN_ACCOUNT_FAILURES_PER_HOUR = "4";
    const t = 3_000_000_000;
    expect(await attempt("cy@example.com", { address: "203.0.113.200" }, t, "ok")).toBe("ok");
    const guesses = [];
    for (let i = 0; i < ACCOUNT_FREE_FAILURES + 3; i++) guesses.push(await attempt("cy@example.com", { address: `203.0.113.${i + 1}` }, t));
    expect(guesses.filter((g) => g === "wrong")).toHaveLength(ACCOUNT_FREE_FAILURES);
    expect(guesses.slice(ACCOUNT_FREE_FAILURES)).toEqual(["429 900", "429 900", "429 900"]);
    // The right password from a new address waits too (the owner does not from the address they signed in from).
    expect(await attempt("cy@example.com", { address: "203.0.113.100" }, t, "ok")).toBe("429 900");
    expect(await attempt("cy@example.com", { address: "203.0.113.200" }, t, "ok")).toBe("ok");
    // One more guess every quarter of an hour, the bound's rate.
    expect(await attempt("cy@example.com", { address: "203.0.113.50" }, t + 900_000)).toBe("wrong");
    expect(await attempt("cy@example.com", { address: "203.0.113.51" }, t + 900_000)).toBe("429 900");
    expect(accountCeilingBound(900_000)).toBe(ACCOUNT_FREE_FAILURES + 1);
    // A known origin stays known for KNOWN_ORIGIN_MS after its last sign-in, and is then new again.
    const later = t + KNOWN_ORIGIN_MS + 1;
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++) await attempt("cy@example.com", { address: `203.0.113.${i + 1}` }, later);
    expect(await attempt("cy@example.com", { address: "203.0.113.200" }, later, "ok")).toBe("429 900");
  });

  it("counts a device by itself: the account's ceiling and the address's failures do not hold it", async () => {
    process.env.SIGN_IN_ATTEMPTS_PER_MINUTE = "2";
    process.env.SIGN_IN_LOCK_SECONDS = "30";
    const t = 4_000_000_000;
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++) await attempt("dee@example.com", { address: `192.0.2.${i + 1}` }, t);
    // From the attacker's own, spent address: the device gets in.
    expect(await attempt("dee@example.com", { address: "192.0.2.1" }, t)).toMatch(/^429 /);
    expect(await attempt("dee@example.com", { address: "192.0.2.1", device: "d-1" }, t, "ok")).toBe("ok");
    // ...and makes the address no friend of the account's: without the cookie it is held still.
    expect(await attempt("dee@example.com", { address: "192.0.2.1" }, t, "ok")).toMatch(/^429 /);
    // Its own failures lock it as a pair's do.
    for (let i = 0; i < FREE_FAILURES; i++) expect(await attempt("dee@example.com", { address: "192.0.2.1", device: "d-1" }, t)).toBe("wrong");
    expect(await attempt("dee@example.com", { address: "192.0.2.1", device: "d-1" }, t, "ok")).toBe("429 30");
    expect(await attempt("dee@example.com", { address: "192.0.2.99", device: "d-2" }, t, "ok")).toBe("ok");
  });

  it("never holds a client id across addresses: its failures count per address", async () => {
    const t = 5_000_000_000;
    for (let a = 0; a < 3 * ACCOUNT_FREE_FAILURES; a++) expect(await attempt("client:public", { address: `100.64.0.${a + 1}` }, t, "wrong", CLIENT_SIGN_IN)).toBe("wrong");
    expect(await attempt("client:public", { address: "100.64.1.1" }, t, "ok", CLIENT_SIGN_IN)).toBe("ok");
  });

  it("counts an IPv6 address by its /64", async () => {
    expect(signInAddressKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(signInAddressKey("2001:0DB8:0001:0002:ffff:1:2:3")).toBe("2001:db8:1:2::/64");
    expect(signInAddressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(signInAddressKey("::1")).toBe("0:0:0:0::/64");
    expect(signInAddressKey("198.51.100.7")).toBe("198.51.100.7");
    process.env.SIGN_IN_ATTEMPTS_PER_MINUTE = "2";
    const t = 6_000_000_000;
    expect(await attempt("eve1@example.com", { address: "2001:db8:9:9::1" }, t)).toBe("wrong");
    expect(await attempt("eve2@example.com", { address: "2001:db8:9:9::2" }, t)).toBe("wrong");
    expect(await attempt("eve3@example.com", { address: "2001:db8:9:9::3" }, t)).toMatch(/^429 /);
    expect(await attempt("eve3@example.com", { address: "2001:db8:9:a::3" }, t)).toBe("wrong");
  });
});
