// The live products an add-to-cart request names, found in ONE query however many items it has:
// by id (`id = ANY`), by sku (`sku = ANY`), and the option products of every bundle among them.
import { and, eq, or, sql, type SQL } from "drizzle-orm";
import type { Executor } from "@/lib/storage/db";
import { products } from "@/lib/storage/schema";
import type { ProductRow } from "../catalog/products";

export type ProductKey = { id: string } | { sku: string };

export type Catalog = {
  byId(id: string): ProductRow | undefined;
  bySku(sku: string): ProductRow | undefined;
};

export function catalogOf(rows: ProductRow[]): Catalog {
  const ids = new Map(rows.map((r) => [r.id, r]));
  const skus = new Map(rows.map((r) => [r.sku, r]));
  return { byId: (id) => ids.get(id.toLowerCase()), bySku: (sku) => skus.get(sku) };
}

export async function lookupProducts(db: Executor, keys: ProductKey[]): Promise<Catalog> {
  const ids = [...new Set(keys.flatMap((k) => ("id" in k ? [k.id.toLowerCase()] : [])))];
  const skus = [...new Set(keys.flatMap((k) => ("sku" in k ? [k.sku] : [])))];
  if (ids.length === 0 && skus.length === 0) return catalogOf([]);
  // The same condition on the outer products and on the bundles of the subquery (alias b).
  const named = (id: SQL, sku: SQL) => {
    const conditions: SQL[] = [];
    if (ids.length) conditions.push(sql`${id} = any(${sql.param(ids)}::uuid[])`);
    if (skus.length) conditions.push(sql`${sku} = any(${sql.param(skus)}::text[])`);
    return or(...conditions)!;
  };
  const requested = named(sql`${products.id}`, sql`${products.sku}`);
  // The options of the requested bundles: components -> each component's options -> option id.
  const bundleOptions = sql`${products.id} in (
    select (o.value ->> 'id')::uuid
      from ${products} b, jsonb_each(b.components) c, jsonb_array_elements(c.value -> 'options') o
     where b.components is not null and b.status = 'live' and (${named(sql`b.id`, sql`b.sku`)}))`;
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.status, "live"), or(requested, bundleOptions)));
  return catalogOf(rows);
}
