import { describe, expect, it, beforeAll } from "vitest";
import { adminToken, apiFetch, call, implicitToken, ADMIN_CLIENT } from "../support/api";
import { tamperedToken } from "../support/tampered-token";
import { makeAccountMember, makeProduct } from "../support/fixtures";

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

describe("POST /oauth/access_token", () => {
  it("issues an implicit token with the flat EP response", async () => {
    const response = await apiFetch("/oauth/access_token", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `grant_type=implicit&client_id=${ADMIN_CLIENT.id}`,
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ token_type: "Bearer", expires_in: 3600, identifier: "implicit" });
    expect(body.expires).toBeGreaterThan(Math.floor(Date.now() / 1000) + 3500);
    expect(body.data).toBeUndefined();
  });

  it("refuses a wrong client secret with 401", async () => {
    const response = await apiFetch("/oauth/access_token", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `grant_type=client_credentials&client_id=${ADMIN_CLIENT.id}&client_secret=nope`,
    });
    expect(response.status).toBe(401);
    expect((await response.json()).errors[0].status).toBe(401);
  });

  it("refuses an unknown grant type with a field error", async () => {
    const response = await apiFetch("/oauth/access_token", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `grant_type=password&client_id=${ADMIN_CLIENT.id}`,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].source).toBe("grant_type");
  });
});

describe("the error envelope", () => {
  it("401 without a token, and with a tampered one", async () => {
    const none = await call("GET", "/v2/carts/abc");
    expect(none.status).toBe(401);
    expect(none.body.errors[0]).toMatchObject({ status: 401, title: "Unable to validate access token" });
    const tampered = await call("GET", "/v2/carts/abc", { token: tamperedToken(implicit) });
    expect(tampered.status).toBe(401);
  });

  it("403 for an implicit token on an administrators' route", async () => {
    const response = await call("POST", "/pcm/products", { token: implicit, body: { data: {} } });
    expect(response.status).toBe(403);
    expect(response.body.errors[0].title).toBe("Forbidden");
  });

  it("400 Bad Request for malformed JSON", async () => {
    const response = await call("PUT", "/v2/carts/abc", { token: implicit, raw: "{not json", headers: { "content-type": "application/json" } });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].title).toBe("Bad Request");
  });

  it("413 for a body over 1 MiB", async () => {
    const response = await call("PUT", "/v2/carts/abc", {
      token: implicit,
      body: { data: { name: "x".repeat(1024 * 1024 + 10) } },
    });
    expect(response.status).toBe(413);
    expect(response.body.errors[0].status).toBe(413);
  });

  it("404 for an unknown API path and 405 for a wrong method, in the envelope", async () => {
    const unknown = await call("GET", "/v2/no-such-thing", { token: implicit });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].status).toBe(404);
    // (GET /v2/carts lists an account's carts: a route with one method shows the Allow header plainly.)
    const wrong = await call("PATCH", "/v2/carts/some-cart/checkout", { token: implicit, body: {} });
    expect(wrong.status).toBe(405);
    expect(wrong.body.errors[0]).toMatchObject({ status: 405, title: "Method Not Allowed" });
    expect(wrong.headers.get("allow")).toBe("POST");
  });

  it("every response carries an X-Request-Id", async () => {
    const response = await call("GET", "/catalog/products", { token: implicit });
    expect(response.headers.get("x-request-id")).toMatch(/.+/);
  });

  it("reports every zod problem at once with EP titles, source and meta.value", async () => {
    const response = await call("POST", "/pcm/products", {
      token: admin,
      body: { data: { type: "product", attributes: { name: "", sku: "S", slug: "Bad Slug", price: { usd: { amount: -1 } }, extra: 1 } } },
    });
    expect(response.status).toBe(400);
    const bySource = Object.fromEntries(response.body.errors.map((e: any) => [e.source, e]));
    expect(bySource["data.attributes.name"]).toMatchObject({ title: "string_gte", meta: { value: "" } });
    expect(bySource["data.attributes.slug"]).toMatchObject({ title: "format", meta: { value: "Bad Slug" } });
    expect(bySource["data.attributes.extra"]).toMatchObject({ title: "additional_properties" });
  });
});

