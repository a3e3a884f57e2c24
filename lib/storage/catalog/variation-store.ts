// The variation store: variations and their options, the variations attached to base products, and the child
// products built from them (lib/commerce/catalog/variations.ts decides; this reads and writes).
import { and, asc, count, eq, inArray } from "drizzle-orm";
import { getDb, readTogether, type Executor } from "../db";
import { productVariations, products, variationOptionModifiers, variationOptions, variations } from "../schema";
import { isUniqueViolation } from "../errors";
import { keepChildrenKeys } from "./product-store";
import { stockStore } from "../inventory/stock-store";
import {
  DUPLICATE,
  type Duplicate,
  type LookalikeKeyOf,
  type ModifierRow,
  type OptionRow,
  type PageWindow,
  type ProductInsert,
  type ProductRow,
  type ProductVariationRow,
  type VariationRow,
} from "./product-rows";

type VariationValues = { name: string; sortOrder: number | null };
type VariationChanges = Partial<VariationValues> & { updatedAt: Date };
type OptionValues = { variationId: string; name: string; description: string; sortOrder: number | null };
type OptionChanges = Partial<Omit<OptionValues, "variationId">> & { updatedAt: Date };
type ModifierValues = Pick<ModifierRow, "type" | "value" | "seek" | "set" | "referenceName">;

/** What a build of child products is decided on, read under the base product's lock. */
export type BuildRead = {
  base: ProductRow | undefined;
  variations: ProductVariationRow[];
  existing: { id: string; optionIds: string[] | null }[];
  /** Whether the store counts the base product's stock (it has a stock level). */
  baseCounted: boolean;
  /** The modifiers of the options of the product's variations, oldest first. */
  modifiers: ModifierRow[];
};

/** How a build leaves the children: which go, which are made, which are renamed. */
export type BuildWrites = {
  deleteIds: string[];
  insert: ProductInsert[];
  rename: { id: string; name: string }[];
  /** New children whose stock the store starts counting, at 0 units. */
  counted: string[];
  at: Date;
};

export type VariationStore = {
  create(values: VariationValues): Promise<VariationRow>;
  find(id: string): Promise<VariationRow | undefined>;
  update(id: string, changes: VariationChanges): Promise<VariationRow | undefined>;
  /** Whether there was one to delete. */
  delete(id: string): Promise<boolean>;
  list(page: PageWindow): Promise<{ rows: VariationRow[]; total: number }>;
  /** The options of these variations, oldest first, by variation. */
  optionsOf(variationIds: string[]): Promise<Map<string, OptionRow[]>>;
  createOption(values: OptionValues): Promise<OptionRow | Duplicate>;
  findOption(id: string): Promise<OptionRow | undefined>;
  updateOption(id: string, changes: OptionChanges): Promise<OptionRow | Duplicate>;
  deleteOption(id: string): Promise<void>;
  /** The modifiers of these options, oldest first. */
  modifiersOf(optionIds: string[], page?: PageWindow): Promise<{ rows: ModifierRow[]; total: number }>;
  createModifier(optionId: string, values: ModifierValues): Promise<ModifierRow>;
  findModifier(id: string): Promise<ModifierRow | undefined>;
  updateModifier(id: string, values: ModifierValues & { updatedAt: Date }): Promise<ModifierRow | undefined>;
  deleteModifier(id: string): Promise<void>;
  /** The variations attached to these products with their options: one read. */
  ofProducts(productIds: string[]): Promise<ProductVariationRow[]>;
  /**
   * Adds, replaces or removes a product's variations in one transaction: `check` sees the product and which of the
   * ids are variations, and throws to refuse. The ids attached after.
   */
  changeAttached(
    productId: string,
    ids: string[],
    change: "add" | "replace" | "remove",
    check: (product: ProductRow | undefined, known: string[]) => void,
  ): Promise<string[]>;
  /** Builds a base product's children in one transaction, with the base locked: `plan` decides (and throws to refuse). */
  /** The build as planned and written, in one transaction; DUPLICATE (nothing written) when a new child's SKU or
   * slug is taken. */
  buildChildren<T extends BuildWrites>(productId: string, plan: (read: BuildRead) => T, keyOf: LookalikeKeyOf): Promise<T | Duplicate>;
};

async function modifiersOn(db: Executor, optionIds: string[], page?: PageWindow): Promise<{ rows: ModifierRow[]; total: number }> {
  const where = inArray(variationOptionModifiers.optionId, optionIds);
  const order = [asc(variationOptionModifiers.createdAt), asc(variationOptionModifiers.id)];
  if (!page) {
    const rows = await db.select().from(variationOptionModifiers).where(where).orderBy(...order);
    return { rows, total: rows.length };
  }
  const [rows, [{ total }]] = await readTogether(db,
    () => db.select().from(variationOptionModifiers).where(where).orderBy(...order).limit(page.limit).offset(page.offset),
    () => db.select({ total: count() }).from(variationOptionModifiers).where(where),
  );
  return { rows, total };
}

async function attachedRows(db: Executor, productIds: string[]): Promise<ProductVariationRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: productVariations.productId,
      variationId: variations.id,
      variationName: variations.name,
      variationSort: variations.sortOrder,
      optionId: variationOptions.id,
      optionName: variationOptions.name,
      optionDescription: variationOptions.description,
      optionSort: variationOptions.sortOrder,
    })
    .from(productVariations)
    .innerJoin(variations, eq(variations.id, productVariations.variationId))
    .leftJoin(variationOptions, eq(variationOptions.variationId, variations.id))
    .where(inArray(productVariations.productId, productIds));
}

