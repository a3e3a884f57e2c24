// The generated catalog of `npm run db:seed -- --products N` (lib/seed/large-catalog.ts): N products, 500 to a node,
// nodes 50 to a hierarchy, a base product with 3 × 4 children; running it again adds nothing.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/storage/db";
import { seedLargeCatalog } from "@/lib/seed/large-catalog";

const counted = async (query: ReturnType<typeof sql>) =>
  Number(((await (await getDb()).execute(query)) as unknown as { rows: { n: number | string }[] }).rows[0].n);

describe("the large catalog seed", () => {
  it("spreads the products 500 to a node and builds the base product's children, once", async () => {
    const db = await getDb();
    const made = await seedLargeCatalog(db, 1200);
    expect(made.nodeIds).toHaveLength(3);
    expect(await counted(sql`select count(*) as n from products where sku like 'BULK-%' and base_product_id is null`)).toBe(1200);
    expect(await counted(sql`select count(*) as n from products where base_product_id = ${made.baseProductId}::uuid`)).toBe(12);
    expect(await counted(sql`select count(*) as n from node_products np join nodes n on n.id = np.node_id where n.slug like 'bulk-n%'`)).toBe(1200);
    expect(await counted(sql`select max(c) as n from (select count(*) as c from node_products np join nodes n on n.id = np.node_id where n.slug like 'bulk-n%' group by np.node_id) t`)).toBe(400);
    await seedLargeCatalog(db, 1200);
    expect(await counted(sql`select count(*) as n from products where sku like 'BULK-%'`)).toBe(1200 + 12);
  });
});
