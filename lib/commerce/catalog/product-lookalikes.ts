// Each product's name and SKU are kept with what they read as (product_lookalike_keys: lookalike-key.ts), so that
// a shopper's custom item is compared with the whole catalog by one indexed lookup (the cart store's
// productLookalikes). Whatever writes a name or SKU keeps its keys in the same transaction (keepLookalikeKeys);
// products written otherwise (set-based SQL, or before the keys existed) or keyed from another name are keyed by
// keyProducts, which every server runs at start and the seeds run when they finish.
import { and, asc, gt, isNull, ne, or, sql } from "drizzle-orm";
import type { Executor } from "@/lib/storage/db";
import { productLookalikeKeys, products } from "@/lib/storage/schema";
import { lookalikeKey } from "./lookalike-key";

type Named = { id: string; name: string; sku: string };

/**
 * Keeps the keys of these products' names and SKUs as they are now in products: a product renamed since it was
 * read keeps the keys its renaming wrote.
 */
export async function keepLookalikeKeys(db: Executor, named: readonly Named[]): Promise<number> {
  if (named.length === 0) return 0;
  const keys = named.map((p) => ({ id: p.id, name: p.name, sku: p.sku, name_key: lookalikeKey(p.name), sku_key: lookalikeKey(p.sku) }));
  const result = await db.execute(sql`
    insert into product_lookalike_keys (product_id, name, sku, name_key, sku_key)
    select p.id, p.name, p.sku, k.name_key, k.sku_key
      from jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as k(id uuid, name text, sku text, name_key text, sku_key text)
      join products p on p.id = k.id and p.name = k.name and p.sku = k.sku
    on conflict (product_id) do update
       set name = excluded.name, sku = excluded.sku, name_key = excluded.name_key, sku_key = excluded.sku_key`);
  // node-postgres says rowCount, PGlite affectedRows.
  const { rowCount, affectedRows } = result as unknown as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
}

const BATCH = 1000;

/** Keys the products that have no keys, or keys of another name or SKU, a batch at a time in id order; returns how many. */
export async function keyProducts(db: Executor): Promise<number> {
  let keyed = 0;
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const rows = await db
      .select({ id: products.id, name: products.name, sku: products.sku })
      .from(products)
      .leftJoin(productLookalikeKeys, sql`${productLookalikeKeys.productId} = ${products.id}`)
      .where(and(gt(products.id, after), or(isNull(productLookalikeKeys.productId), ne(productLookalikeKeys.name, products.name), ne(productLookalikeKeys.sku, products.sku))))
      .orderBy(asc(products.id))
      .limit(BATCH);
    if (rows.length === 0) return keyed;
    keyed += await keepLookalikeKeys(db, rows);
    after = rows[rows.length - 1].id;
  }
}
