// The browser's API client (lib/client/api-client.ts) against the real route handlers, in process:
// it obtains an implicit token with the public client id, renews it before it expires and when the
// API answers 401, sends X-MOLTIN-CURRENCY, and hands refusals back with the API's error objects.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiRequestError, createApiClient, NetworkError } from "@/lib/client/api-client";
import type { CartCollection } from "@/lib/client/types";
import { adminToken, apiFetch } from "../support/api";
import { makeProduct } from "../support/fixtures";

let product: { id: string };

beforeAll(async () => {
  product = await makeProduct(await adminToken(), { price: { USD: { amount: 1200, includes_tax: false }, EUR: { amount: 1100, includes_tax: false } } });
});

/** fetch through the app's routes, remembering what was asked. */
function recordingFetch(rewrite?: (path: string, init: RequestInit, n: number) => RequestInit) {
  const calls: { path: string; authorization?: string }[] = [];
  const fetch = (async (input: string, init: RequestInit = {}) => {
    const finalInit = rewrite ? rewrite(input, init, calls.length) : init;
    calls.push({ path: input, authorization: (finalInit.headers as Record<string, string> | undefined)?.authorization });
    return apiFetch(input, finalInit);
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const CLIENT_ID = process.env.STORE_CLIENT_ID || "cartwright-dev-client";

describe("the browser's API client", () => {
  it("gets one implicit token and reuses it; the first add fixes the cart's currency from X-MOLTIN-CURRENCY", async () => {
    const { fetch, calls } = recordingFetch();
    const api = createApiClient({ clientId: CLIENT_ID, fetch });
    const cartId = randomUUID();
    const added = await api.request<CartCollection>("POST", `/v2/carts/${cartId}/items`, {
      body: { data: { type: "cart_item", id: product.id, quantity: 2 } },
      currency: "EUR",
    });
    expect(added.meta.display_price.with_tax).toMatchObject({ amount: 2200, currency: "EUR" });
    const read = await api.request<CartCollection>("GET", `/v2/carts/${cartId}/items`);
    expect(read.data.map((l) => l.quantity)).toEqual([2]);
    expect(calls.map((c) => c.path)).toEqual(["/oauth/access_token", `/v2/carts/${cartId}/items`, `/v2/carts/${cartId}/items`]);
  });

  it("renews the token a minute before it expires", async () => {
    let clock = Date.now();
    const { fetch, calls } = recordingFetch();
    const api = createApiClient({ clientId: CLIENT_ID, fetch, now: () => clock });
    const cartId = randomUUID();
    await api.request("GET", `/v2/carts/${cartId}/items`);
    clock += 3500 * 1000;
    await api.request("GET", `/v2/carts/${cartId}/items`);
    clock += 100 * 1000;
    await api.request("GET", `/v2/carts/${cartId}/items`);
    expect(calls.filter((c) => c.path === "/oauth/access_token")).toHaveLength(2);
  });

  it("a 401 (an expired or revoked token) gets a new token and the request is sent once more", async () => {
    const { fetch, calls } = recordingFetch((path, init, n) =>
      n === 1 ? { ...init, headers: { ...(init.headers as Record<string, string>), authorization: "Bearer revoked" } } : init,
    );
    const api = createApiClient({ clientId: CLIENT_ID, fetch });
    const cartId = randomUUID();
    const read = await api.request<CartCollection>("GET", `/v2/carts/${cartId}/items`);
    expect(read.data).toEqual([]);
    expect(calls.map((c) => c.path)).toEqual(["/oauth/access_token", `/v2/carts/${cartId}/items`, "/oauth/access_token", `/v2/carts/${cartId}/items`]);
    expect(calls[3].authorization).not.toBe(calls[1].authorization);
  });

  it("hands back the API's refusal with its error objects, and names a network failure", async () => {
    const api = createApiClient({ clientId: CLIENT_ID, fetch: recordingFetch().fetch });
    const refusal = await api
      .request<never>("POST", `/v2/carts/${randomUUID()}/items`, { body: { data: { type: "cart_item", id: product.id, quantity: 0 } } })
      .catch((e: ApiRequestError) => e);
    expect(refusal).toBeInstanceOf(ApiRequestError);
    expect(refusal.status).toBe(400);
    expect(refusal.errors[0]).toMatchObject({ title: "number_gte", source: "data.quantity" });

    const wrongClient = await createApiClient({ clientId: "not-the-store", fetch: recordingFetch().fetch })
      .request<never>("GET", `/v2/carts/${randomUUID()}/items`)
      .catch((e: ApiRequestError) => e);
    expect(wrongClient).toBeInstanceOf(ApiRequestError);
    expect(wrongClient.status).toBe(401);

    const offline = createApiClient({ clientId: CLIENT_ID, fetch: (() => Promise.reject(new TypeError("fetch failed"))) as typeof globalThis.fetch });
    await expect(offline.request("GET", "/v2/carts/x/items")).rejects.toBeInstanceOf(NetworkError);
  });
});
