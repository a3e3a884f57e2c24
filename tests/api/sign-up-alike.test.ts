// Issue 44 finding 11 (docs/security.md "Sign-up"): the storefront's sign-up answers the same whether or not the
// e-mail has an account, and tells the e-mail's owner by e-mail instead; EP's API keeps EP's error for a taken one.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { signUpShopper } from "@/lib/commerce/accounts/account-pages";
import { getDb } from "@/lib/storage/db";
import { emailOutbox } from "@/lib/storage/schema";
import { renderOutboxRow } from "@/lib/email/render";
import { adminToken, call, implicitToken } from "../support/api";

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
  await call("PUT", "/v2/settings/account-authentication", { token: admin, body: { data: { type: "account_authentication_settings", enable_self_signup: true } } });
});
afterAll(async () => {
  await call("PUT", "/v2/settings/account-authentication", { token: admin, body: { data: { type: "account_authentication_settings", enable_self_signup: false } } });
});

const from = { address: "203.0.113.7" };
const signIn = (username: string, password: string) =>
  call("POST", "/v2/account-members/tokens", {
    token: implicit,
    body: { data: { type: "account_management_authentication_token", authentication_mechanism: "password", username, password } },
  });
async function mailTo(email: string) {
  const rows = await (await getDb()).select().from(emailOutbox).where(eq(emailOutbox.recipient, email)).orderBy(emailOutbox.createdAt);
  return rows.filter((r) => r.kind === "account_sign_up").map((r) => r.payload as { existing: boolean; memberName: string; signInUrl: string });
}

describe("storefront sign-up", () => {
  it("answers alike for a new and a taken e-mail, and tells the owner by e-mail", async () => {
    const email = `${randomUUID().slice(0, 8)}@example.test`;
    await expect(signUpShopper({ name: "Ada", email, password: "first secret!" }, from)).resolves.toBeUndefined();
    expect(await mailTo(email)).toMatchObject([{ existing: false, memberName: "Ada" }]);
    expect((await signIn(email, "first secret!")).status).toBe(201);

    // The same e-mail again (any letter case): the same answer, nothing changed, the owner told.
    await expect(signUpShopper({ name: "Mallory", email: email.toUpperCase(), password: "second secret" }, from)).resolves.toBeUndefined();
    expect(await mailTo(email)).toMatchObject([{ existing: false }, { existing: true, memberName: "Ada" }]);
    expect((await signIn(email, "second secret")).status).toBe(401);
    expect((await signIn(email, "first secret!")).status).toBe(201);

    // The new account's name was the sign-up's to type, to any address: the welcome does not repeat it; the owner's
    // own name greets the owner.
    const rows = await (await getDb()).select().from(emailOutbox).where(eq(emailOutbox.recipient, email)).orderBy(emailOutbox.createdAt);
    const [welcome, told] = await Promise.all(rows.filter((r) => r.kind === "account_sign_up").map((r) => renderOutboxRow(r)));
    expect(welcome?.text).toMatch(/^Hello,$/m);
    expect(welcome?.text).not.toContain("Ada");
    expect(told?.text).toMatch(/^Hello Ada,$/m);

    // Tried again within the hour: the owner is not flooded.
    await signUpShopper({ name: "Mallory", email, password: "third secret!" }, from);
    expect(await mailTo(email)).toHaveLength(2);
  });

  it("leaves EP's API answer to a taken e-mail as EP gives it (an error)", async () => {
    const email = `${randomUUID().slice(0, 8)}@example.test`;
    const body = (password: string) => ({ data: { type: "account_management_authentication_token", authentication_mechanism: "self_signup", username: email, email, name: "Ada", password } });
    expect((await call("POST", "/v2/account-members/tokens", { token: implicit, body: body("first secret!") })).status).toBe(201);
    expect((await call("POST", "/v2/account-members/tokens", { token: implicit, body: body("second secret") })).status).toBe(409);
  });
});