function duplicateOr<T>(error: unknown): T | Duplicate {
  if (isUniqueViolation(error)) return DUPLICATE;
  throw error;
}

export const variationStore: VariationStore = {
  async create(values) {
    const db = await getDb();
    const [row] = await db.insert(variations).values(values).returning();
    return row;
  },

  async find(id) {
    const db = await getDb();
    return (await db.select().from(variations).where(eq(variations.id, id)))[0];
  },

  async update(id, changes) {
    const db = await getDb();
    const [row] = await db.update(variations).set(changes).where(eq(variations.id, id)).returning();
    return row;
  },

  async delete(id) {
    const db = await getDb();
    return (await db.delete(variations).where(eq(variations.id, id)).returning({ id: variations.id })).length > 0;
  },

  async list(page) {
    const db = await getDb();
    const [rows, [{ total }]] = await readTogether(db,
      () => db.select().from(variations).orderBy(asc(variations.createdAt), asc(variations.id)).limit(page.limit).offset(page.offset),
      () => db.select({ total: count() }).from(variations),
    );
    return { rows, total };
  },

  async optionsOf(variationIds) {
    if (variationIds.length === 0) return new Map();
    const db = await getDb();
    const rows = await db.select().from(variationOptions).where(inArray(variationOptions.variationId, variationIds)).orderBy(asc(variationOptions.createdAt));
    const byVariation = new Map<string, OptionRow[]>();
    for (const row of rows) byVariation.set(row.variationId, [...(byVariation.get(row.variationId) ?? []), row]);
    return byVariation;
  },

  async createOption(values) {
    const db = await getDb();
    try {
      const [row] = await db.insert(variationOptions).values(values).returning();
      return row;
    } catch (error) {
      return duplicateOr(error);
    }
  },

  async findOption(id) {
    const db = await getDb();
    return (await db.select().from(variationOptions).where(eq(variationOptions.id, id)))[0];
  },

  async updateOption(id, changes) {
    const db = await getDb();
    try {
      const [row] = await db.update(variationOptions).set(changes).where(eq(variationOptions.id, id)).returning();
      return row;
    } catch (error) {
      return duplicateOr(error);
    }
  },

  async deleteOption(id) {
    const db = await getDb();
    await db.delete(variationOptions).where(eq(variationOptions.id, id));
  },

  async modifiersOf(optionIds, page) {
    if (optionIds.length === 0) return { rows: [], total: 0 };
    return modifiersOn(await getDb(), optionIds, page);
  },

  async createModifier(optionId, values) {
    const db = await getDb();
    return (await db.insert(variationOptionModifiers).values({ optionId, ...values }).returning())[0];
  },

  async findModifier(id) {
    const db = await getDb();
    return (await db.select().from(variationOptionModifiers).where(eq(variationOptionModifiers.id, id)))[0];
  },

  async updateModifier(id, values) {
    const db = await getDb();
    return (await db.update(variationOptionModifiers).set(values).where(eq(variationOptionModifiers.id, id)).returning())[0];
  },

  async deleteModifier(id) {
    const db = await getDb();
    await db.delete(variationOptionModifiers).where(eq(variationOptionModifiers.id, id));
  },

  async ofProducts(productIds) {
    return attachedRows(await getDb(), productIds);
  },

  async changeAttached(productId, ids, change, check) {
    const db = await getDb();
    return db.transaction(async (tx) => {
      const [product] = await tx.select().from(products).where(eq(products.id, productId));
      if (!product) check(undefined, []);
      const known = ids.length ? await tx.select({ id: variations.id }).from(variations).where(inArray(variations.id, ids)) : [];
      check(product, known.map((row) => row.id));
      if (change === "replace") await tx.delete(productVariations).where(eq(productVariations.productId, productId));
      if (change === "remove") {
        if (ids.length) await tx.delete(productVariations).where(and(eq(productVariations.productId, productId), inArray(productVariations.variationId, ids)));
      } else if (ids.length) {
        await tx.insert(productVariations).values(ids.map((variationId) => ({ productId, variationId }))).onConflictDoNothing();
      }
      const attached = await tx.select({ id: productVariations.variationId }).from(productVariations).where(eq(productVariations.productId, productId));
      return attached.map((r) => r.id);
    });
  },

  async buildChildren(productId, plan, keyOf) {
    const db = await getDb();
    try {
      return await db.transaction(async (tx) => {
        const [base] = await tx.select().from(products).where(eq(products.id, productId)).for("update");
        const read: BuildRead = { base, variations: [], existing: [], baseCounted: false, modifiers: [] };
        if (base) {
          read.variations = await attachedRows(tx, [productId]);
          const optionIds = read.variations.flatMap((row) => (row.optionId ? [row.optionId] : []));
          if (optionIds.length) read.modifiers = (await modifiersOn(tx, optionIds)).rows;
          read.existing = await tx.select({ id: products.id, optionIds: products.childOptionIds }).from(products).where(eq(products.baseProductId, productId));
          read.baseCounted = (await stockStore.within(tx).lock([productId])).has(productId);
        }
        const writes = plan(read);
        if (writes.deleteIds.length) await tx.delete(products).where(inArray(products.id, writes.deleteIds));
        if (writes.insert.length) await tx.insert(products).values(writes.insert);
        for (const child of writes.rename) await tx.update(products).set({ name: child.name }).where(eq(products.id, child.id));
        for (const childId of writes.counted) await stockStore.within(tx).insert(childId, 0);
        // The children's names and SKUs as they now are, with what they read as.
        await keepChildrenKeys(tx, productId, keyOf);
        await tx.update(products).set({ updatedAt: writes.at }).where(eq(products.id, productId));
        return writes;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return DUPLICATE;
      throw error;
    }
  },
};