describe("catalog", () => {
  it("lists live products only, with display prices in the requested currency, paged", async () => {
    const live = await makeProduct(admin, { price: { USD: { amount: 1999 }, EUR: { amount: 1799 } } });
    const draft = await makeProduct(admin, { status: "draft" });
    const page = await call("GET", "/catalog/products?page[limit]=100", { token: implicit, headers: { "X-MOLTIN-CURRENCY": "EUR" } });
    expect(page.status).toBe(200);
    const ids = page.body.data.map((p: any) => p.id);
    expect(ids).toContain(live.id);
    expect(ids).not.toContain(draft.id);
    const product = page.body.data.find((p: any) => p.id === live.id);
    expect(product.meta.display_price.without_tax).toEqual({ amount: 1799, currency: "EUR", formatted: "€17.99" });
    expect(page.body.meta.results.total).toBe(ids.length);

    const one = await call("GET", `/catalog/products/${live.id}`, { token: implicit });
    expect(one.body.data.meta.display_price.with_tax.formatted).toBe("$19.99");
    expect((await call("GET", `/catalog/products/${draft.id}`, { token: implicit })).status).toBe(404);
    expect((await call("GET", "/catalog/products/not-a-uuid", { token: implicit })).status).toBe(404);
  });

  it("administrators update a product; a duplicate sku is a 409", async () => {
    const a = await makeProduct(admin);
    const b = await makeProduct(admin);
    const renamed = await call("PUT", `/pcm/products/${a.id}`, {
      token: admin,
      body: { data: { type: "product", attributes: { name: "Renamed" } } },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.attributes.name).toBe("Renamed");
    const clash = await call("PUT", `/pcm/products/${a.id}`, {
      token: admin,
      body: { data: { type: "product", attributes: { sku: b.attributes.sku } } },
    });
    expect(clash.status).toBe(409);
  });
});

describe("carts", () => {
  it("creates a cart with EP's shape and an empty cart's totals", async () => {
    const response = await call("POST", "/v2/carts", { token: implicit, body: { data: { name: "Birthday", description: "for Ann" } } });
    expect(response.status).toBe(201);
    const cart = response.body.data;
    expect(cart).toMatchObject({ type: "cart", name: "Birthday", description: "for Ann" });
    expect(cart.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(cart.meta.display_price.with_tax).toEqual({ amount: 0, currency: "", formatted: "0" });
    const { created_at, updated_at, expires_at } = cart.meta.timestamps;
    expect(created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(Date.parse(expires_at) - Date.parse(updated_at)).toBe(7 * 86_400_000);
  });

  it("GET of an unknown id creates the cart; DELETE removes it", async () => {
    const got = await call("GET", "/v2/carts/my-own-cart_1", { token: implicit });
    expect(got.status).toBe(200);
    expect(got.body.data.id).toBe("my-own-cart_1");
    const items = await call("GET", "/v2/carts/my-own-cart_1/items", { token: implicit });
    expect(items.status).toBe(200);
    expect(items.body.data).toEqual([]);
    expect((await call("DELETE", "/v2/carts/my-own-cart_1", { token: implicit })).status).toBe(204);
    expect((await call("DELETE", "/v2/carts/my-own-cart_1", { token: implicit })).status).toBe(404);
  });

  it("refuses a cart id that is not 1-64 letters, digits, - or _", async () => {
    const response = await call("GET", `/v2/carts/${"x".repeat(65)}`, { token: implicit });
    expect(response.status).toBe(400);
  });

  it("PUT changes name and discount settings; both discounts → 422 and nothing changes", async () => {
    const { body } = await call("POST", "/v2/carts", { token: implicit, body: { data: { name: "A" } } });
    const id = body.data.id;
    const renamed = await call("PUT", `/v2/carts/${id}`, {
      token: implicit,
      body: { data: { name: "B", discount_settings: { use_rule_promotions: true } } },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.discount_settings).toEqual({ custom_discounts_enabled: false, use_rule_promotions: true });
    const both = await call("PUT", `/v2/carts/${id}`, {
      token: implicit,
      body: { data: { name: "C", discount_settings: { custom_discounts_enabled: true } } },
    });
    expect(both.status).toBe(422);
    expect(both.body.errors[0]).toMatchObject({
      title: "Cannot use both discounts together",
      detail: "Only one discount setting can be set to true at a time.",
    });
    const after = await call("GET", `/v2/carts/${id}`, { token: implicit });
    expect(after.body.data.name).toBe("B");
  });

  it("an unknown item is a 404 in the envelope", async () => {
    const { body } = await call("POST", "/v2/carts", { token: implicit, body: { data: {} } });
    const response = await call("DELETE", `/v2/carts/${body.data.id}/items/00000000-0000-4000-8000-000000000000`, { token: implicit });
    expect(response.status).toBe(404);
  });
});

describe("accounts", () => {
  it("a member signs in with email and password and gets a 24-hour account token", async () => {
    const { accountToken } = await makeAccountMember(admin, implicit);
    expect(accountToken).toMatch(/^ey/);
  });

  it("a wrong password is a 401", async () => {
    const { email } = await makeAccountMember(admin, implicit);
    const response = await call("POST", "/v2/account-members/tokens", {
      token: implicit,
      body: { data: { type: "account_management_authentication_token", authentication_mechanism: "password", username: email, password: "wrong" } },
    });
    expect(response.status).toBe(401);
  });

  it("only administrators create accounts", async () => {
    const response = await call("POST", "/v2/accounts", { token: implicit, body: { data: { type: "account", name: "X" } } });
    expect(response.status).toBe(403);
  });
});
