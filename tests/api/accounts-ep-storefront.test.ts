// EP's storefront's account calls with EP's generated shopper client, as elasticpath/composable-frontend's
// examples/core makes them (sign-in and sign-up, the account summary, the address book, the account's
// checkout), each answer checked against EP's account_management / account-addresses schemas; who may read
// what (another account's token gets 404); and CORS for browsers on other origins.
import { randomUUID } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  deleteV2AccountAddress,
  getV2AccountAddress,
  getV2AccountAddresses,
  getV2AccountMembersAccountMemberId,
  getV2AccountsAccountId,
  postV2AccountAddress,
  postV2AccountMembersTokens,
  putV2AccountAddress,
  putV2AccountsAccountId,
} from "@epcc-sdk/sdks-shopper";
import { adminToken, apiFetch, call, implicitToken } from "../support/api";
import { makeAccountMember } from "../support/fixtures";
import { schemaProblems } from "../support/openapi";
import { rawBody, shopperClient } from "../support/shopper-sdk";

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

const address = (overrides: Record<string, unknown> = {}) => ({
  type: "address",
  name: "Home",
  first_name: "Ada",
  last_name: "Lovelace",
  line_1: "12 St James Sq",
  city: "London",
  postcode: "SW1Y 4JH",
  country: "GB",
  ...overrides,
});

const signIn = (username: string, password: string) =>
  call("POST", "/v2/account-members/tokens", {
    token: implicit,
    body: { data: { type: "account_management_authentication_token", authentication_mechanism: "password", username, password } },
  });

describe("POST /v2/account-members/tokens", () => {
  it("answers as EP documents it: the account tokens and who signed in", async () => {
    const member = await makeAccountMember(admin, implicit, "Ada");
    const client = await shopperClient();
    const result = await postV2AccountMembersTokens({
      client,
      body: {
        data: {
          type: "account_management_authentication_token",
          authentication_mechanism: "password",
          password_profile_id: randomUUID(),
          username: member.email.toLowerCase(),
          password: "correct horse battery",
        },
      } as never,
    });
    expect(result.response.status).toBe(201);
    const body = rawBody(result.response);
    expect(schemaProblems("account_management", "post-v2-account-members-tokens", 201, body)).toEqual([]);
    expect(body.data).toEqual([
      expect.objectContaining({ type: "account_management_authentication_token", account_id: member.accountId, account_name: "Ada", token: expect.any(String) }),
    ]);
    expect(body.meta.account_member_id).toMatch(/^[0-9a-f-]{36}$/);
    // EP's storefront reads the member with that id.
    const me = await getV2AccountMembersAccountMemberId({ client: await shopperClient({ accountToken: body.data[0].token }), path: { accountMemberID: body.meta.account_member_id } });
    expect(me.response.status).toBe(200);
    expect(schemaProblems("account_management", "get-v2-account-members-accountMemberID", 200, rawBody(me.response))).toEqual([]);
    expect(rawBody(me.response).data).toMatchObject({ type: "account_member", email: member.email, name: "Ada" });
  });

  it("refuses a wrong password with 401", async () => {
    const member = await makeAccountMember(admin, implicit);
    expect((await signIn(member.email, "wrong password")).status).toBe(401);
  });
});

describe("self sign-up", () => {
  afterEach(async () => {
    await call("PUT", "/v2/settings/account-authentication", { token: admin, body: { data: { type: "account_authentication_settings", enable_self_signup: false } } });
  });

  const signUp = (email: string, password = "a long password") =>
    call("POST", "/v2/account-members/tokens", {
      token: implicit,
      body: { data: { type: "account_management_authentication_token", authentication_mechanism: "self_signup", username: email, password, name: "New Shopper", email } },
    });

  it("is off until an administrator turns it on; then it makes an account and its member, who can sign in", async () => {
    const email = `${randomUUID().slice(0, 8)}@example.test`;
    const refused = await signUp(email);
    expect(refused.status).toBe(403);
    expect((await signIn(email, "a long password")).status).toBe(401);

    const settings = await call("GET", "/v2/settings/account-authentication", { token: admin });
    expect(settings.body.data).toMatchObject({ type: "account_authentication_settings", enable_self_signup: false });
    expect((await call("PUT", "/v2/settings/account-authentication", { token: implicit, body: { data: { type: "account_authentication_settings", enable_self_signup: true } } })).status).toBe(403);
    const on = await call("PUT", "/v2/settings/account-authentication", { token: admin, body: { data: { type: "account_authentication_settings", enable_self_signup: true } } });
    expect(on.body.data.enable_self_signup).toBe(true);

    const made = await signUp(email);
    expect(made.status).toBe(201);
    expect(schemaProblems("account_management", "post-v2-account-members-tokens", 201, made.body)).toEqual([]);
    expect(made.body.data[0]).toMatchObject({ account_name: "New Shopper" });
    const again = await signIn(email, "a long password");
    expect(again.status).toBe(201);
    expect(again.body.data[0].account_id).toBe(made.body.data[0].account_id);
    expect(again.body.meta.account_member_id).toBe(made.body.meta.account_member_id);
  });

  it("refuses a taken email (409) and a short password (400), making nothing", async () => {
    await call("PUT", "/v2/settings/account-authentication", { token: admin, body: { data: { type: "account_authentication_settings", enable_self_signup: true } } });
    const member = await makeAccountMember(admin, implicit);
    expect((await signUp(member.email.toUpperCase())).status).toBe(409);
    const email = `${randomUUID().slice(0, 8)}@example.test`;
    const short = await signUp(email, "short");
    expect(short.status).toBe(400);
    expect(short.body.errors[0].source).toBe("data.password");
    expect((await signIn(email, "short")).status).toBe(401);
  });
});

