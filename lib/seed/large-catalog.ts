// A large catalog for measuring (`npm run db:seed -- --products 100000`, bench/catalog.ts): generated products
// with plausible names, prices in USD, EUR and GBP, spread 500 to a node over hundreds of nodes in a few hierarchies,
// and one base product with 3 × 4 variations built into 12 children. Made in set-based SQL (seconds for 100,000);
// running it again adds nothing.
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/storage/db";
import { products, productVariations, variationOptions, variations } from "@/lib/storage/schema";
import { buildChildProducts } from "@/lib/commerce/catalog/variations";
import { storedUuid } from "@/lib/commerce/uuid";
import { keyProducts } from "@/lib/commerce/catalog/product-lookalikes";

export const PRODUCTS_PER_NODE = 500;
const NODES_PER_HIERARCHY = 50;
const SEED_BATCH = 10_000;

export type LargeCatalog = { nodeIds: string[]; baseProductId: string; searchTerm: string };

export async function seedLargeCatalog(db: Db, count: number): Promise<LargeCatalog> {
  const nodeCount = Math.max(2, Math.ceil(count / PRODUCTS_PER_NODE));
  const hierarchyCount = Math.max(1, Math.ceil(nodeCount / NODES_PER_HIERARCHY));
  await db.execute(sql`
    insert into hierarchies (name, slug, description)
    select 'Department ' || h, 'bulk-h' || h, 'Generated for measuring' from generate_series(1, ${hierarchyCount}::int) h
    on conflict do nothing`);
  await db.execute(sql`
    insert into nodes (hierarchy_id, name, slug, sort_order)
    select (select id from hierarchies where slug = 'bulk-h' || (1 + (n - 1) / ${NODES_PER_HIERARCHY}::int)), 'Category ' || n, 'bulk-n' || n, null
    from generate_series(1, ${nodeCount}::int) n
    on conflict do nothing`);
  // In batches: each statement stays well within the pool's query timeout on a busy machine.
  for (let from = 1; from <= count; from += SEED_BATCH) {
    const to = Math.min(count, from + SEED_BATCH - 1);
    await db.execute(sql`
      insert into products (sku, slug, name, description, price, created_at, updated_at)
      select 'BULK-' || lpad(g::text, 6, '0'), 'bulk-' || g,
        (array['Oak','Linen','Copper','Walnut','Enamel','Wool','Clay','Brass','Cedar','Slate','Cotton','Glass','Maple','Iron','Jute','Birch','Stone','Willow','Pewter','Ash'])[1 + g % 20]
          || ' ' || (array['Bowl','Mug','Tray','Jar','Board','Cloth','Basket','Lamp','Vase','Spoon','Plate','Cup','Crate','Rack','Hook','Dish','Pot','Tin','Box','Bell','Mat','Comb','Ladle','Bottle','Stool'])[1 + (g / 20) % 25]
          || ' No. ' || g,
        'Made in small batches. Item ' || g || ' of the generated catalog.',
        jsonb_build_object(
          'USD', jsonb_build_object('amount', 500 + (g * 37) % 9500, 'includes_tax', false),
          'EUR', jsonb_build_object('amount', 450 + (g * 37) % 9000, 'includes_tax', false),
          'GBP', jsonb_build_object('amount', 400 + (g * 37) % 8000, 'includes_tax', true)),
        now() - make_interval(secs => ${count}::int - g), now()
      from generate_series(${from}::int, ${to}::int) g
      on conflict do nothing`);
    await db.execute(sql`
      insert into node_products (node_id, product_id)
      select n.id, p.id from products p
      join nodes n on n.slug = 'bulk-n' || (1 + (substring(p.sku from 6)::int - 1) % ${nodeCount}::int)
      where p.sku between ${`BULK-${String(from).padStart(6, "0")}`} and ${`BULK-${String(to).padStart(6, "0")}`} and p.base_product_id is null
      on conflict do nothing`);
  }

  const [base] = await db.select().from(products).where(eq(products.sku, "BULK-000001"));
  const attached = await db.select().from(productVariations).where(eq(productVariations.productId, base.id));
  if (attached.length === 0) {
    for (const [name, options] of [["Bulk size", ["S", "M", "L"]], ["Bulk finish", ["Raw", "Oiled", "Waxed", "Painted"]]] as const) {
      const [variation] = await db.insert(variations).values({ name }).returning();
      await db.insert(variationOptions).values(options.map((option) => ({ variationId: variation.id, name: option })));
      await db.insert(productVariations).values({ productId: base.id, variationId: variation.id });
    }
    await buildChildProducts(storedUuid(base.id));
  }
  // The set-based inserts wrote no look-alike keys: the products get them here.
  await keyProducts();
  // A bulk load leaves the new rows in the trigram and search indexes' pending lists, which every search then reads
  // whole (9 ms a search at 100,000 products, against 2 ms once merged); vacuum merges them, as autovacuum
  // would in time, and refreshes the planner's statistics.
  await db.execute(sql`vacuum (analyze) products`);
  await db.execute(sql`vacuum (analyze) product_search`);
  await db.execute(sql`analyze`);
  const nodeRows = await db.execute<{ id: string }>(sql`select id from nodes where slug like 'bulk-n%' order by slug`);
  const nodeIds = (nodeRows as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  return { nodeIds, baseProductId: base.id, searchTerm: "walnut ladle" };
}
