// Nothing lives forever: a cart past its expires_at is as if it did not exist (GET gives a new empty
// cart, an add starts a new cart, checkout and other changes answer 404), and the purge deletes expired
// carts, old idempotency keys, full rate-limit buckets and lapsed revocations, in batches, safely twice at once.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/storage/db";
import { purgeExpired } from "@/lib/storage/purge";
import { adminToken, call, implicitToken } from "../support/api";
import { checkoutBody } from "../support/order-fixtures";
import { makeAccountMember } from "../support/fixtures";

let implicit: string;
let admin: string;

beforeAll(async () => {
  implicit = await implicitToken();
  admin = await adminToken();
});

const customItem = (sku: string) => ({ type: "custom_item", name: sku, sku, quantity: 1, price: { amount: 500 } });

/** Moves a cart's last change `days` into the past (its expiry is 7 days after it). */
async function age(cartId: string, days: number) {
  await (await getDb()).execute(sql`update carts set updated_at = now() - (${days} * interval '1 day') where id = ${cartId}`);
}

async function cartWithLine(prefix: string) {
  const cartId = `${prefix}-${randomUUID().slice(0, 8)}`;
  expect((await call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data: customItem(`OLD-${cartId}`) } })).status).toBe(201);
  return cartId;
}

describe("an expired cart", () => {
  it("reads as a new empty cart", async () => {
    const cartId = await cartWithLine("expired-read");
    await age(cartId, 8);
    const items = await call("GET", `/v2/carts/${cartId}/items`, { token: implicit });
    expect(items.status).toBe(200);
    expect(items.body.data).toEqual([]);
    const cart = await call("GET", `/v2/carts/${cartId}`, { token: implicit });
    expect(new Date(cart.body.data.meta.timestamps.expires_at).getTime()).toBeGreaterThan(Date.now());
  });

  it("takes an add as the first of a new cart", async () => {
    const cartId = await cartWithLine("expired-add");
    await age(cartId, 8);
    const added = await call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data: customItem("NEW") } });
    expect(added.status).toBe(201);
    expect(added.body.data.map((item: { sku: string }) => item.sku)).toEqual(["NEW"]);
  });

  it("cannot be checked out or changed: 404", async () => {
    const cartId = await cartWithLine("expired-checkout");
    await age(cartId, 8);
    const checkout = await call("POST", `/v2/carts/${cartId}/checkout`, { token: implicit, body: checkoutBody() });
    expect(checkout.status).toBe(404);
    expect(checkout.body.errors[0]).toMatchObject({ status: 404 });
    expect((await call("DELETE", `/v2/carts/${cartId}/discounts/SOMECODE`, { token: implicit })).status).toBe(404);
  });

  it("is still there a moment before it expires", async () => {
    const cartId = await cartWithLine("almost-expired");
    await age(cartId, 6.9);
    const items = await call("GET", `/v2/carts/${cartId}/items`, { token: implicit });
    expect(items.body.data).toHaveLength(1);
  });
});