describe("an account and its member", () => {
  it("the account's own token reads and renames it; another account's gets 404; administrators may", async () => {
    const a = await makeAccountMember(admin, implicit, "Account A");
    const b = await makeAccountMember(admin, implicit, "Account B");
    const clientA = await shopperClient({ accountToken: a.accountToken });
    const read = await getV2AccountsAccountId({ client: clientA, path: { accountID: a.accountId } });
    expect(read.response.status).toBe(200);
    expect(schemaProblems("account_management", "get-v2-accounts-accountID", 200, rawBody(read.response))).toEqual([]);
    expect(rawBody(read.response).data).toMatchObject({ id: a.accountId, type: "account", name: "Account A" });

    const renamed = await putV2AccountsAccountId({ client: clientA, path: { accountID: a.accountId }, body: { data: { type: "account", name: "Ada & Co" } } as never });
    expect(renamed.response.status).toBe(200);
    expect(schemaProblems("account_management", "put-v2-accounts-accountID", 200, rawBody(renamed.response))).toEqual([]);
    expect(rawBody(renamed.response).data.name).toBe("Ada & Co");

    const headersB = { "EP-Account-Management-Authentication-Token": b.accountToken };
    expect((await call("GET", `/v2/accounts/${a.accountId}`, { token: implicit, headers: headersB })).status).toBe(404);
    expect((await call("PUT", `/v2/accounts/${a.accountId}`, { token: implicit, headers: headersB, body: { data: { type: "account", name: "Taken" } } })).status).toBe(404);
    expect((await call("GET", `/v2/accounts/${a.accountId}`, { token: implicit })).status).toBe(404);
    expect((await call("GET", `/v2/accounts/${a.accountId}`, { token: admin })).body.data.name).toBe("Ada & Co");
    // A refused rename changed nothing; a bad body is 400.
    expect((await call("PUT", `/v2/accounts/${a.accountId}`, { token: admin, body: { data: { type: "account", name: "" } } })).status).toBe(400);
    expect((await call("GET", `/v2/accounts/${a.accountId}`, { token: admin })).body.data.name).toBe("Ada & Co");

    const signedIn = await signIn(b.email, "correct horse battery");
    const memberB = signedIn.body.meta.account_member_id;
    expect((await call("GET", `/v2/account-members/${memberB}`, { token: implicit, headers: { "EP-Account-Management-Authentication-Token": a.accountToken } })).status).toBe(404);
    expect((await call("GET", `/v2/account-members/${memberB}`, { token: admin })).status).toBe(200);
    expect((await call("GET", "/v2/account-members/not-an-id", { token: admin })).status).toBe(404);
  });
});

