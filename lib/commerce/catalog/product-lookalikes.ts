// Each product keeps what its name and SKU read as (products.name_key, sku_key: lookalike-key.ts), so that a
// shopper's custom item is compared with the whole catalog by one indexed lookup (the cart store's
// productLookalikes). Whatever writes a name or SKU writes its key in the same statement (lookalikeColumns);
// rows written otherwise (set-based SQL, or before the keys existed) are keyed by keyProducts, which every
// server runs at start and the seeds run when they finish.
import { and, asc, gt, isNull, or, sql } from "drizzle-orm";
import type { Executor } from "@/lib/storage/db";
import { products } from "@/lib/storage/schema";
import { lookalikeKey } from "./lookalike-key";

/** The key columns for the name and SKU being written (only those given). */
export function lookalikeColumns(written: { name?: string; sku?: string }): { nameKey?: string; skuKey?: string } {
  return {
    ...(written.name !== undefined ? { nameKey: lookalikeKey(written.name) } : {}),
    ...(written.sku !== undefined ? { skuKey: lookalikeKey(written.sku) } : {}),
  };
}

const BATCH = 1000;

/**
 * Keys the products that have no keys, a batch at a time in id order; returns how many it keyed. A row renamed
 * meanwhile is left to the statement that renamed it (which wrote its keys).
 */
export async function keyProducts(db: Executor): Promise<number> {
  let keyed = 0;
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const rows = await db
      .select({ id: products.id, name: products.name, sku: products.sku })
      .from(products)
      .where(and(gt(products.id, after), or(isNull(products.nameKey), isNull(products.skuKey))))
      .orderBy(asc(products.id))
      .limit(BATCH);
    if (rows.length === 0) return keyed;
    const keys = rows.map((row) => ({ ...row, name_key: lookalikeKey(row.name), sku_key: lookalikeKey(row.sku) }));
    const updated = await db.execute(sql`
      update products p set name_key = k.name_key, sku_key = k.sku_key
        from jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as k(id uuid, name text, sku text, name_key text, sku_key text)
       where p.id = k.id and p.name = k.name and p.sku = k.sku`);
    // node-postgres says rowCount, PGlite affectedRows.
    const { rowCount, affectedRows } = updated as unknown as { rowCount?: number | null; affectedRows?: number };
    keyed += rowCount ?? affectedRows ?? 0;
    after = rows[rows.length - 1].id;
  }
}
