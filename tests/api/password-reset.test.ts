// Password reset (docs/email.md): the same answer for a known and an unknown e-mail, one link per request by
// e-mail (in the outbox), which works once, until it expires, and uses up the member's other links.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/storage/db";
import { emailOutbox } from "@/lib/storage/schema";
import { setClockOffset } from "@/lib/commerce/clock";
import { requestPasswordReset, resetPassword, resetTokenUsable, RESET_VALID_MINUTES, RESETS_PER_HOUR } from "@/lib/commerce/accounts/password-reset";
import { adminToken, call, implicitToken } from "../support/api";
import { makeAccountMember } from "../support/fixtures";

let admin: string;
let implicit: string;
/** Where the reset is done from (admission is by address: off in tests unless one sets SIGN_IN_ATTEMPTS_PER_MINUTE). */
const from = { address: "192.0.2.10" };

beforeAll(async () => {
  vi.stubEnv("PUBLIC_URL", "https://shop.example");
  admin = await adminToken();
  implicit = await implicitToken();
});
afterEach(() => setClockOffset(0));

const signIn = (username: string, password: string) =>
  call("POST", "/v2/account-members/tokens", {
    token: implicit,
    body: { data: { type: "account_management_authentication_token", authentication_mechanism: "password", username, password } },
  });

/** The reset links e-mailed to `email`, oldest first, read from the outbox. */
async function linksTo(email: string): Promise<string[]> {
  const rows = await (await getDb()).select().from(emailOutbox).where(eq(emailOutbox.recipient, email)).orderBy(emailOutbox.createdAt);
  return rows.filter((r) => r.kind === "password_reset").map((r) => (r.payload as { resetUrl: string }).resetUrl);
}
const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

describe("password reset", () => {
  it("e-mails a one-time link that sets a new password", async () => {
    const { email } = await makeAccountMember(admin, implicit);
    // Any letter case finds the member; the link is against the store's origin (PUBLIC_URL here).
    await requestPasswordReset(email.toUpperCase());
    const [link] = await linksTo(email);
    expect(link).toMatch(/^https:\/\/shop\.example\/account\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(link);
    expect(await resetTokenUsable(token)).toBe(true);

    expect(await resetPassword({ token, password: "a brand new secret" }, from)).toEqual({ email });
    expect((await signIn(email, "a brand new secret")).status).toBe(201);
    expect((await signIn(email, "correct horse battery")).status).toBe(401);

    // Once only.
    expect(await resetTokenUsable(token)).toBe(false);
    expect(await resetPassword({ token, password: "another secret here" }, from)).toBeUndefined();
    expect((await signIn(email, "a brand new secret")).status).toBe(201);
  });

  it("says nothing and sends nothing for an e-mail no member has", async () => {
    const before = await (await getDb()).select().from(emailOutbox);
    await expect(requestPasswordReset("nobody-here@example.test")).resolves.toBeUndefined();
    expect(await (await getDb()).select().from(emailOutbox)).toHaveLength(before.length);
  });

  it("refuses an expired link, and a link once another has been used", async () => {
    const { email } = await makeAccountMember(admin, implicit);
    await requestPasswordReset(email);
    await requestPasswordReset(email);
    const [first, second] = (await linksTo(email)).map(tokenOf);
    expect(first).not.toBe(second);

    setClockOffset((RESET_VALID_MINUTES + 1) * 60_000);
    expect(await resetTokenUsable(first)).toBe(false);
    expect(await resetPassword({ token: first, password: "too late for this" }, from)).toBeUndefined();
    setClockOffset(0);

    expect(await resetPassword({ token: second, password: "the second link" }, from)).toEqual({ email });
    expect(await resetPassword({ token: first, password: "the first link!" }, from)).toBeUndefined();
    expect((await signIn(email, "the second link")).status).toBe(201);
  });

  it(`sends at most ${RESETS_PER_HOUR} links an hour to one member`, async () => {
    const { email } = await makeAccountMember(admin, implicit);
    for (let i = 0; i < RESETS_PER_HOUR + 2; i++) await requestPasswordReset(email);
    expect(await linksTo(email)).toHaveLength(RESETS_PER_HOUR);
  });
});
