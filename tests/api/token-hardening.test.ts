// Account tokens: one without an expiry is refused even when signed with the store's key, and a token
// revoked at sign-out stops working at once (a copy of it too).
import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { revokeAccountToken } from "@/lib/commerce/auth/tokens";
import { signingKey } from "@/lib/commerce/auth/signing-key";
import { loggedPath } from "@/lib/http/api/api";
import { adminToken, call, implicitToken } from "../support/api";
import { makeAccountMember } from "../support/fixtures";

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

const asAccount = (token: string, accountId: string) =>
  call("GET", `/v2/accounts/${accountId}`, { token: implicit, headers: { "ep-account-management-authentication-token": token } });

describe("account tokens", () => {
  it("are refused without an expiry, though signed with the store's key", async () => {
    const member = await makeAccountMember(admin, implicit);
    const forever = await new SignJWT({ account_id: member.accountId })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(randomUUID())
      .setJti(randomUUID())
      .setIssuedAt()
      .setAudience("account")
      .sign(await signingKey());
    expect((await asAccount(forever, member.accountId)).status).toBe(401);
    // The real one works.
    expect((await asAccount(member.accountToken, member.accountId)).status).toBe(200);
  });

  it("stop working once revoked (signing out)", async () => {
    const member = await makeAccountMember(admin, implicit);
    expect((await asAccount(member.accountToken, member.accountId)).status).toBe(200);
    await revokeAccountToken(member.accountToken);
    const after = await asAccount(member.accountToken, member.accountId);
    expect(after.status).toBe(401);
    expect(after.body.errors[0].status).toBe(401);
  });
});

describe("request logs", () => {
  it("keep only the start of a cart id or an order id, and no promotion code: bearer secrets", () => {
    expect(loggedPath("/v2/carts/acct_0123456789abcdef/items")).toBe("/v2/carts/acct…/items");
    expect(loggedPath("/v2/orders/6f1c2a9e-4b7d-4e0a-9c3f-2d8b5e7a1c40")).toBe("/v2/orders/6f1c2a9e…");
    expect(loggedPath("/v2/orders/6f1c2a9e-4b7d-4e0a-9c3f-2d8b5e7a1c40/payments")).toBe("/v2/orders/6f1c2a9e…/payments");
    expect(loggedPath("/v2/carts/my-cart-123/discounts/GIFT-7Q2X-99")).toBe("/v2/carts/my-c…/discounts/…");
    expect(loggedPath("/v2/promotions/p1/codes/GIFT-7Q2X-99")).toBe("/v2/promotions/p1/codes/…");
    expect(loggedPath("/v2/orders")).toBe("/v2/orders");
    expect(loggedPath("/catalog/products/abc")).toBe("/catalog/products/abc");
  });
});
