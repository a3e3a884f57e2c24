// Sign-in cannot be brute-forced, and cannot be turned into a lock on someone else (docs/security.md "Sign-in"):
// failures are counted, never successes; per account and address, per address across accounts, and, for a
// member, per account from addresses and devices it has never signed in from. The failing address is slowed,
// not everyone: the right password or secret still gets in from anywhere else, from a known device always,
// a public client id is never locked, and a trusted proxy's shoppers are counted each by their own address.
// Before any password is hashed; an unknown e-mail takes the same work as a wrong password.
import { randomUUID } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { drizzle } from "drizzle-orm/node-postgres";
import { Pool } from "pg";
import { signInShopper } from "@/lib/commerce/accounts/account-pages";
import { ApiError } from "@/lib/commerce/errors";
import {
  ACCOUNT_FREE_FAILURES,
  FREE_FAILURES,
  MEMBER_SIGN_IN,
  accountCeilingBound,
  admitSignInAttempt,
  recordSignInFailure,
  recordSignInSuccess,
} from "@/lib/commerce/auth/sign-in-attempts";
import { PEER_HEADER } from "@/lib/http/origin/client-address";
import { signInAttemptStore } from "@/lib/storage/auth/sign-in-attempt-store";
import { getDb, type Db } from "@/lib/storage/db";
import * as schema from "@/lib/storage/schema";
import { ADMIN_CLIENT, adminToken, call, implicitToken } from "../support/api";
import { makeAccountMember } from "../support/fixtures";

const PASSWORD = "correct horse battery";
let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

afterEach(() => {
  process.env.SIGN_IN_ATTEMPTS_PER_MINUTE = "0";
  delete process.env.SIGN_IN_LOCK_SECONDS;
  delete process.env.SIGN_IN_ACCOUNT_FAILURES_PER_HOUR;
  delete process.env.TRUSTED_PROXIES;
});

/** A block of addresses of its own for each test, so that no test's failures slow another's. */
let block = 0;
const addresses = () => {
  const b = ++block;
  return (i: number) => `10.${b}.${Math.floor(i / 250)}.${(i % 250) + 1}`;
};

const signIn = (username: string, password: string, address: string, forwardedFor?: string) =>
  call("POST", "/v2/account-members/tokens", {
    token: implicit,
    headers: { [PEER_HEADER]: address, ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}) },
    body: { data: { type: "account_management_authentication_token", authentication_mechanism: "password", username, password } },
  });

