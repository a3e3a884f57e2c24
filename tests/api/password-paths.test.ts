// Issue 44's password and account paths (docs/security.md "Issue 44's findings"): every path that hashes a
// password checks first, is admitted by the client's address as sign-in's failures are, and hashes last (44.3); a
// reset link points at the store's origin, never at the request's Host (44.4); a completed reset frees the account
// from its sign-in ceiling (44.9) and revokes every token issued before it (44.10).
import { randomUUID } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { requestPasswordReset, resetPassword } from "@/lib/commerce/accounts/password-reset";
import { hashingPeak } from "@/lib/commerce/auth/passwords";
import { ACCOUNT_FREE_FAILURES } from "@/lib/commerce/auth/sign-in-attempts";
import { PASSWORD_MAX_LENGTH } from "@/lib/commerce/accounts/sign-in-schema";
import { PEER_HEADER } from "@/lib/http/origin/client-address";
import { getDb } from "@/lib/storage/db";
import { emailOutbox } from "@/lib/storage/schema";
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
  vi.unstubAllEnvs();
});

/** An address of its own for each use, so that no test's counts slow another's. */
let next = 0;
const freshAddress = () => `198.51.100.${++next}`;

/** An account token request (EP's body) from `address`. */
const tokenRequest = (address: string, data: Record<string, string>) =>
  call("POST", "/v2/account-members/tokens", {
    token: implicit,
    headers: { [PEER_HEADER]: address },
    body: { data: { type: "account_management_authentication_token", ...data } },
  });
const signIn = (username: string, password: string, address = freshAddress()) => tokenRequest(address, { authentication_mechanism: "password", username, password });
const selfSignUp = (email: string, password: string, address: string) =>
  tokenRequest(address, { authentication_mechanism: "self_signup", username: email, email, name: "New shopper", password });

const allowSelfSignUp = (enabled: boolean) =>
  call("PUT", "/v2/settings/account-authentication", {
    token: admin,
    body: {
      data: {
        type: "account_authentication_settings",
        enable_self_signup: enabled,
      },
    },
  });

async function resetLink(email: string): Promise<string> {
  await requestPasswordReset(email);
  const rows = await (await getDb()).select().from(emailOutbox).where(eq(emailOutbox.recipient, email)).orderBy(emailOutbox.createdAt);
  return (
    rows.filter((r) => r.kind === "password_reset").at(-1)!.payload as {
      resetUrl: string;
    }
  ).resetUrl;
}
const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

describe("44.3: hashing only after the checks and admission", () => {
  it("hashes nothing for a reset with a made-up token", async () => {
    hashingPeak(true);
    expect(await resetPassword({ token: "A".repeat(43), password: "x".repeat(PASSWORD_MAX_LENGTH) }, { address: freshAddress() })).toBeUndefined();
    expect(hashingPeak()).toBe(0);
  });

  it("refuses a new password longer than the cap on every path", async () => {
    // One character past the cap (257: accepted when the cap was 1024).
    const long = "x".repeat(PASSWORD_MAX_LENGTH + 1);
    await allowSelfSignUp(true);
    try {
      const signUp = await selfSignUp(`${randomUUID().slice(0, 8)}@example.test`, long, freshAddress());
      expect(signUp.status).toBe(400);
      const account = await call("POST", "/v2/accounts", {
        token: admin,
        body: { data: { type: "account", name: "Capped" } },
      });
      const member = await call("POST", "/v2/account-members", {
        token: admin,
        body: {
          data: {
            type: "account_member",
            account_id: account.body.data.id,
            name: "Capped",
            email: `${randomUUID().slice(0, 8)}@example.test`,
            password: long,
          },
        },
      });
      expect(member.status).toBe(400);
    } finally {
      await allowSelfSignUp(false);
    }
  });

  it("admits self sign-ups by the address's sign-in budget (429 past it); an administrator's new members are not held by it", async () => {
    process.env.SIGN_IN_ATTEMPTS_PER_MINUTE = "3";
    await allowSelfSignUp(true);
    try {
      const attacker = freshAddress();
      const signUps = [];
      for (let i = 0; i < 4; i++) signUps.push((await selfSignUp(`${randomUUID().slice(0, 8)}@example.test`, "a long enough secret", attacker)).status);
      expect(signUps).toEqual([201, 201, 201, 429]);
      // Another address is not held by it.
      expect((await selfSignUp(`${randomUUID().slice(0, 8)}@example.test`, "a long enough secret", freshAddress())).status).toBe(201);

      const account = await call("POST", "/v2/accounts", {
        token: admin,
        body: { data: { type: "account", name: "Bulk" } },
      });
      const from = freshAddress();
      const created = [];
      for (let i = 0; i < 4; i++) {
        const member = await call("POST", "/v2/account-members", {
          token: admin,
          headers: { [PEER_HEADER]: from },
          body: {
            data: {
              type: "account_member",
              account_id: account.body.data.id,
              name: "M",
              email: `${randomUUID().slice(0, 8)}@example.test`,
              password: "a long enough secret",
            },
          },
        });
        created.push(member.status);
      }
      expect(created).toEqual([201, 201, 201, 201]);
    } finally {
      await allowSelfSignUp(false);
    }
  });
});

