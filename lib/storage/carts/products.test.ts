// Against a real embedded database (PGlite in memory): the one-query product lookup.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "@/lib/storage/db";
import { statementCounter } from "@/tests/support/statement-counter";
import { products } from "@/lib/storage/schema";
import { lookupProducts, productsJson } from "./products";

// Always the embedded database, even when DATABASE_URL is set for the API suite.
delete process.env.DATABASE_URL;
process.env.DATA_DIR = "memory://";

const id = (n: number) => `00000000-0000-4000-8000-0000000000${String(n).padStart(2, "0")}`;
const usd = { USD: { amount: 100, includes_tax: false } };

beforeAll(async () => {
  const db = await getDb();
  await db.insert(products).values([
    { id: id(1), sku: "MUG", slug: "mug", name: "Mug", price: usd },
    { id: id(2), sku: "TEA", slug: "tea", name: "Tea", price: usd },
    { id: id(3), sku: "OLD", slug: "old", name: "Old", price: usd, status: "draft" },
    { id: id(4), sku: "LONE", slug: "lone", name: "Lone", price: usd },
    {
      id: id(9),
      sku: "BUNDLE",
      slug: "bundle",
      name: "Bundle",
      price: {},
      components: {
        cups: { name: "Cups", options: [{ id: id(1), type: "product", quantity: 1 }] },
        treats: { name: "Treats", options: [{ id: id(2), type: "product", quantity: 1 }, { id: id(3), type: "product", quantity: 1 }] },
      },
    },
  ]);
});

afterAll(closeDb);

describe("lookupProducts", () => {
  it("finds by id and by sku in one statement, with the live options of the bundles asked for", async () => {
    const before = statementCounter.count;
    const catalog = await lookupProducts(await getDb(), [{ sku: "BUNDLE" }, { id: id(4).toUpperCase() }]);
    expect(statementCounter.count - before).toBe(1);
    expect(catalog.bySku("BUNDLE")?.components?.cups.name).toBe("Cups");
    expect(catalog.byId(id(4))?.name).toBe("Lone");
    expect(catalog.byId(id(1))?.name).toBe("Mug");
    expect(catalog.byId(id(2))?.name).toBe("Tea");
    expect(catalog.byId(id(3))).toBeUndefined();
    expect(catalog.byId(id(9))?.createdAt).toBeInstanceOf(Date);
  });

  it("leaves out drafts and unknown keys, and asks nothing of the table when there is nothing to find", async () => {
    const catalog = await lookupProducts(await getDb(), [{ sku: "OLD" }, { sku: "NOPE" }, { id: id(77) }]);
    expect(catalog.bySku("OLD")).toBeUndefined();
    expect(catalog.byId(id(77))).toBeUndefined();
    const empty = await lookupProducts(await getDb(), []);
    expect(empty.byId(id(1))).toBeUndefined();
  });

  it("reads the products it names by index, never the whole catalog", async () => {
    const db = await getDb();
    await db.execute(sql`insert into products (sku, slug, name, price)
      select 'GEN-' || g, 'gen-' || g, 'Generated ' || g, '{}'::jsonb from generate_series(1, 5000) g`);
    await db.execute(sql`analyze products`);
    const plan = (await db.execute(sql`explain select ${productsJson([{ sku: "BUNDLE" }, { id: id(4) }])}`)) as unknown as {
      rows: { "QUERY PLAN": string }[];
    };
    const text = plan.rows.map((row) => row["QUERY PLAN"]).join("\n");
    expect(text).toMatch(/Index/);
    expect(text).not.toMatch(/Seq Scan on products/);
    const catalog = await lookupProducts(db, [{ sku: "BUNDLE" }, { id: id(4) }]);
    expect(catalog.byId(id(1))?.name).toBe("Mug");
    expect(catalog.byId(id(4))?.name).toBe("Lone");
  });
});
