// Sign-in cannot be brute-forced: attempts are limited per account and per client address before any
// password is hashed, an account locks for a while after repeated failures (its owner gets in once the lock
// ends), client secrets are guarded alike, and an unknown e-mail takes the same work as a wrong password.
import { randomUUID } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { drizzle } from "drizzle-orm/node-postgres";
import { Pool } from "pg";
import { admitSignInAttempt, recordSignInFailure, recordSignInSuccess } from "@/lib/commerce/auth/sign-in-attempts";
import { PEER_HEADER } from "@/lib/http/client-address";
import { getDb, type Db } from "@/lib/storage/db";
import * as schema from "@/lib/storage/schema";
import { adminToken, call, implicitToken } from "../support/api";
import { makeAccountMember } from "../support/fixtures";

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

afterEach(() => {
  process.env.SIGN_IN_ATTEMPTS_PER_MINUTE = "0";
  delete process.env.SIGN_IN_LOCK_SECONDS;
});

const signIn = (username: string, password: string, address = "198.51.100.20") =>
  call("POST", "/v2/account-members/tokens", {
    token: implicit,
    headers: { [PEER_HEADER]: address },
    body: { data: { type: "account_management_authentication_token", authentication_mechanism: "password", username, password } },
  });

const clientCredentials = (secret: string, address = "198.51.100.30") =>
  call("POST", "/oauth/access_token", {
    raw: new URLSearchParams({ grant_type: "client_credentials", client_id: "cartwright-dev-client", client_secret: secret }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", [PEER_HEADER]: address },
  });

describe("sign-in protection", () => {
  it("locks a member after 5 wrong passwords, even against the right one, and lets the owner in once the lock ends", async () => {
    process.env.SIGN_IN_LOCK_SECONDS = "1";
    const member = await makeAccountMember(admin, implicit);
    for (let i = 0; i < 5; i++) expect((await signIn(member.email, `wrong ${i}`, `203.0.113.${i + 1}`)).status).toBe(401);
    const locked = await signIn(member.email, "correct horse battery", "203.0.113.99");
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(locked.body.errors[0]).toMatchObject({ status: 429, title: "Too Many Requests" });
    await new Promise((r) => setTimeout(r, 1100));
    expect((await signIn(member.email, "correct horse battery", "203.0.113.99")).status).toBe(201);
  });

  it("limits attempts per client address, whatever accounts they name", async () => {
    process.env.SIGN_IN_ATTEMPTS_PER_MINUTE = "3";
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await signIn(`nobody${i}@example.test`, "guess", "198.51.100.21")).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await signIn("nobody@example.test", "guess", "198.51.100.22")).status).toBe(401);
  });

  it("guards the administrator's client secret the same way", async () => {
    process.env.SIGN_IN_LOCK_SECONDS = "60";
    for (let i = 0; i < 5; i++) expect((await clientCredentials(`wrong-${i}`, `203.0.113.${40 + i}`)).status).toBe(401);
    const locked = await clientCredentials("cartwright-dev-secret");
    expect(locked.status).toBe(429);
    expect(locked.headers.get("retry-after")).toBeTruthy();
    // Shoppers' implicit tokens are no sign-in and are not held up by the lock.
    expect((await implicitToken()).length).toBeGreaterThan(0);
  });

  it("answers an unknown e-mail as a wrong password, after the same work", async () => {
    process.env.SIGN_IN_LOCK_SECONDS = "0";
    const member = await makeAccountMember(admin, implicit);
    const unknown: number[] = [];
    const wrong: number[] = [];
    const timed = async (username: string, into: number[]) => {
      const started = performance.now();
      const response = await signIn(username, "not the password");
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

describe("sign-in protection across instances", () => {
  // Each instance of `next start` has its own connection pool and its own memory; on PostgreSQL two pools on
  // one database stand for two instances (on PGlite, one process, the second is the same database).
  async function secondInstance(): Promise<{ db: Db; close: () => Promise<void> }> {
    const url = process.env.DATABASE_URL;
    if (!url) return { db: await getDb(), close: async () => {} };
    const pool = new Pool({ connectionString: url, max: 2 });
    return { db: drizzle({ client: pool, schema }) as unknown as Db, close: () => pool.end() };
  }
  const outcome = (attempt: Promise<void>) => attempt.then(() => "admitted", (error: { status?: number }) => error.status);

  it("counts an account's failures and an address's attempts once, whichever instance saw them", async () => {
    const first = await getDb();
    const second = await secondInstance();
    try {
      process.env.SIGN_IN_LOCK_SECONDS = "60";
      const account = `instances-${randomUUID()}@example.test`;
      // Five failures, alternately on the two instances: the account is locked on both.
      for (let i = 0; i < 5; i++) await recordSignInFailure(account, { db: i % 2 ? second.db : first });
      for (const db of [first, second.db]) expect(await outcome(admitSignInAttempt(account, { address: "203.0.113.70" }, { db }))).toBe(429);
      // Its owner's success, on either instance, clears it for both.
      await recordSignInSuccess(account, { db: second.db });
      for (const db of [first, second.db]) expect(await outcome(admitSignInAttempt(account, { address: "203.0.113.71" }, { db }))).toBe("admitted");

      // Three attempts a minute per address: alternating instances, the fourth is refused (each instance alone would allow three).
      process.env.SIGN_IN_ATTEMPTS_PER_MINUTE = "3";
      const address = `198.51.100.${100 + Math.floor(Math.random() * 100)}`;
      const outcomes = [];
      for (let i = 0; i < 6; i++) outcomes.push(await outcome(admitSignInAttempt(`n${i}-${account}`, { address }, { db: i % 2 ? second.db : first })));
      expect(outcomes).toEqual(["admitted", "admitted", "admitted", 429, 429, 429]);
    } finally {
      await second.close();
    }
  });

  it("counts failures racing on two instances at once, none lost", async () => {
    const second = await secondInstance();
    try {
      process.env.SIGN_IN_LOCK_SECONDS = "60";
      const account = `race-${randomUUID()}@example.test`;
      const first = await getDb();
      await Promise.all(Array.from({ length: 4 }, (_, i) => recordSignInFailure(account, { db: i % 2 ? second.db : first })));
      expect(await outcome(admitSignInAttempt(account, { address: "203.0.113.72" }))).toBe("admitted");
      await recordSignInFailure(account, { db: second.db });
      expect(await outcome(admitSignInAttempt(account, { address: "203.0.113.72" }))).toBe(429);
    } finally {
      await second.close();
    }
  });
});
