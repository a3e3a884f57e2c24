// Available stock has one TypeScript home (lib/commerce/inventory/available-stock.ts) and one SQL twin
// (lib/storage/inventory/available-stock-sql.ts), which the add-to-cart's read of its products uses
// (lib/storage/carts/products.ts) and the admin's low-stock list compares with the low-stock threshold
// (lib/commerce/inventory/low-stock.ts). These properties run both on random stock levels against the database
// (PGlite here, PostgreSQL in the suite's second run) and fail when they disagree.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { adminStockList } from "@/lib/commerce/inventory/admin-stock";
import { availableStock } from "@/lib/commerce/inventory/available-stock";
import { isLowStock, LOW_STOCK } from "@/lib/commerce/inventory/low-stock";
import { lookupProducts } from "@/lib/storage/carts/products";
import { getDb } from "@/lib/storage/db";
import { availableStockSql } from "@/lib/storage/inventory/available-stock-sql";
import { adminToken } from "../support/api";
import { makeProduct } from "../support/fixtures";

let productId: string;

beforeAll(async () => {
  productId = (await makeProduct(await adminToken())).id;
});

/** A level the table accepts (its stock_amounts check): 0 ≤ allocated ≤ total. */
const level = fc.integer({ min: 0, max: 1_000_000_000 }).chain((total) => fc.record({ total: fc.constant(total), allocated: fc.integer({ min: 0, max: total }) }));

async function keep(stock: { total: number; allocated: number }, id = productId) {
  await (await getDb()).execute(sql`insert into stock (product_id, total, allocated) values (${id}::uuid, ${stock.total}, ${stock.allocated})
    on conflict (product_id) do update set total = excluded.total, allocated = excluded.allocated`);
}

describe("the SQL twin of available stock", () => {
  it("reads what availableStock gives", async () => {
    await fc.assert(
      fc.asyncProperty(level, async (stock) => {
        await keep(stock);
        const result = await (await getDb()).execute(sql`select ${availableStockSql("s")} as available from stock s where s.product_id = ${productId}::uuid`);
        const rows = ((result as { rows?: unknown[] }).rows ?? result) as { available: number | string }[];
        expect(Number(rows[0].available)).toBe(availableStock(stock));
      }),
      { numRuns: 40 },
    );
  });

  it("is what an add to cart reads of its products", async () => {
    await fc.assert(
      fc.asyncProperty(level, async (stock) => {
        await keep(stock);
        const catalog = await lookupProducts(await getDb(), [{ id: productId }]);
        expect(catalog.byId(productId)?.available).toBe(availableStock(stock));
      }),
      { numRuns: 30 },
    );
  });

  it("lists a product under the admin's low stock exactly when isLowStock says it is low", async () => {
    const tag = `low-twin-${randomUUID()}`;
    const { id } = await makeProduct(await adminToken(), { name: tag });
    // Levels around the threshold, where a twin that compared with < instead of <= would disagree.
    const nearThreshold = fc.integer({ min: 0, max: 3 * LOW_STOCK }).chain((total) => fc.record({ total: fc.constant(total), allocated: fc.integer({ min: 0, max: total }) }));
    await fc.assert(
      fc.asyncProperty(nearThreshold, async (stock) => {
        await keep(stock, id);
        const listed = (await adminStockList({ q: tag, low: "1" })).lines.map((line) => line.productId);
        expect(listed).toEqual(isLowStock(availableStock(stock)) ? [id] : []);
      }),
      { numRuns: 30 },
    );
  });
});