describe("an account's addresses", () => {
  it("are listed, added, read, changed and deleted as EP's address book does", async () => {
    const a = await makeAccountMember(admin, implicit);
    const client = await shopperClient({ accountToken: a.accountToken });
    const empty = await getV2AccountAddresses({ client, path: { accountID: a.accountId } });
    expect(rawBody(empty.response).data).toEqual([]);

    const added = await postV2AccountAddress({ client, path: { accountID: a.accountId }, body: { data: address() } as never });
    expect(added.response.status).toBe(200);
    const created = rawBody(added.response).data;
    expect(schemaProblems("account-addresses", "post-v2-account-address", 200, rawBody(added.response))).toEqual([]);
    expect(created).toMatchObject({ type: "address", name: "Home", first_name: "Ada", country: "GB", relationships: { account: { data: { id: a.accountId } } } });

    const listed = await getV2AccountAddresses({ client, path: { accountID: a.accountId } });
    expect(schemaProblems("account-addresses", "get-v2-account-addresses", 200, rawBody(listed.response))).toEqual([]);
    expect(rawBody(listed.response).data.map((x: any) => x.id)).toEqual([created.id]);

    const one = await getV2AccountAddress({ client, path: { accountID: a.accountId, addressID: created.id } });
    expect(schemaProblems("account-addresses", "get-v2-account-address", 200, rawBody(one.response))).toEqual([]);

    const changed = await putV2AccountAddress({ client, path: { accountID: a.accountId, addressID: created.id }, body: { data: { type: "address", name: "Work", city: "Leeds", country: "gb" } } as never });
    expect(changed.response.status).toBe(200);
    expect(rawBody(changed.response).data).toMatchObject({ name: "Work", city: "Leeds", country: "GB", line_1: "12 St James Sq" });

    const deleted = await deleteV2AccountAddress({ client, path: { accountID: a.accountId, addressID: created.id } });
    expect(deleted.response.status).toBe(204);
    expect((await call("GET", `/v2/accounts/${a.accountId}/addresses/${created.id}`, { token: implicit, headers: { "EP-Account-Management-Authentication-Token": a.accountToken } })).status).toBe(404);
  });

  it("are another account's business: 404 for every operation, and nothing changes", async () => {
    const a = await makeAccountMember(admin, implicit);
    const b = await makeAccountMember(admin, implicit);
    const headersA = { "EP-Account-Management-Authentication-Token": a.accountToken };
    const headersB = { "EP-Account-Management-Authentication-Token": b.accountToken };
    const made = await call("POST", `/v2/accounts/${a.accountId}/addresses`, { token: implicit, headers: headersA, body: { data: address() } });
    const path = `/v2/accounts/${a.accountId}/addresses/${made.body.data.id}`;
    for (const [method, target, body] of [
      ["GET", `/v2/accounts/${a.accountId}/addresses`, undefined],
      ["POST", `/v2/accounts/${a.accountId}/addresses`, { data: address() }],
      ["GET", path, undefined],
      ["PUT", path, { data: { type: "address", city: "Elsewhere" } }],
      ["DELETE", path, undefined],
    ] as const) {
      expect((await call(method, target, { token: implicit, headers: headersB, body })).status).toBe(404);
      expect((await call(method, target, { token: implicit, body })).status).toBe(404);
    }
    // B's own address id under A's account is no way in either.
    const bAddress = await call("POST", `/v2/accounts/${b.accountId}/addresses`, { token: implicit, headers: headersB, body: { data: address() } });
    expect((await call("GET", `/v2/accounts/${a.accountId}/addresses/${bAddress.body.data.id}`, { token: implicit, headers: headersA })).status).toBe(404);
    const still = await call("GET", path, { token: implicit, headers: headersA });
    expect(still.body.data.city).toBe("London");
    expect((await call("GET", path, { token: admin })).status).toBe(200);
  });

  it("refuses bad addresses with 400 naming each field, and adds nothing", async () => {
    const a = await makeAccountMember(admin, implicit);
    const headers = { "EP-Account-Management-Authentication-Token": a.accountToken };
    const refused = await call("POST", `/v2/accounts/${a.accountId}/addresses`, {
      token: implicit,
      headers,
      body: { data: address({ first_name: "", country: "Great Britain", postal_code: "X" }) },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((e: any) => e.source).sort()).toEqual(["data.country", "data.first_name", "data.postal_code"]);
    for (const body of [{}, { data: [] }, { data: { ...address(), type: "addresses" } }]) {
      expect((await call("POST", `/v2/accounts/${a.accountId}/addresses`, { token: implicit, headers, body })).status).toBe(400);
    }
    expect((await call("GET", `/v2/accounts/${a.accountId}/addresses`, { token: implicit, headers })).body.data).toEqual([]);
  });
});

describe("an address book's countries", () => {
  it("are ISO 3166-1 codes: ZZ is 422 on add and on change, and nothing is kept", async () => {
    const a = await makeAccountMember(admin, implicit);
    const headers = { "EP-Account-Management-Authentication-Token": a.accountToken };
    const book = `/v2/accounts/${a.accountId}/addresses`;
    const refused = await call("POST", book, { token: implicit, headers, body: { data: address({ country: "ZZ" }) } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([expect.objectContaining({ status: 422, source: "data.country" })]);
    expect((await call("GET", book, { token: implicit, headers })).body.data).toEqual([]);
    const made = await call("POST", book, { token: implicit, headers, body: { data: address() } });
    const changed = await call("PUT", `${book}/${made.body.data.id}`, { token: implicit, headers, body: { data: { type: "address", country: "zz" } } });
    expect(changed.status).toBe(422);
    expect((await call("GET", `${book}/${made.body.data.id}`, { token: implicit, headers })).body.data.country).toBe("GB");
  });
});

describe("CORS for browsers on other origins", () => {
  afterEach(() => {
    delete process.env.CORS_ALLOWED_ORIGINS;
  });

  const preflight = (origin: string) =>
    apiFetch("/v2/carts/c1/items", {
      method: "OPTIONS",
      headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "authorization, content-type, x-moltin-currency, ep-account-management-authentication-token" },
    });

  it("answers an allowed origin's preflight with the methods and EP's headers, and its requests with the origin", async () => {
    process.env.CORS_ALLOWED_ORIGINS = "https://shop.example.test, https://other.example.test";
    const answer = await preflight("https://shop.example.test");
    expect(answer.status).toBe(204);
    expect(answer.headers.get("access-control-allow-origin")).toBe("https://shop.example.test");
    expect(answer.headers.get("access-control-allow-methods")).toBe("GET, POST, PUT, DELETE, OPTIONS");
    const headers = answer.headers.get("access-control-allow-headers")!.toLowerCase().split(", ");
    for (const header of ["authorization", "content-type", "x-moltin-currency", "ep-account-management-authentication-token", "ep-inventories-multi-location", "idempotency-key"]) {
      expect(headers).toContain(header);
    }
    const actual = await call("GET", "/v2/carts/cors-cart/items", { token: implicit, headers: { origin: "https://shop.example.test" } });
    expect(actual.status).toBe(200);
    expect(actual.headers.get("access-control-allow-origin")).toBe("https://shop.example.test");
    expect(actual.headers.get("access-control-expose-headers")).toContain("X-Request-Id");
    // Errors carry it too, so the browser can read them.
    const refused = await call("GET", "/v2/carts/cors-cart/items", { headers: { origin: "https://shop.example.test" } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get("access-control-allow-origin")).toBe("https://shop.example.test");
  });

  it("grants any origin by default, as EP's API does: the preflight and the answer carry the foreign origin", async () => {
    // What EP's storefront (examples/core) sends from the browser: its catalog search, files and currencies.
    const search = await apiFetch("/catalog/multi-search", {
      method: "OPTIONS",
      headers: { origin: "https://storefront.vercel.example", "access-control-request-method": "POST", "access-control-request-headers": "authorization, content-type, x-moltin-currency" },
    });
    expect(search.status).toBe(204);
    expect(search.headers.get("access-control-allow-origin")).toBe("https://storefront.vercel.example");
    expect(search.headers.get("access-control-allow-methods")).toContain("POST");
    expect(search.headers.get("access-control-allow-headers")!.toLowerCase()).toContain("x-moltin-currency");
    const answer = await call("POST", "/catalog/multi-search", { token: implicit, headers: { origin: "https://storefront.vercel.example" }, body: { searches: [{ q: "*", per_page: 1 }] } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("access-control-allow-origin")).toBe("https://storefront.vercel.example");
    const currencies = await call("GET", "/v2/currencies", { token: implicit, headers: { origin: "https://storefront.vercel.example" } });
    expect(currencies.headers.get("access-control-allow-origin")).toBe("https://storefront.vercel.example");
    // Never with credentials: tokens travel in headers.
    expect(answer.headers.get("access-control-allow-credentials")).toBeNull();
  });

  it("grants nothing to origins off the list, or to any with `none`; a refused origin is logged once with the setting to change", async () => {
    process.env.CORS_ALLOWED_ORIGINS = "https://shop.example.test";
    const logged = vi.spyOn(console, "log").mockImplementation(() => {});
    const level = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = "info";
    try {
      const evil = await preflight("https://evil.example.test");
      expect(evil.status).toBe(204);
      expect(evil.headers.get("access-control-allow-origin")).toBeNull();
      expect(evil.headers.get("access-control-allow-headers")).toBeNull();
      await preflight("https://evil.example.test");
      const lines = logged.mock.calls.map(([line]) => String(line)).filter((line) => line.includes("cors origin refused"));
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0])).toMatchObject({ level: "warn", origin: "https://evil.example.test", fix: expect.stringContaining("CORS_ALLOWED_ORIGINS") });
    } finally {
      process.env.LOG_LEVEL = level;
      logged.mockRestore();
    }
    const actual = await call("GET", "/v2/carts/cors-cart-2/items", { token: implicit, headers: { origin: "https://evil.example.test" } });
    expect(actual.headers.get("access-control-allow-origin")).toBeNull();
    process.env.CORS_ALLOWED_ORIGINS = "none";
    expect((await preflight("https://shop.example.test")).headers.get("access-control-allow-origin")).toBeNull();
  });
});
