// Who may do what: no token, an implicit token, implicit + account A, implicit + account B, and client
// credentials, against carts, orders, subscriptions and settings — with the contract's answers and no
// trace of one account's data in another's responses.
import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { signingKey } from "@/lib/commerce/auth/signing-key";
import { adminToken, call, implicitToken } from "../support/api";
import { makeAccountMember, makeProduct } from "../support/fixtures";
import { accountHeader, placeOrder } from "../support/order-fixtures";
import { buildOffering, makeSubscription, stateBody } from "../support/subscription-fixtures";

type Principal = "none" | "implicit" | "accountA" | "accountB" | "admin";
const PRINCIPALS: Principal[] = ["none", "implicit", "accountA", "accountB", "admin"];

let admin: string;
let implicit: string;
let a: { accountId: string; accountToken: string; email: string };
let b: { accountId: string; accountToken: string; email: string };
let orderA: string;
let subscriptionA: string;
let product: { id: string };

function auth(principal: Principal): { token?: string; headers?: Record<string, string> } {
  switch (principal) {
    case "none":
      return {};
    case "implicit":
      return { token: implicit };
    case "accountA":
      return { token: implicit, headers: accountHeader(a.accountToken) };
    case "accountB":
      return { token: implicit, headers: accountHeader(b.accountToken) };
    case "admin":
      return { token: admin };
  }
}

async function as(principal: Principal, method: string, path: string, body?: unknown) {
  const { token, headers } = auth(principal);
  return call(method, path, { token, headers, body });
}

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
  a = await makeAccountMember(admin, implicit, "Account A");
  b = await makeAccountMember(admin, implicit, "Account B");
  product = await makeProduct(admin);
  const cartId = `matrix-a-${Date.now()}`;
  await call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data: { type: "cart_item", id: product.id, quantity: 2 } } });
  orderA = (await placeOrder(cartId, implicit, accountHeader(a.accountToken))).id;
  const offering = await buildOffering(admin);
  subscriptionA = await makeSubscription(admin, a.accountId, offering, { email: a.email });
});

function expectMatrix(results: Record<Principal, number>, expected: Record<Principal, number>) {
  expect(results).toEqual(expected);
}

async function statuses(method: string, path: (p: Principal) => string, body?: (p: Principal) => unknown) {
  const out = {} as Record<Principal, number>;
  for (const p of PRINCIPALS) out[p] = (await as(p, method, path(p), body?.(p))).status;
  return out;
}

describe("access matrix", () => {
  it("carts: any token holder with the id; no token → 401", async () => {
    expectMatrix(await statuses("GET", (p) => `/v2/carts/matrix-cart-${p}`), { none: 401, implicit: 200, accountA: 200, accountB: 200, admin: 200 });
    expectMatrix(
      await statuses("POST", (p) => `/v2/carts/matrix-cart-${p}/items`, () => ({ data: { type: "cart_item", id: product.id, quantity: 1 } })),
      { none: 401, implicit: 201, accountA: 201, accountB: 201, admin: 201 },
    );
    expectMatrix(await statuses("DELETE", (p) => `/v2/carts/matrix-cart-${p}`), { none: 401, implicit: 204, accountA: 204, accountB: 204, admin: 204 });
  });

  it("cart settings: client credentials only", async () => {
    expectMatrix(await statuses("GET", () => "/v2/settings/cart"), { none: 401, implicit: 403, accountA: 403, accountB: 403, admin: 200 });
    expectMatrix(
      await statuses("PUT", () => "/v2/settings/cart", () => ({ data: { type: "settings", cart_expiry_days: 7 } })),
      { none: 401, implicit: 403, accountA: 403, accountB: 403, admin: 200 },
    );
  });

  it("account management's back office (lists, memberships): client credentials only, an account's own token too is refused", async () => {
    const admin200 = { none: 401, implicit: 403, accountA: 403, accountB: 403, admin: 200 };
    expectMatrix(await statuses("GET", () => "/v2/accounts"), admin200);
    expectMatrix(await statuses("GET", () => "/v2/account-members"), admin200);
    expectMatrix(await statuses("GET", () => `/v2/accounts/${a.accountId}/account-memberships`), admin200);
    expectMatrix(await statuses("GET", () => `/v2/accounts/${a.accountId}/account-memberships/unassigned-account-members`), admin200);
    expectMatrix(
      await statuses("DELETE", () => "/v2/accounts/00000000-0000-4000-8000-000000000000"),
      { none: 401, implicit: 403, accountA: 403, accountB: 403, admin: 404 },
    );
  });

  it("an account's order: that account and administrators; others get 404", async () => {
    expectMatrix(await statuses("GET", () => `/v2/orders/${orderA}`), { none: 401, implicit: 404, accountA: 200, accountB: 404, admin: 200 });
    expectMatrix(await statuses("GET", () => `/v2/orders/${orderA}/items`), { none: 401, implicit: 404, accountA: 200, accountB: 404, admin: 200 });
    expectMatrix(
      await statuses("POST", (p) => `/v2/carts/matrix-reorder-${p}/items`, () => ({ data: { type: "order_items", order_id: orderA } })),
      { none: 401, implicit: 404, accountA: 201, accountB: 404, admin: 201 },
    );
  });

  it("the orders list: an account sees its own, administrators all, an implicit token alone is refused", async () => {
    expectMatrix(await statuses("GET", () => "/v2/orders"), { none: 401, implicit: 403, accountA: 200, accountB: 200, admin: 200 });
    const listA = await as("accountA", "GET", "/v2/orders");
    const listB = await as("accountB", "GET", "/v2/orders");
    const listAdmin = await as("admin", "GET", "/v2/orders?page[limit]=100");
    expect(listA.body.data.map((o: { id: string }) => o.id)).toContain(orderA);
    expect(listAdmin.body.data.map((o: { id: string }) => o.id)).toContain(orderA);
    expect(JSON.stringify(listB.body)).not.toContain(orderA);
  });

  it("an account's subscription: that account and administrators; an implicit token alone → 403", async () => {
    const path = `/v2/subscriptions/subscriptions/${subscriptionA}`;
    expectMatrix(await statuses("GET", () => path), { none: 401, implicit: 403, accountA: 200, accountB: 404, admin: 200 });
    expectMatrix(await statuses("GET", () => `/subscriptions/subscriptions/${subscriptionA}`), {
      none: 401,
      implicit: 403,
      accountA: 200,
      accountB: 404,
      admin: 200,
    });
    const listB = await as("accountB", "GET", "/v2/subscriptions/subscriptions");
    expect(listB.status).toBe(200);
    expect(JSON.stringify(listB.body)).not.toContain(subscriptionA);
    expect(JSON.stringify(listB.body)).not.toContain(a.email);
  });

  it("subscription state changes: the owner and administrators; others cannot touch it", async () => {
    const path = `/v2/subscriptions/subscriptions/${subscriptionA}/states`;
    for (const p of ["none", "implicit", "accountB"] as const) {
      const response = await as(p, "POST", path, stateBody("pause"));
      expect(response.status, p).toBe({ none: 401, implicit: 403, accountB: 404 }[p]);
    }
    const untouched = await as("admin", "GET", `/v2/subscriptions/subscriptions/${subscriptionA}`);
    expect(untouched.body.data.meta.paused).toBe(false);
    expect((await as("accountA", "POST", path, stateBody("pause"))).status).toBe(204);
    expect((await as("admin", "POST", path, stateBody("resume"))).status).toBe(204);
  });

  it("administrators alone create accounts, products, offerings and subscriptions", async () => {
    for (const p of ["implicit", "accountA"] as const) {
      expect((await as(p, "POST", "/v2/accounts", { data: { type: "account", name: "X" } })).status).toBe(403);
      expect((await as(p, "POST", "/pcm/products", { data: { type: "product", attributes: {} } })).status).toBe(403);
      expect((await as(p, "POST", "/v2/subscriptions/offerings/build", { data: { name: "Nope" } })).status).toBe(403);
      expect((await as(p, "POST", "/v2/subscriptions/subscriptions", { data: { account_id: a.accountId } })).status).toBe(403);
    }
  });
});

