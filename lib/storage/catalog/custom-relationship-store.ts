// The custom relationship store: custom relationships (EP's PXM "related products" kinds), the ones attached to
// each product, and the products related under them (lib/commerce/catalog/custom-relationships.ts decides; this
// reads and writes). A bi-directional relationship's link is one row, read from both ends.
import { and, asc, count, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { getDb, readTogether, type Executor } from "../db";
import { customRelationships, productCustomRelationships, products, relatedProducts } from "../schema";
import { isUniqueViolation } from "../errors";
import { DUPLICATE, type Duplicate, type PageWindow, type ProductRow } from "./product-rows";

export type CustomRelationshipRow = typeof customRelationships.$inferSelect;
export type CustomRelationshipValues = Omit<typeof customRelationships.$inferInsert, "id" | "createdAt">;
/** A product related to another, with the order it is shown in. */
export type RelatedRow = { id: string; sortOrder: number | null };

/** What attaching or detaching relationships is decided on, read with the product locked. */
export type AttachRead = { product: ProductRow | undefined; known: CustomRelationshipRow[]; attached: string[] };
/** What relating products is decided on, read with the product locked. */
export type RelateRead = { product: ProductRow | undefined; existing: string[]; known: string[] };
/** The links a relate writes: `sortOrder` undefined keeps an existing link's order. */
export type RelateWrites = { relate: { id: string; sortOrder?: number | null }[] };

export type CustomRelationshipStore = {
  create(values: CustomRelationshipValues): Promise<CustomRelationshipRow | Duplicate>;
  bySlug(slug: string): Promise<CustomRelationshipRow | undefined>;
  update(slug: string, changes: Partial<CustomRelationshipValues>): Promise<CustomRelationshipRow | undefined>;
  /** Whether there was one to delete (its attachments and links go with it). */
  delete(slug: string): Promise<boolean>;
  /** A page of the relationships, oldest first; `slugs` keeps to those. */
  list(page: PageWindow, slugs?: string[]): Promise<{ rows: CustomRelationshipRow[]; total: number }>;
  /** The relationships a product has: attached to it, or a bi-directional one another product relates it under. */
  ofProduct(productId: string, page: PageWindow): Promise<{ rows: CustomRelationshipRow[]; total: number }>;
  /**
   * Attaches or detaches relationships (by slug) in one transaction with the product locked: `check` sees the
   * product, which slugs are relationships and the ids attached now, and throws to refuse. Detaching also
   * removes the product's links under them (both ends of a bi-directional one's).
   */
  changeAttached(productId: string, slugs: string[], change: "attach" | "detach", check: (read: AttachRead) => void): Promise<void>;
  /**
   * Relates products to a product under a relationship in one transaction with the product locked; the
   * relationship is attached to it. `plan` sees the product, the ids related now and which of the ids asked for
   * are products, and answers the links to write (or throws to refuse).
   */
  relate<T extends RelateWrites>(productId: string, relationship: CustomRelationshipRow, ids: string[], plan: (read: RelateRead) => T): Promise<T>;
  /** Removes links from a product (both ways for a bi-directional relationship). */
  unrelate(productId: string, relationship: CustomRelationshipRow, ids: string[]): Promise<void>;
  /** The products related to a product under a relationship, by their order (unordered last), then as linked. */
  related(productId: string, relationship: CustomRelationshipRow, page: PageWindow): Promise<{ rows: RelatedRow[]; total: number }>;
};

/** The links read from `productId`'s end: its own, and those pointing at it under a bi-directional relationship. */
export function linksFromSql(productId: string, relationship: Pick<CustomRelationshipRow, "id" | "biDirectional">): SQL {
  const own = sql`select r.related_id as id, r.sort_order, r.created_at from related_products r
    where r.product_id = ${productId}::uuid and r.relationship_id = ${relationship.id}::uuid`;
  if (!relationship.biDirectional) return own;
  return sql`${own} union all select r.product_id as id, r.sort_order, r.created_at from related_products r
    where r.related_id = ${productId}::uuid and r.relationship_id = ${relationship.id}::uuid`;
}

/** The ids related to `productId` under the relationship (a product list's scope). */
export const relatedIdsSql = (productId: string, relationship: Pick<CustomRelationshipRow, "id" | "biDirectional">): SQL =>
  sql`(select l.id from (${linksFromSql(productId, relationship)}) l)`;

/** A related product's order in a product list: the link's sort order (the lowest, when linked both ways). */
export const relatedOrderSql = (productId: string, relationship: Pick<CustomRelationshipRow, "id" | "biDirectional">): SQL =>
  sql`(select min(l.sort_order) from (${linksFromSql(productId, relationship)}) l where l.id = ${products.id}) asc nulls last`;

/** The rows of a raw query (node-postgres and PGlite both answer `rows`). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

async function lockProduct(tx: Executor, productId: string): Promise<ProductRow | undefined> {
  return (await tx.select().from(products).where(eq(products.id, productId)).for("update"))[0];
}

export const customRelationshipStore: CustomRelationshipStore = {
  async create(values) {
    const db = await getDb();
    try {
      const [row] = await db.insert(customRelationships).values(values).returning();
      return row;
    } catch (error) {
      if (isUniqueViolation(error)) return DUPLICATE;
      throw error;
    }
  },

  async bySlug(slug) {
    const db = await getDb();
    return (await db.select().from(customRelationships).where(eq(customRelationships.slug, slug)))[0];
  },

  async update(slug, changes) {
    const db = await getDb();
    const [row] = await db.update(customRelationships).set(changes).where(eq(customRelationships.slug, slug)).returning();
    return row;
  },

  async delete(slug) {
    const db = await getDb();
    return (await db.delete(customRelationships).where(eq(customRelationships.slug, slug)).returning({ id: customRelationships.id })).length > 0;
  },

  async list(page, slugs) {
    const db = await getDb();
    const where = slugs ? (slugs.length ? inArray(customRelationships.slug, slugs) : sql`false`) : undefined;
    const [rows, [{ total }]] = await readTogether(db,
      () => db.select().from(customRelationships).where(where).orderBy(asc(customRelationships.createdAt), asc(customRelationships.slug)).limit(page.limit).offset(page.offset),
      () => db.select({ total: count() }).from(customRelationships).where(where),
    );
    return { rows, total };
  },

  async ofProduct(productId, page) {
    const db = await getDb();
    const mine = or(
      sql`${customRelationships.id} in (select relationship_id from product_custom_relationships where product_id = ${productId}::uuid)`,
      and(eq(customRelationships.biDirectional, true), sql`${customRelationships.id} in (select relationship_id from related_products where related_id = ${productId}::uuid)`),
    );
    const [rows, [{ total }]] = await readTogether(db,
      () => db.select().from(customRelationships).where(mine).orderBy(sql`${customRelationships.sortOrder} asc nulls last`, asc(customRelationships.createdAt)).limit(page.limit).offset(page.offset),
      () => db.select({ total: count() }).from(customRelationships).where(mine),
    );
    return { rows, total };
  },

  async changeAttached(productId, slugs, change, check) {
    const db = await getDb();
    await db.transaction(async (tx) => {
      const product = await lockProduct(tx, productId);
      const known = product && slugs.length ? await tx.select().from(customRelationships).where(inArray(customRelationships.slug, slugs)) : [];
      const attached = product
        ? (await tx.select({ id: productCustomRelationships.relationshipId }).from(productCustomRelationships).where(eq(productCustomRelationships.productId, productId))).map((r) => r.id)
        : [];
      check({ product, known, attached });
      if (known.length === 0) return;
      const ids = known.map((row) => row.id);
      if (change === "attach") {
        await tx.insert(productCustomRelationships).values(ids.map((relationshipId) => ({ productId, relationshipId }))).onConflictDoNothing();
        return;
      }
      await tx.delete(productCustomRelationships).where(and(eq(productCustomRelationships.productId, productId), inArray(productCustomRelationships.relationshipId, ids)));
      const both = known.filter((row) => row.biDirectional).map((row) => row.id);
      await tx.delete(relatedProducts).where(
        and(
          inArray(relatedProducts.relationshipId, ids),
          or(eq(relatedProducts.productId, productId), both.length ? and(eq(relatedProducts.relatedId, productId), inArray(relatedProducts.relationshipId, both)) : sql`false`),
        ),
      );
    });
  },

  async relate(productId, relationship, ids, plan) {
    const db = await getDb();
    return db.transaction(async (tx) => {
      const product = await lockProduct(tx, productId);
      const existing = product ? rowsOf<{ id: string }>(await tx.execute(sql`select l.id from (${linksFromSql(productId, relationship)}) l`)).map((r) => r.id) : [];
      const known = product && ids.length ? (await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids))).map((r) => r.id) : [];
      const writes = plan({ product, existing, known });
      await tx.insert(productCustomRelationships).values({ productId, relationshipId: relationship.id }).onConflictDoNothing();
      for (const link of writes.relate) {
        // A bi-directional link already made from the other end stays that row.
        const reverse = relationship.biDirectional ? and(eq(relatedProducts.productId, link.id), eq(relatedProducts.relationshipId, relationship.id), eq(relatedProducts.relatedId, productId)) : undefined;
        if (reverse && (await tx.select({ id: relatedProducts.productId }).from(relatedProducts).where(reverse)).length) {
          if (link.sortOrder !== undefined) await tx.update(relatedProducts).set({ sortOrder: link.sortOrder }).where(reverse);
          continue;
        }
        const insert = tx.insert(relatedProducts).values({ productId, relationshipId: relationship.id, relatedId: link.id, sortOrder: link.sortOrder ?? null });
        await (link.sortOrder === undefined
          ? insert.onConflictDoNothing()
          : insert.onConflictDoUpdate({ target: [relatedProducts.productId, relatedProducts.relationshipId, relatedProducts.relatedId], set: { sortOrder: link.sortOrder } }));
      }
      return writes;
    });
  },

  async unrelate(productId, relationship, ids) {
    if (ids.length === 0) return;
    const db = await getDb();
    const own = and(eq(relatedProducts.productId, productId), inArray(relatedProducts.relatedId, ids));
    const reverse = relationship.biDirectional ? and(eq(relatedProducts.relatedId, productId), inArray(relatedProducts.productId, ids)) : undefined;
    await db.delete(relatedProducts).where(and(eq(relatedProducts.relationshipId, relationship.id), reverse ? or(own, reverse) : own));
  },

  async related(productId, relationship, page) {
    const db = await getDb();
    const links = linksFromSql(productId, relationship);
    const [rows, [{ total }]] = await readTogether(db,
      async () =>
        rowsOf<{ id: string; sort_order: number | null }>(
          await db.execute(sql`select l.id, min(l.sort_order) as sort_order from (${links}) l group by l.id
            order by min(l.sort_order) asc nulls last, min(l.created_at) asc, l.id limit ${page.limit} offset ${page.offset}`),
        ),
      async () => rowsOf<{ total: number }>(await db.execute(sql`select count(distinct l.id)::int as total from (${links}) l`)),
    );
    return { rows: rows.map((r) => ({ id: r.id, sortOrder: r.sort_order === null ? null : Number(r.sort_order) })), total: Number(total) };
  },
};
