// Cart rules that must also exist in SQL have one TypeScript twin each; these property tests run both on
// random inputs against the database (PGlite here, PostgreSQL in the suite's second run) and fail when they
// disagree:
//   - the currency a cart has for an add (lib/commerce/carts/cart-currency.ts cartCurrencyForAdd) and the
//     statement that locks a cart for an add (lib/storage/carts/add-statements.ts lockCartForAddStatement);
//   - the digest of a cart's line versions (lib/storage/carts/line-cache.ts versionsDigest) and the SQL that
//     recomputes it (the read that answers '=' when they agree, and the guard of an add planned ahead);
//   - when a cart has expired (lib/commerce/carts/cart-expiry.ts isCartExpired) and the fragment the add's lock,
//     the store's deleteExpired and the purge all ask (lib/storage/carts/cart-expiry-sql.ts cartExpiredSql),
//     in any session time zone;
//   - a goods line, not a promotion line (lib/shared/goods-line.ts isGoodsLine) and the fragment the store counts
//     and picks lines with (lib/storage/carts/goods-line-sql.ts goodsLineSql).
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { cartCurrencyForAdd } from "@/lib/commerce/carts/cart-currency";
import { isCartExpired } from "@/lib/commerce/carts/cart-expiry";
import { isGoodsLine } from "@/lib/shared/goods-line";
import { cartExpiredSql } from "@/lib/storage/carts/cart-expiry-sql";
import { goodsLineSql } from "@/lib/storage/carts/goods-line-sql";
import { lockCartForAddStatement, parseLockedCart, readForAddStatement } from "@/lib/storage/carts/add-statements";
import { versionsDigest } from "@/lib/storage/carts/line-cache";
import { batchedTransaction, getDb } from "@/lib/storage/db";
import { adminToken } from "../support/api";
import { makeProduct } from "../support/fixtures";

const CURRENCIES = ["USD", "EUR", "GBP", "JPY"] as const;
let productId: string;

beforeAll(async () => {
  productId = (await makeProduct(await adminToken())).id;
});

/** A cart as the property describes it: absent, or with a currency (or none) and some lines. */
async function makeCart(state: { exists: boolean; currency: string | null; lines: number }): Promise<string> {
  const id = `twin-${randomUUID().slice(0, 12)}`;
  if (!state.exists) return id;
  const db = await getDb();
  await db.execute(sql`insert into carts (id, currency) values (${id}, ${state.currency})`);
  for (let n = 0; n < state.lines; n++) {
    await db.execute(sql`insert into cart_items (cart_id, type, identity, product_id, name, quantity, unit_amount, position)
      values (${id}, 'cart_item', ${`line-${n}`}, ${productId}::uuid, ${`Line ${n}`}, ${n + 1}, 100, ${n})`);
  }
  return id;
}

describe("SQL twins of cart rules", () => {
  it("the lock gives a cart the currency cartCurrencyForAdd gives it", async () => {
    const db = await getDb();
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.option(fc.constantFrom(...CURRENCIES), { nil: null }),
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom(...CURRENCIES),
        async (exists, currency, lines, requested) => {
          const id = await makeCart({ exists, currency, lines: exists ? lines : 0 });
          const [locked] = await batchedTransaction((batch) => batch.commit([lockCartForAddStatement(db, id, requested)]));
          const expected = cartCurrencyForAdd({ currency: exists ? currency : null }, exists ? lines : 0, requested);
          expect(parseLockedCart(locked).currency).toBe(expected);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("the read answers '=' exactly when the remembered versions' digest is the cart's", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 6 }), fc.boolean(), async (lines, touch) => {
        const id = await makeCart({ exists: true, currency: "USD", lines });
        const read = (digest: string) =>
          batchedTransaction(async (batch) => {
            const [rows] = await batch.commit([readForAddStatement(id, [], { digest, lines: [], rows: [] })]);
            return String(rows[0].lines);
          });
        // Every line in full (a digest nothing matches), each as `version json`.
        const full = await read("no digest");
        const versions = full ? full.split("\n").map((line) => line.slice(0, line.indexOf(" "))) : [];
        expect(versions).toHaveLength(lines);
        if (touch && lines > 0) await (await getDb()).execute(sql`update cart_items set quantity = quantity + 1 where cart_id = ${id} and identity = 'line-0'`);
        const again = await read(versionsDigest(versions));
        expect(again === "=").toBe(!(touch && lines > 0));
      }),
      { numRuns: 30 },
    );
  });

  it("a cart has expired in SQL exactly when isCartExpired says so", async () => {
    const DAY = 86_400_000;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }),
        fc.integer({ min: 1, max: 365 }),
        // How long after its expiry the question is asked: around the boundary, the boundary itself, long after.
        fc.oneof(fc.integer({ min: -3 * DAY, max: 3 * DAY }), fc.constantFrom(-1, 0, 1), fc.integer({ min: -400 * DAY, max: 400 * DAY })),
        fc.boolean(),
        fc.constantFrom("UTC", "Europe/London", "America/New_York", "Australia/Lord_Howe"),
        async (updatedMs, expiryDays, afterExpiry, tiedToAccount, timeZone) => {
          const cart = { updatedAt: new Date(updatedMs), expiryDays, accountId: tiedToAccount ? randomUUID() : null };
          const at = new Date(updatedMs + expiryDays * DAY + afterExpiry);
          const expired = await (await getDb()).transaction(async (tx) => {
            // The days of an interval follow the session's time zone across a change of summer time; the rule does not.
            await tx.execute(sql`select set_config('TimeZone', ${timeZone}, true)`);
            const result = await tx.execute(sql`
              select ${cartExpiredSql(sql`${at.toISOString()}::timestamptz`)} as expired
                from (values (${cart.accountId}::uuid, ${cart.updatedAt.toISOString()}::timestamptz, ${expiryDays}::int)) as carts (account_id, updated_at, expiry_days)`);
            return (result as unknown as { rows: { expired: boolean }[] }).rows[0].expired;
          });
          expect(expired).toBe(isCartExpired(cart, at));
        },
      ),
      { numRuns: 200 },
    );
  });

  it("a line is a goods line in SQL exactly when isGoodsLine says so", async () => {
    const db = await getDb();
    // Any text PostgreSQL can hold (no NUL), and every type a line has.
    const text = fc.string().filter((type) => !type.includes("\u0000"));
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.constantFrom("cart_item", "custom_item", "promotion_item", "subscription_item"), text), async (type) => {
        const result = await db.execute(sql`select ${goodsLineSql(sql`${type}::text`)} as goods`);
        expect((result as unknown as { rows: { goods: boolean }[] }).rows[0].goods).toBe(isGoodsLine({ type }));
      }),
      { numRuns: 100 },
    );
  });
});