describe("44.4: reset links on the store's origin", () => {
  it("makes the link against PUBLIC_URL, else this server, whatever the request said", async () => {
    const { email } = await makeAccountMember(admin, implicit);
    vi.stubEnv("PUBLIC_URL", "");
    vi.stubEnv("PORT", "3999");
    // A caller that still passes the request's origin (as the forgot-password action did) changes nothing.
    await (requestPasswordReset as (...args: unknown[]) => Promise<void>)(email, "http://evil.example");
    const rows = await (await getDb()).select().from(emailOutbox).where(eq(emailOutbox.recipient, email));
    const link = (rows[0].payload as { resetUrl: string }).resetUrl;
    expect(link).toMatch(/^http:\/\/localhost:3999\/account\/reset-password\?token=/);
    vi.stubEnv("PUBLIC_URL", "https://shop.example");
    expect(await resetLink(email)).toMatch(/^https:\/\/shop\.example\/account\/reset-password\?token=/);
  });
});

describe("44.9 and 44.10: a completed reset", () => {
  it("frees the account from its sign-in ceiling", async () => {
    process.env.SIGN_IN_ATTEMPTS_PER_MINUTE = "1000";
    const { email } = await makeAccountMember(admin, implicit);
    // The ceiling spent by wrong guesses from many addresses: the owner is refused from a new address.
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++) expect((await signIn(email, "wrong guess!", freshAddress())).status).toBe(401);
    expect((await signIn(email, "correct horse battery", freshAddress())).status).toBe(429);

    const token = tokenOf(await resetLink(email));
    expect(await resetPassword({ token, password: "a brand new secret" }, { address: freshAddress() })).toEqual({ email });
    expect((await signIn(email, "a brand new secret", freshAddress())).status).toBe(201);
  });

  it("revokes every account token issued before it", async () => {
    const { email, accountToken, accountId } = await makeAccountMember(admin, implicit);
    const read = (token: string) =>
      call("GET", `/v2/accounts/${accountId}`, {
        token: implicit,
        headers: { "ep-account-management-authentication-token": token },
      });
    expect((await read(accountToken)).status).toBe(200);

    const token = tokenOf(await resetLink(email));
    expect(await resetPassword({ token, password: "a brand new secret" }, { address: freshAddress() })).toEqual({ email });
    expect((await read(accountToken)).status).toBe(401);

    // A sign-in with the new password right after works.
    const after = await signIn(email, "a brand new secret");
    expect(after.status).toBe(201);
    expect((await read(after.body.data[0].token)).status).toBe(200);
  });
});