describe("the purge", () => {
  it("deletes expired carts, old idempotency keys, full rate-limit buckets, lapsed revocations and old sign-in failures, and nothing else", async () => {
    const db = await getDb();
    const expired = await Promise.all([1, 2, 3].map(() => cartWithLine("purge-old")));
    for (const id of expired) await age(id, 30);
    const fresh = await cartWithLine("purge-fresh");
    const tag = randomUUID().slice(0, 8);
    await db.execute(sql`insert into idempotency_keys (subject, key, request_hash, created_at) values (${`s-${tag}`}, 'old', 'h', now() - interval '2 days'), (${`s-${tag}`}, 'new', 'h', now())`);
    await db.execute(sql`insert into rate_limit_buckets (key, tat_ms) values (${`old-${tag}`}, ${Date.now() - 60_000}), (${`busy-${tag}`}, ${Date.now() + 60_000})`);
    await db.execute(sql`insert into revoked_tokens (jti, expires_at) values (${`old-${tag}`}, now() - interval '1 hour'), (${`live-${tag}`}, now() + interval '1 hour')`);
    // Sign-in failures: forgotten an hour after the last one once the lock has ended and the origin is no longer
    // known to the account; a recent one, a lock still running or an origin still known stays.
    const hour = 60 * 60 * 1000;
    const old = Date.now() - hour - 60_000;
    await db.execute(sql`insert into sign_in_failures (account, origin, failures, last_ms, locked_until_ms, known_until_ms) values
      (${`old-${tag}`}, 'address:a', 3, ${old}, 0, ${old}), (${`recent-${tag}`}, 'address:a', 3, ${Date.now() - 60_000}, 0, 0),
      (${`locked-${tag}`}, 'address:a', 9, ${old}, ${Date.now() + 60_000}, 0), (${`known-${tag}`}, 'address:a', 0, ${old}, 0, ${Date.now() + 60_000})`);

    // Two purges at once (two instances): each row is deleted once.
    const [a, b] = await Promise.all([purgeExpired(), purgeExpired()]);
    expect(a.carts + b.carts).toBeGreaterThanOrEqual(3);
    const left = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: unknown[] }).rows.length;
    for (const id of expired) expect(await left(sql`select 1 from carts where id = ${id}`)).toBe(0);
    for (const id of expired) expect(await left(sql`select 1 from cart_items where cart_id = ${id}`)).toBe(0);
    expect(await left(sql`select 1 from carts where id = ${fresh}`)).toBe(1);
    expect(await left(sql`select key from idempotency_keys where subject = ${`s-${tag}`}`)).toBe(1);
    expect(await left(sql`select 1 from rate_limit_buckets where key = ${`busy-${tag}`}`)).toBe(1);
    expect(await left(sql`select 1 from rate_limit_buckets where key = ${`old-${tag}`}`)).toBe(0);
    expect(await left(sql`select 1 from revoked_tokens where jti like ${`%-${tag}`}`)).toBe(1);
    expect(((await db.execute(sql`select account from sign_in_failures where account like ${`%-${tag}`} order by account`)) as unknown as { rows: { account: string }[] }).rows.map((r) => r.account)).toEqual([`known-${tag}`, `locked-${tag}`, `recent-${tag}`]);
    expect(a.signInFailures + b.signInFailures).toBeGreaterThanOrEqual(1);
  });

  it("forgets password reset links a day after they expired, and keeps the rest", async () => {
    const { email } = await makeAccountMember(admin, implicit);
    const db = await getDb();
    const tag = randomUUID();
    await db.execute(sql`
      insert into password_reset_tokens (token_hash, member_id, expires_at)
      select ${`old-${tag}`}, id, now() - interval '25 hours' from account_members where email = ${email}
      union all select ${`recent-${tag}`}, id, now() - interval '1 hour' from account_members where email = ${email}
      union all select ${`open-${tag}`}, id, now() + interval '30 minutes' from account_members where email = ${email}`);
    const counts = await purgeExpired();
    expect(counts.passwordResetTokens).toBeGreaterThanOrEqual(1);
    const rows = (await db.execute(sql`select token_hash from password_reset_tokens where token_hash like ${`%-${tag}`} order by token_hash`)) as unknown as { rows: { token_hash: string }[] };
    expect(rows.rows.map((r) => r.token_hash)).toEqual([`open-${tag}`, `recent-${tag}`]);
  });

  it("keeps a cart tied to an account", async () => {
    const cartId = await cartWithLine("purge-account");
    const account = await call("POST", "/v2/accounts", { token: admin, body: { data: { type: "account", name: "Keeps" } } });
    const db = await getDb();
    await db.execute(sql`update carts set account_id = ${account.body.data.id} where id = ${cartId}`);
    await age(cartId, 30);
    await purgeExpired();
    expect(((await db.execute(sql`select 1 from carts where id = ${cartId}`)) as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  });
});
