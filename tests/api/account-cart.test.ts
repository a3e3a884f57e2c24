// The storefront's account cart (lib/commerce/carts/account-cart.ts): one cart per account, made on
// first sign-in, into which sign-in merges the shopper's anonymous cart with the API's own merge.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/storage/db";
import { carts } from "@/lib/storage/schema";
import { accountCartId, ensureAccountCart, mergeIntoAccountCart } from "@/lib/commerce/carts/account-cart";
import { PEER_HEADER } from "@/lib/http/origin/client-address";
import { checkoutBody } from "../support/order-fixtures";
import { adminToken, call, implicitToken } from "../support/api";
import { makeAccountMember, makeProduct } from "../support/fixtures";

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

// An administrator may use any cart; a shopper only their own account's (below).
const add = (cartId: string, data: unknown, currency = "USD") =>
  call("POST", `/v2/carts/${cartId}/items`, { token: admin, body: { data }, headers: { "x-moltin-currency": currency } });
const lines = async (cartId: string) =>
  ((await call("GET", `/v2/carts/${cartId}/items`, { token: admin })).body.data as { sku: string; quantity: number }[]).map((l) => [l.sku, l.quantity]);

describe("the account's cart", () => {
  it("is created on first use, tied to the account, with the same id every time", async () => {
    const { accountId } = await makeAccountMember(admin, implicit);
    const id = await ensureAccountCart(accountId);
    expect(id).toBe(await accountCartId(accountId));
    expect(await ensureAccountCart(accountId)).toBe(id);
    const [row] = await (await getDb()).select().from(carts).where(eq(carts.id, id));
    expect(row.accountId).toBe(accountId);
    const other = await makeAccountMember(admin, implicit);
    expect(await accountCartId(other.accountId)).not.toBe(id);
  });

  it("sign-in merges the anonymous cart: quantities of the same line summed, the anonymous cart unchanged", async () => {
    const [a, b] = await Promise.all([makeProduct(admin, { sku: `A-${randomUUID().slice(0, 6)}` }), makeProduct(admin, { sku: `B-${randomUUID().slice(0, 6)}` })]);
    const { accountId } = await makeAccountMember(admin, implicit);
    const target = await ensureAccountCart(accountId);
    expect((await add(target, { type: "cart_item", id: a.id, quantity: 1 })).status).toBe(201);
    const anonymous = `anon-${randomUUID().slice(0, 8)}`;
    expect((await add(anonymous, [{ type: "cart_item", id: a.id, quantity: 2 }, { type: "cart_item", id: b.id, quantity: 1 }])).status).toBe(201);

    const outcome = await mergeIntoAccountCart(accountId, anonymous);
    expect(outcome).toEqual({
      cartId: target,
      merged: [
        { name: a.attributes.name, quantity: 2 },
        { name: b.attributes.name, quantity: 1 },
      ],
      problems: [],
    });
    expect(await lines(target)).toEqual([
      [a.attributes.sku, 3],
      [b.attributes.sku, 1],
    ]);
    expect(await lines(anonymous)).toEqual([
      [a.attributes.sku, 2],
      [b.attributes.sku, 1],
    ]);
  });

  it("an empty account cart takes the anonymous cart's currency", async () => {
    const product = await makeProduct(admin);
    const { accountId } = await makeAccountMember(admin, implicit);
    const anonymous = `anon-${randomUUID().slice(0, 8)}`;
    await add(anonymous, { type: "cart_item", id: product.id, quantity: 1 }, "EUR");
    const outcome = await mergeIntoAccountCart(accountId, anonymous);
    expect(outcome.problems).toEqual([]);
    const cart = await call("GET", `/v2/carts/${outcome.cartId}/items`, { token: admin });
    expect(cart.body.meta.display_price.with_tax).toMatchObject({ amount: 900, currency: "EUR" });
  });

  it("a cart in another currency is not merged and the reason is reported; nothing changes", async () => {
    const product = await makeProduct(admin);
    const { accountId } = await makeAccountMember(admin, implicit);
    const target = await ensureAccountCart(accountId);
    await add(target, { type: "cart_item", id: product.id, quantity: 1 }, "USD");
    const anonymous = `anon-${randomUUID().slice(0, 8)}`;
    await add(anonymous, { type: "cart_item", id: product.id, quantity: 4 }, "EUR");
    const outcome = await mergeIntoAccountCart(accountId, anonymous);
    expect(outcome.merged).toEqual([]);
    expect(outcome.problems).toEqual([`This cart uses USD, the cart ${anonymous} uses EUR`]);
    expect(await lines(target)).toEqual([[product.attributes.sku, 1]]);
  });

  it("lines the merge refuses stay behind and are reported; the rest move", async () => {
    const [kept, withdrawn] = await Promise.all([makeProduct(admin), makeProduct(admin)]);
    const { accountId } = await makeAccountMember(admin, implicit);
    const anonymous = `anon-${randomUUID().slice(0, 8)}`;
    await add(anonymous, [{ type: "cart_item", id: kept.id, quantity: 1 }, { type: "cart_item", id: withdrawn.id, quantity: 1 }]);
    const update = await call("PUT", `/pcm/products/${withdrawn.id}`, { token: admin, body: { data: { type: "product", attributes: { status: "draft" } } } });
    expect(update.status).toBe(200);
    const outcome = await mergeIntoAccountCart(accountId, anonymous);
    expect(outcome.merged).toEqual([{ name: kept.attributes.name, quantity: 1 }]);
    expect(outcome.problems).toEqual(["The requested product could not be found"]);
    expect(await lines(outcome.cartId)).toEqual([[kept.attributes.sku, 1]]);
  });

  it("nothing to merge: no anonymous cart, an unknown one, an empty one, or the account's own", async () => {
    const { accountId } = await makeAccountMember(admin, implicit);
    const own = await accountCartId(accountId);
    for (const anonymous of [undefined, `unknown-${randomUUID().slice(0, 8)}`, own]) {
      expect(await mergeIntoAccountCart(accountId, anonymous)).toEqual({ cartId: own, merged: [], problems: [] });
    }
    const empty = `anon-${randomUUID().slice(0, 8)}`;
    await call("GET", `/v2/carts/${empty}`, { token: implicit });
    expect(await mergeIntoAccountCart(accountId, empty)).toEqual({ cartId: own, merged: [], problems: [] });
  });
});

