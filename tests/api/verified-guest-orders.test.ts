// A member sees the guest orders placed with their e-mail only once they have verified it (docs/admin.md "Customers",
// docs/email.md "E-mail verification"): not before, never another e-mail's, and a forged, used or expired link
// verifies nothing. The account page's list and GET /v2/orders with the account's token say the same.
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { resendEmailVerification, openVerificationLink, shopperEmailVerified, signUpShopper } from "@/lib/commerce/accounts/account-pages";
import { setClockOffset } from "@/lib/commerce/clock";
import { accountOrders } from "@/lib/commerce/orders/order-page-read";
import { renderOutboxRow } from "@/lib/email/render";
import { getDb } from "@/lib/storage/db";
import { emailOutbox } from "@/lib/storage/schema";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";
import { checkoutBody } from "../support/order-fixtures";

let admin: string;
let implicit: string;
let product: { id: string };

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
  product = await makeProduct(admin);
  await call("PUT", "/v2/settings/account-authentication", { token: admin, body: { data: { type: "account_authentication_settings", enable_self_signup: true } } });
});
afterAll(async () => {
  await call("PUT", "/v2/settings/account-authentication", { token: admin, body: { data: { type: "account_authentication_settings", enable_self_signup: false } } });
});
afterEach(() => setClockOffset(0));

async function guestOrder(email: string): Promise<string> {
  const cartId = `verified-${randomUUID()}`;
  await call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data: [{ type: "cart_item", id: product.id, quantity: 1 }] } });
  const placed = await call("POST", `/v2/carts/${cartId}/checkout`, { token: implicit, body: { ...checkoutBody(), data: { ...checkoutBody().data, customer: { name: "Guest", email } } } });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.data.id;
}

/** Signs up through the storefront and signs in: the member's session and token. */
async function signUp(email: string) {
  await signUpShopper({ name: "Shopper", email, password: "correct horse battery" }, { address: "203.0.113.50" });
  const signIn = await call("POST", "/v2/account-members/tokens", {
    token: implicit,
    body: { data: { type: "account_management_authentication_token", authentication_mechanism: "password", username: email, password: "correct horse battery" } },
  });
  expect(signIn.status).toBe(201);
  return { accountId: signIn.body.data[0].account_id as string, memberId: signIn.body.meta.account_member_id as string, token: signIn.body.data[0].token as string };
}

/** The verification links sent to `email`, oldest first (their tokens). */
async function verificationTokens(email: string): Promise<string[]> {
  const rows = await (await getDb())
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.recipient, email), eq(emailOutbox.kind, "email_verification")))
    .orderBy(emailOutbox.createdAt);
  return rows.map((row) => new URL((row.payload as { verifyUrl: string }).verifyUrl).searchParams.get("token")!);
}

const listed = async (shopper: { accountId: string; memberId: string }) => (await accountOrders(shopper)).map((o) => o.id);
const listedByApi = async (token: string) =>
  (await call("GET", "/v2/orders", { token: implicit, headers: { "ep-account-management-authentication-token": token } })).body.data.map((o: { id: string }) => o.id);

describe("guest orders of a verified e-mail", () => {
  it("are not listed before verification, are after it, and the link works once", async () => {
    const email = `verify-${randomUUID().slice(0, 8)}@example.test`;
    const guest = await guestOrder(email.toUpperCase());
    const shopper = await signUp(email);

    // Unverified: the account lists nothing of the guest's, through either door.
    expect(await shopperEmailVerified(shopper.memberId)).toBe(false);
    expect(await listed(shopper)).toEqual([]);
    expect(await listedByApi(shopper.token)).toEqual([]);

    // The sign-up sent one link (to the address, through the outbox); another within 10 minutes is refused.
    const [token] = await verificationTokens(email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await resendEmailVerification(shopper.memberId)).toBe(false);
    expect(await verificationTokens(email)).toHaveLength(1);
    const rows = await (await getDb()).select().from(emailOutbox).where(and(eq(emailOutbox.recipient, email), eq(emailOutbox.kind, "email_verification")));
    const rendered = await renderOutboxRow(rows[0]);
    expect(rendered?.subject).toBe("Confirm your e-mail address for Cartwright");
    expect(rendered?.text).toContain(`/account/verify-email?token=${token}`);

    expect(await openVerificationLink(token)).toBe(true);
    expect(await shopperEmailVerified(shopper.memberId)).toBe(true);
    expect(await listed(shopper)).toEqual([guest]);
    expect(await listedByApi(shopper.token)).toEqual([guest]);
    // And the shopper can open it.
    expect((await call("GET", `/v2/orders/${guest}`, { token: implicit, headers: { "ep-account-management-authentication-token": shopper.token } })).status).toBe(200);

    // Used once: the same link again verifies nothing more (and says so); no new link is sent to a verified e-mail.
    expect(await openVerificationLink(token)).toBe(false);
    setClockOffset(11 * 60_000);
    expect(await resendEmailVerification(shopper.memberId)).toBe(false);
  });

  it("never lists another e-mail's guest orders", async () => {
    const mine = `mine-${randomUUID().slice(0, 8)}@example.test`;
    const theirs = `theirs-${randomUUID().slice(0, 8)}@example.test`;
    await guestOrder(theirs);
    const own = await guestOrder(mine);
    const shopper = await signUp(mine);
    expect(await openVerificationLink((await verificationTokens(mine))[0])).toBe(true);
    expect(await listed(shopper)).toEqual([own]);
    expect(await listedByApi(shopper.token)).toEqual([own]);

    // The other e-mail's owner, signed up but not verified: still nothing.
    const other = await signUp(theirs);
    expect(await listed(other)).toEqual([]);
  });

  it("refuses a forged or expired link; a new one may be asked for after 10 minutes", async () => {
    const email = `expired-${randomUUID().slice(0, 8)}@example.test`;
    const guest = await guestOrder(email);
    const shopper = await signUp(email);
    const [token] = await verificationTokens(email);

    for (const forged of ["", "not-a-token", "A".repeat(43), `${token.slice(0, 42)}${token.endsWith("A") ? "B" : "A"}`]) expect(await openVerificationLink(forged), forged).toBe(false);

    setClockOffset(49 * 3600_000);
    expect(await openVerificationLink(token)).toBe(false);
    expect(await listed(shopper)).toEqual([]);

    expect(await resendEmailVerification(shopper.memberId)).toBe(true);
    const tokens = await verificationTokens(email);
    expect(tokens).toHaveLength(2);
    expect(await openVerificationLink(tokens[1])).toBe(true);
    expect(await listed(shopper)).toEqual([guest]);
  });
});
