// Cart rules that must also exist in SQL have one TypeScript twin each; these property tests run both on
// random inputs against the database (PGlite here, PostgreSQL in the suite's second run) and fail when they
// disagree:
//   - the currency a cart has for an add (lib/commerce/carts/cart-currency.ts cartCurrencyForAdd) and the
//     statement that locks a cart for an add (lib/storage/carts/add-statements.ts lockCartStatement);
//   - the digest of a cart's line versions (lib/storage/carts/line-cache.ts versionsDigest) and the SQL that
//     recomputes it (the read that answers '=' when they agree, and the guard of an add planned ahead).
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { cartCurrencyForAdd } from "@/lib/commerce/carts/cart-currency";
import { lockCartStatement, parseLockedCart, readForAddStatement } from "@/lib/storage/carts/add-statements";
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
          const [locked] = await batchedTransaction((batch) => batch.commit([lockCartStatement(db, id, requested)]));
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
});