describe("tokens that must not work", () => {
  const now = () => Math.floor(Date.now() / 1000);

  it("an expired access token → 401", async () => {
    const expired = await new SignJWT({ grant: "client_credentials" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("client:cartwright-dev-client")
      .setAudience("access")
      .setIssuedAt(now() - 7200)
      .setExpirationTime(now() - 3600)
      .sign(await signingKey());
    const response = await call("GET", "/v2/settings/cart", { token: expired });
    expect(response.status).toBe(401);
    expect(response.body.errors[0].title).toBe("Unable to validate access token");
  });

  it("a token accepted earlier is refused once it has expired (verified tokens are remembered only until then)", async () => {
    const shortLived = await new SignJWT({ grant: "client_credentials" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("client:cartwright-dev-client")
      .setAudience("access")
      .setIssuedAt(now())
      .setExpirationTime(now() + 2)
      .sign(await signingKey());
    expect((await call("GET", "/v2/settings/cart", { token: shortLived })).status).toBe(200);
    expect((await call("GET", "/v2/settings/cart", { token: shortLived })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 3100));
    const response = await call("GET", "/v2/settings/cart", { token: shortLived });
    expect(response.status).toBe(401);
    expect(response.body.errors[0].title).toBe("Unable to validate access token");
  });

  it("a token signed with another key, a tampered payload, or alg none → 401", async () => {
    const foreign = await new SignJWT({ grant: "client_credentials" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("client:cartwright-dev-client")
      .setAudience("access")
      .setExpirationTime(now() + 600)
      .sign(new TextEncoder().encode("not-the-store-key-not-the-store-key"));
    expect((await call("GET", "/v2/settings/cart", { token: foreign })).status).toBe(401);

    // An implicit token whose payload is edited to claim client credentials.
    const [header, payload, signature] = implicit.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, grant: "client_credentials" })).toString("base64url");
    expect((await call("GET", "/v2/settings/cart", { token: `${header}.${forged}.${signature}` })).status).toBe(401);

    const none = `${Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url")}.${forged}.`;
    expect((await call("GET", "/v2/settings/cart", { token: none })).status).toBe(401);
  });

  it("an account token used as an access token, or an access token as an account token → 401", async () => {
    expect((await call("GET", "/v2/orders", { token: a.accountToken })).status).toBe(401);
    const response = await call("GET", "/v2/orders", { token: implicit, headers: accountHeader(implicit) });
    expect(response.status).toBe(401);
  });

  it("an expired account token → 401", async () => {
    const expired = await new SignJWT({ account_id: a.accountId })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("member")
      .setAudience("account")
      .setExpirationTime(now() - 10)
      .sign(await signingKey());
    expect((await call("GET", "/v2/orders", { token: implicit, headers: accountHeader(expired) })).status).toBe(401);
  });
});