describe("an account's cart, as EP has it", () => {
  it("is read and changed only with that account's token or by an administrator", async () => {
    const product = await makeProduct(admin);
    const owner = await makeAccountMember(admin, implicit);
    const stranger = await makeAccountMember(admin, implicit);
    const cartId = await ensureAccountCart(owner.accountId);
    const as = (accountToken?: string): { token: string; headers: Record<string, string> } => ({ token: implicit, headers: accountToken ? { "ep-account-management-authentication-token": accountToken } : {} });
    const item = { data: { type: "cart_item", id: product.id, quantity: 1 } };

    // With the owner's account token, or as an administrator: as any cart.
    expect((await call("POST", `/v2/carts/${cartId}/items`, { ...as(owner.accountToken), body: item })).status).toBe(201);
    expect((await call("GET", `/v2/carts/${cartId}`, { token: admin })).status).toBe(200);

    // With only an implicit token, or another account's token: 403, and nothing changes.
    for (const who of [as(), as(stranger.accountToken)]) {
      const read = await call("GET", `/v2/carts/${cartId}`, who);
      expect(read.status).toBe(403);
      expect(JSON.stringify(read.body)).not.toContain(owner.accountId);
      expect((await call("GET", `/v2/carts/${cartId}/items`, who)).status).toBe(403);
      expect((await call("POST", `/v2/carts/${cartId}/items`, { ...who, body: item })).status).toBe(403);
      expect((await call("PUT", `/v2/carts/${cartId}`, { ...who, body: { data: { name: "Mine now" } } })).status).toBe(403);
      expect((await call("POST", `/v2/carts/${cartId}/checkout`, { ...who, body: checkoutBody() })).status).toBe(403);
      expect((await call("DELETE", `/v2/carts/${cartId}`, who)).status).toBe(403);
      expect((await call("GET", `/v2/carts/${cartId}/shipping-groups`, who)).status).toBe(403);
      // Nor can its lines be merged into a cart of one's own.
      const mine = `steal-${randomUUID().slice(0, 8)}`;
      const merged = await call("POST", `/v2/carts/${mine}/items`, { ...who, body: { data: { type: "cart_items", cart_id: cartId } } });
      expect(merged.body.errors?.[0]?.status ?? merged.status).toBe(403);
    }
    expect(await lines(cartId)).toEqual([[product.attributes.sku, 1]]);
  });

  it("is the storefront's to use with the signed-in shopper's session cookie, from the store's own pages only", async () => {
    const owner = await makeAccountMember(admin, implicit);
    const cartId = await ensureAccountCart(owner.accountId);
    const cookie = `cw_cart=x; cw_account=${owner.accountToken}`;
    const sameSite = await call("GET", `/v2/carts/${cartId}`, { token: implicit, headers: { cookie, "sec-fetch-site": "same-origin", [PEER_HEADER]: "127.0.0.1" } });
    expect(sameSite.status).toBe(200);
    const crossSite = await call("GET", `/v2/carts/${cartId}`, { token: implicit, headers: { cookie, "sec-fetch-site": "cross-site" } });
    expect(crossSite.status).toBe(403);
    // A session cookie that no longer holds is no session (the request goes on without it), not a 401.
    const stale = await call("GET", `/v2/carts/anon-${randomUUID().slice(0, 8)}`, { token: implicit, headers: { cookie: "cw_account=not.a.token", "sec-fetch-site": "same-origin" } });
    expect(stale.status).toBe(200);
  });
});
