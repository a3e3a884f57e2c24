// The tag store: EP's product tags (GET /pcm/tags), one row per value products have been given, listed while some
// product carries it. lib/commerce/catalog/product-tags.ts decides; this reads and writes.
import { asc, count, eq, sql } from "drizzle-orm";
import { getDb, readTogether, type Executor } from "../db";
import { products, productTags } from "../schema";
import type { PageWindow } from "./product-rows";

export type TagRow = typeof productTags.$inferSelect;

/** Some product carries the tag. */
const carried = sql`exists (select 1 from ${products} where ${products.tags} ? ${productTags.value})`;

export const tagStore = {
  /** Keeps a row for each of the values (inside a product's save); a value kept already keeps its id. */
  async keepWithin(tx: Executor, values: readonly string[]): Promise<void> {
    if (values.length === 0) return;
    await tx.insert(productTags).values(values.map((value) => ({ value }))).onConflictDoNothing({ target: productTags.value });
  },

  async list(page: PageWindow): Promise<{ rows: TagRow[]; total: number }> {
    const db = await getDb();
    const [rows, [{ total }]] = await readTogether(db,
      () => db.select().from(productTags).where(carried).orderBy(asc(productTags.value)).limit(page.limit).offset(page.offset),
      () => db.select({ total: count() }).from(productTags).where(carried),
    );
    return { rows, total };
  },

  async find(id: string): Promise<TagRow | undefined> {
    const db = await getDb();
    return (await db.select().from(productTags).where(sql`${eq(productTags.id, id)} and ${carried}`))[0];
  },
};