const clientCredentials = (secret: string, address: string, clientId = ADMIN_CLIENT.id) =>
  call("POST", "/oauth/access_token", {
    raw: new URLSearchParams({ grant_type: "client_credentials", client_id: clientId, client_secret: secret }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", [PEER_HEADER]: address },
  });

const statuses = async (requests: (() => Promise<{ status: number }>)[]) => {
  const out: number[] = [];
  for (const request of requests) out.push((await request()).status);
  return out;
};
const times = <T>(n: number, f: (i: number) => T) => Array.from({ length: n }, (_, i) => f(i));

describe("the failing address is slowed, not everyone", () => {
  it("five wrong client secrets from one address: the right secret is accepted from every other address; that address is slowed", async () => {
    process.env.SIGN_IN_ATTEMPTS_PER_MINUTE = "10";
    const at = addresses();
    expect(await statuses(times(5, (i) => () => clientCredentials(`wrong-${i}`, at(0))))).toEqual([401, 401, 401, 401, 401]);
    const slowed = await clientCredentials(ADMIN_CLIENT.secret, at(0));
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(slowed.body.errors[0]).toMatchObject({ status: 429, title: "Too Many Requests" });
    expect(await statuses(times(10, (i) => () => clientCredentials(ADMIN_CLIENT.secret, at(i + 1))))).toEqual(times(10, () => 200));
  });

  it("five wrong passwords for a shopper from one address: the right one answers 201 from every other address; that address is slowed until its lock ends", async () => {
    process.env.SIGN_IN_ATTEMPTS_PER_MINUTE = "10";
    process.env.SIGN_IN_LOCK_SECONDS = "1";
    const at = addresses();
    const member = await makeAccountMember(admin, implicit);
    expect(await statuses(times(5, (i) => () => signIn(member.email, `wrong ${i}`, at(0))))).toEqual([401, 401, 401, 401, 401]);
    expect((await signIn(member.email, PASSWORD, at(0))).status).toBe(429);
    expect(await statuses(times(8, (i) => () => signIn(member.email, PASSWORD, at(i + 1))))).toEqual(times(8, () => 201));
    await new Promise((r) => setTimeout(r, 1100));
    expect((await signIn(member.email, PASSWORD, at(0))).status).toBe(201);
  });

  it("counts no success: 15 correct sign-ins from one address are 15 × 201 (members) and 15 × 200 (client secrets)", async () => {
    process.env.SIGN_IN_ATTEMPTS_PER_MINUTE = "10";
    const at = addresses();
    const member = await makeAccountMember(admin, implicit);
    expect(await statuses(times(15, () => () => signIn(member.email, PASSWORD, at(0))))).toEqual(times(15, () => 201));
    expect(await statuses(times(15, () => () => clientCredentials(ADMIN_CLIENT.secret, at(1))))).toEqual(times(15, () => 200));
  });

  it("limits failures per address, whatever accounts they name; its successes take none", async () => {
    process.env.SIGN_IN_ATTEMPTS_PER_MINUTE = "3";
    const at = addresses();
    const member = await makeAccountMember(admin, implicit);
    const outcomes = await statuses([
      () => signIn("nobody0@example.test", "guess", at(0)),
      () => signIn(member.email, PASSWORD, at(0)),
      () => signIn("nobody1@example.test", "guess", at(0)),
      () => signIn(member.email, PASSWORD, at(0)),
      () => signIn("nobody2@example.test", "guess", at(0)),
      () => signIn("nobody3@example.test", "guess", at(0)),
    ]);
    expect(outcomes).toEqual([401, 201, 401, 201, 401, 429]);
    expect((await signIn("nobody3@example.test", "guess", at(1))).status).toBe(401);
  });

  it("never locks the public client id: 20 addresses failing leave the right secret working from any other", async () => {
    process.env.SIGN_IN_ATTEMPTS_PER_MINUTE = "10";
    const at = addresses();
    for (let round = 0; round < FREE_FAILURES + 1; round++) {
      for (let a = 0; a < 20; a++) expect((await clientCredentials(`wrong-${round}`, at(a))).status).toBe(round < FREE_FAILURES ? 401 : 429);
    }
    expect((await clientCredentials(ADMIN_CLIENT.secret, at(20))).status).toBe(200);
    // Shoppers' implicit tokens are no sign-in and are never held up.
    expect((await implicitToken()).length).toBeGreaterThan(0);
  });
});

describe("the owner gets in while someone else guesses", () => {
  it("from an address the account signed in from, while an attacker fails from 20 addresses; the attacker's guesses are bounded", async () => {
    process.env.SIGN_IN_ATTEMPTS_PER_MINUTE = "10";
    const at = addresses();
    const member = await makeAccountMember(admin, implicit);
    const owner = at(100);
    expect((await signIn(member.email, PASSWORD, owner)).status).toBe(201);
    const started = Date.now();
    let admittedGuesses = 0;
    const ownerStatuses: number[] = [];
    for (let round = 0; round < 4; round++) {
      for (let a = 0; a < 20; a++) if ((await signIn(member.email, `guess ${round}-${a}`, at(a))).status === 401) admittedGuesses++;
      ownerStatuses.push((await signIn(member.email, PASSWORD, owner)).status);
    }
    expect(ownerStatuses).toEqual([201, 201, 201, 201]);
    expect(admittedGuesses).toBe(ACCOUNT_FREE_FAILURES);
    expect(admittedGuesses).toBeLessThanOrEqual(accountCeilingBound(Date.now() - started));
    // The ceiling holds for an address the account has never signed in from, right password or not.
    expect((await signIn(member.email, PASSWORD, at(101))).status).toBe(429);
  });

  it("from a browser whose device cookie names the account, from any address, while an attacker fails from 20 addresses", async () => {
    const at = addresses();
    const member = await makeAccountMember(admin, implicit);
    const first = await signInShopper({ email: member.email, password: PASSWORD }, { address: at(100) });
    expect(first?.session.accountId).toBe(member.accountId);
    const deviceToken = first!.deviceToken;
    for (let round = 0; round < 3; round++) {
      for (let a = 0; a < 20; a++) await signIn(member.email, `guess ${round}-${a}`, at(a));
    }
    // From an address of the attacker's, and from a new one: the device gets in; without its cookie, the ceiling holds.
    for (const address of [at(0), at(7), at(102)]) {
      const again = await signInShopper({ email: member.email, password: PASSWORD }, { address, deviceToken });
      expect(again?.session.accountId).toBe(member.accountId);
    }
    await expect(signInShopper({ email: member.email, password: PASSWORD }, { address: at(103) })).rejects.toMatchObject({ status: 429 });
    // The cookie names this account only: it is no key to another.
    const other = await makeAccountMember(admin, implicit);
    for (let a = 0; a < ACCOUNT_FREE_FAILURES; a++) await signIn(other.email, "guess", at(200 + a));
    await expect(signInShopper({ email: other.email, password: PASSWORD }, { address: at(210), deviceToken })).rejects.toBeInstanceOf(ApiError);
  });
});

describe("a trusted proxy that forwards its shoppers' addresses", () => {
  it("is throttled per shopper address, not as one client", async () => {
    process.env.SIGN_IN_ATTEMPTS_PER_MINUTE = "3";
    const at = addresses();
    const proxy = at(0);
    const member = await makeAccountMember(admin, implicit);
    const viaProxy = (username: string, password: string, shopper: string) => signIn(username, password, proxy, shopper);

    // Untrusted, its X-Forwarded-For counts for nothing: every shopper behind it is the proxy's address.
    expect(await statuses(times(4, (i) => () => viaProxy(`nobody${i}@example.test`, "guess", at(10 + i))))).toEqual([401, 401, 401, 429]);

    process.env.TRUSTED_PROXIES = proxy;
    // Trusted: one shopper failing against an account is slowed...
    expect(await statuses(times(4, (i) => () => viaProxy(member.email, `wrong ${i}`, at(20))))).toEqual([401, 401, 401, 429]);
    // ...while twelve others fail once each, and the account's owner, new to the store, signs in, each on their own count.
    expect(await statuses(times(12, (i) => () => viaProxy(`someone${i}@example.test`, "guess", at(30 + i))))).toEqual(times(12, () => 401));
    expect(await statuses(times(5, () => () => viaProxy(member.email, PASSWORD, at(50))))).toEqual(times(5, () => 201));
  });
});

describe("an unknown e-mail", () => {
  it("is answered as a wrong password, after the same work", async () => {
    process.env.SIGN_IN_LOCK_SECONDS = "0";
    process.env.SIGN_IN_ACCOUNT_FAILURES_PER_HOUR = "0";
    const at = addresses();
    const member = await makeAccountMember(admin, implicit);
    const unknown: number[] = [];
    const wrong: number[] = [];
    const timed = async (username: string, into: number[]) => {
      const started = performance.now();
      const response = await signIn(username, "not the password", at(0));
      into.push(performance.now() - started);
      return response;
    };
    for (let i = 0; i < 9; i++) {
      const a = await timed(`nobody-${i}@example.test`, unknown);
      const b = await timed(member.email, wrong);
      expect(a.status).toBe(401);
      expect(a.body).toEqual(b.body);
    }
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
    // Both hash once; without the dummy hash the unknown e-mail took a quarter of the time.
    expect(median(unknown) / median(wrong)).toBeGreaterThan(0.6);
    expect(median(unknown) / median(wrong)).toBeLessThan(1.6);
  });
});

describe("sign-in counts across instances", () => {
  // Each instance of `next start` has its own connection pool and its own memory; on PostgreSQL two pools on
  // one database stand for two instances (on PGlite, one process, the second is the same database).
  async function secondInstance(): Promise<{ db: Db; close: () => Promise<void> }> {
    const url = process.env.DATABASE_URL;
    if (!url) return { db: await getDb(), close: async () => {} };
    const pool = new Pool({ connectionString: url, max: 4 });
    return { db: drizzle({ client: pool, schema }) as unknown as Db, close: () => pool.end() };
  }
  /** The attempt counted on the instance of this database. */
  const on = (db: Db) => ({ store: signInAttemptStore(db) });
  const outcome = (attempt: Promise<unknown>) => attempt.then(() => "admitted", (error: { status?: number }) => error.status);

  it("counts a pair's failures, an address's and an account's once, whichever instance saw them", async () => {
    const first = await getDb();
    const second = await secondInstance();
    try {
      process.env.SIGN_IN_LOCK_SECONDS = "60";
      const account = `instances-${randomUUID()}@example.test`;
      const dbs = [first, second.db];
      // Five failures from one address, alternately on the two instances: that address is locked out of the account on both.
      for (let i = 0; i < FREE_FAILURES; i++) await recordSignInFailure(await admitSignInAttempt(account, { address: "203.0.113.70" }, MEMBER_SIGN_IN, on(dbs[i % 2])));
      for (const db of dbs) expect(await outcome(admitSignInAttempt(account, { address: "203.0.113.70" }, MEMBER_SIGN_IN, on(db)))).toBe(429);
      // The account's ceiling: five more failures from other addresses, alternating, spend it on both.
      for (let i = 0; i < ACCOUNT_FREE_FAILURES - FREE_FAILURES; i++) {
        await recordSignInFailure(await admitSignInAttempt(account, { address: `203.0.113.${80 + i}` }, MEMBER_SIGN_IN, on(dbs[i % 2])));
      }
      for (const db of dbs) expect(await outcome(admitSignInAttempt(account, { address: "203.0.113.99" }, MEMBER_SIGN_IN, on(db)))).toBe(429);

      // Three failures a minute per address: alternating instances, the fourth is refused (each instance alone would allow three).
      process.env.SIGN_IN_ATTEMPTS_PER_MINUTE = "3";
      const address = `198.51.100.${100 + Math.floor(Math.random() * 100)}`;
      const outcomes = [];
      for (let i = 0; i < 6; i++) {
        const db = dbs[i % 2];
        outcomes.push(await outcome(admitSignInAttempt(`n${i}-${account}`, { address }, MEMBER_SIGN_IN, on(db)).then((a) => recordSignInFailure(a))));
      }
      expect(outcomes).toEqual(["admitted", "admitted", "admitted", 429, 429, 429]);
    } finally {
      await second.close();
    }
  });

  it(`admits no more than the account's ceiling when attempts race on two instances from many addresses`, async () => {
    const second = await secondInstance();
    try {
      const first = await getDb();
      const account = `race-${randomUUID()}@example.test`;
      const outcomes = await Promise.all(
        times(3 * ACCOUNT_FREE_FAILURES, (i) => outcome(admitSignInAttempt(account, { address: `192.0.2.${i + 1}` }, MEMBER_SIGN_IN, on(i % 2 ? second.db : first)))),
      );
      expect(outcomes.filter((o) => o === "admitted")).toHaveLength(ACCOUNT_FREE_FAILURES);
      expect(outcomes.filter((o) => o === 429)).toHaveLength(2 * ACCOUNT_FREE_FAILURES);
      expect(await outcome(admitSignInAttempt(account, { address: "192.0.2.200" }, MEMBER_SIGN_IN, on(first)))).toBe(429);
    } finally {
      await second.close();
    }
  });

  it("gives an account's ceiling back when an attempt succeeds, on either instance", async () => {
    const second = await secondInstance();
    try {
      const first = await getDb();
      const account = `refund-${randomUUID()}@example.test`;
      const attempts = [];
      for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++) attempts.push(await admitSignInAttempt(account, { address: `192.0.2.${i + 1}` }, MEMBER_SIGN_IN, on(i % 2 ? second.db : first)));
      expect(await outcome(admitSignInAttempt(account, { address: "192.0.2.100" }, MEMBER_SIGN_IN, on(first)))).toBe(429);
      await recordSignInSuccess(attempts[0]);
      expect(await outcome(admitSignInAttempt(account, { address: "192.0.2.101" }, MEMBER_SIGN_IN, on(second.db)))).toBe("admitted");
      expect(await outcome(admitSignInAttempt(account, { address: "192.0.2.102" }, MEMBER_SIGN_IN, on(first)))).toBe(429);
    } finally {
      await second.close();
    }
  });
});
