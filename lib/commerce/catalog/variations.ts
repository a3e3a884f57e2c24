// Variations and their options (EP's PXM variations), attached to base products, and the child products built
// from them: one per combination, each its own product with its own SKU, price and stock. docs/catalog.md.
import { and, asc, count, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { readTogether, type Db, type Executor } from "@/lib/storage/db";
import { productVariations, products, variationOptions, variations } from "@/lib/storage/schema";
import { isUniqueViolation } from "@/lib/storage/errors";
import { ApiError, notFound } from "../errors";
import { parseOrThrow } from "../validation";
import { childSuffix, combinationKey, optionCombinations, orderedVariations, variationMatrix, type Variation, type VariationMeta } from "./variation-matrix";
import { productNotFound, type Page, type ProductRow } from "./products";
import { isUuid } from "../uuid";
import { keepLookalikeKeys } from "./product-lookalikes";

export type VariationRow = typeof variations.$inferSelect;
export type OptionRow = typeof variationOptions.$inferSelect;

export const variationNotFound = (id: string) => notFound("Variation not found", "The requested variation could not be found", { id });
export const optionNotFound = (id: string) => notFound("Option not found", "The requested variation option could not be found", { id });

const sortOrder = z.number().int().min(-1_000_000).max(1_000_000).nullable().optional();
const variationAttributes = z.strictObject({ name: z.string().trim().min(1).max(255), sort_order: sortOrder });
const optionAttributes = z.strictObject({ name: z.string().trim().min(1).max(255), description: z.string().max(10_000).default(""), sort_order: sortOrder });

const createVariationBody = z.object({ data: z.object({ type: z.literal("product-variation"), attributes: variationAttributes }) });
const updateVariationBody = z.object({ data: z.object({ type: z.literal("product-variation"), id: z.string().optional(), attributes: variationAttributes.partial() }) });
const createOptionBody = z.object({ data: z.object({ type: z.literal("product-variation-option"), attributes: optionAttributes }) });
const updateOptionBody = z.object({
  data: z.object({ type: z.literal("product-variation-option"), id: z.string().optional(), attributes: optionAttributes.partial() }),
});
const variationReferencesBody = z.object({
  data: z.array(z.strictObject({ type: z.literal("product-variation"), id: z.uuid() })).max(10),
});

/** At most this many children per base product: a build beyond it is refused rather than half made. */
export const MAX_CHILDREN = 1_000;

function duplicateOption(error: unknown): never {
  if (isUniqueViolation(error)) throw new ApiError({ status: 409, title: "Conflict", detail: "This variation already has an option with this name." });
  throw error;
}

// ---- variations ----

export async function createVariation(db: Executor, body: unknown): Promise<VariationRow> {
  const { attributes: a } = parseOrThrow(createVariationBody, body, "").data;
  const [row] = await db.insert(variations).values({ name: a.name, sortOrder: a.sort_order ?? null }).returning();
  return row;
}

export async function findVariation(db: Executor, id: string): Promise<VariationRow> {
  const [row] = isUuid(id) ? await db.select().from(variations).where(eq(variations.id, id)) : [];
  if (!row) throw variationNotFound(id);
  return row;
}

export async function updateVariation(db: Executor, id: string, body: unknown): Promise<VariationRow> {
  const { attributes: a } = parseOrThrow(updateVariationBody, body, "").data;
  if (!isUuid(id)) throw variationNotFound(id);
  const [row] = await db
    .update(variations)
    .set({ ...(a.name !== undefined ? { name: a.name } : {}), ...(a.sort_order !== undefined ? { sortOrder: a.sort_order } : {}), updatedAt: new Date() })
    .where(eq(variations.id, id))
    .returning();
  if (!row) throw variationNotFound(id);
  return row;
}

export async function deleteVariation(db: Executor, id: string): Promise<void> {
  const deleted = isUuid(id) ? await db.delete(variations).where(eq(variations.id, id)).returning({ id: variations.id }) : [];
  if (deleted.length === 0) throw variationNotFound(id);
}

export async function listVariations(db: Executor, page: Page) {
  const [rows, [{ total }]] = await readTogether(db,
    () => db.select().from(variations).orderBy(asc(variations.createdAt), asc(variations.id)).limit(page.limit).offset(page.offset),
    () => db.select({ total: count() }).from(variations),
  );
  return { rows, total, options: await optionsOf(db, rows.map((r) => r.id)) };
}

export async function optionsOf(db: Executor, variationIds: string[]): Promise<Map<string, OptionRow[]>> {
  if (variationIds.length === 0) return new Map();
  const rows = await db.select().from(variationOptions).where(inArray(variationOptions.variationId, variationIds)).orderBy(asc(variationOptions.createdAt));
  const byVariation = new Map<string, OptionRow[]>();
  for (const row of rows) byVariation.set(row.variationId, [...(byVariation.get(row.variationId) ?? []), row]);
  return byVariation;
}

// ---- options ----

export async function createOption(db: Executor, variationId: string, body: unknown): Promise<OptionRow> {
  const { attributes: a } = parseOrThrow(createOptionBody, body, "").data;
  await findVariation(db, variationId);
  try {
    const [row] = await db.insert(variationOptions).values({ variationId, name: a.name, description: a.description, sortOrder: a.sort_order ?? null }).returning();
    return row;
  } catch (error) {
    duplicateOption(error);
  }
}

export async function findOption(db: Executor, variationId: string, optionId: string): Promise<OptionRow> {
  const [row] = isUuid(optionId) && isUuid(variationId) ? await db.select().from(variationOptions).where(eq(variationOptions.id, optionId)) : [];
  if (!row || row.variationId !== variationId) throw optionNotFound(optionId);
  return row;
}

export async function updateOption(db: Executor, variationId: string, optionId: string, body: unknown): Promise<OptionRow> {
  const { attributes: a } = parseOrThrow(updateOptionBody, body, "").data;
  await findOption(db, variationId, optionId);
  try {
    const [row] = await db
      .update(variationOptions)
      .set({
        ...(a.name !== undefined ? { name: a.name } : {}),
        ...(a.description !== undefined ? { description: a.description } : {}),
        ...(a.sort_order !== undefined ? { sortOrder: a.sort_order } : {}),
        updatedAt: new Date(),
      })
      .where(eq(variationOptions.id, optionId))
      .returning();
    return row;
  } catch (error) {
    duplicateOption(error);
  }
}

export async function deleteOption(db: Executor, variationId: string, optionId: string): Promise<void> {
  await findOption(db, variationId, optionId);
  await db.delete(variationOptions).where(eq(variationOptions.id, optionId));
}

// ---- a product's variations ----

async function baseProduct(db: Executor, productId: string): Promise<ProductRow> {
  const [row] = isUuid(productId) ? await db.select().from(products).where(eq(products.id, productId)) : [];
  if (!row) throw productNotFound({ id: productId });
  if (row.baseProductId) {
    throw new ApiError({ status: 422, title: "Unprocessable Entity", detail: "A child product cannot have variations of its own; give them to its base product." });
  }
  if (row.components) throw new ApiError({ status: 422, title: "Unprocessable Entity", detail: "A bundle cannot have variations." });
  return row;
}

/** POST (add), PUT (replace) or DELETE (remove) a product's variations. */
export async function changeProductVariations(db: Db, productId: string, body: unknown, change: "add" | "replace" | "remove"): Promise<string[]> {
  const ids = [...new Set(parseOrThrow(variationReferencesBody, body, "").data.map((ref) => ref.id.toLowerCase()))];
  return db.transaction(async (tx) => {
    await baseProduct(tx, productId);
    const known = ids.length ? await tx.select({ id: variations.id }).from(variations).where(inArray(variations.id, ids)) : [];
    const missing = ids.filter((id) => !known.some((row) => row.id === id));
    if (missing.length) throw new ApiError({ status: 422, title: "Unprocessable Entity", detail: "These variations do not exist.", source: "data", meta: { ids: missing } });
    if (change === "replace") await tx.delete(productVariations).where(eq(productVariations.productId, productId));
    if (change === "remove") {
      if (ids.length) await tx.delete(productVariations).where(and(eq(productVariations.productId, productId), inArray(productVariations.variationId, ids)));
    } else if (ids.length) {
      await tx.insert(productVariations).values(ids.map((variationId) => ({ productId, variationId }))).onConflictDoNothing();
    }
    const attached = await tx.select({ id: productVariations.variationId }).from(productVariations).where(eq(productVariations.productId, productId));
    return attached.map((r) => r.id);
  });
}

/** The variations attached to products, with their options: one read. */
export async function variationsOfProducts(db: Executor, productIds: string[]): Promise<Map<string, Variation[]>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
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
  const byProduct = new Map<string, Map<string, Variation>>();
  for (const row of rows) {
    const own = byProduct.get(row.productId) ?? new Map<string, Variation>();
    byProduct.set(row.productId, own);
    const variation = own.get(row.variationId) ?? { id: row.variationId, name: row.variationName, sortOrder: row.variationSort, options: [] };
    own.set(row.variationId, variation);
    if (row.optionId) variation.options.push({ id: row.optionId, name: row.optionName!, description: row.optionDescription ?? "", sortOrder: row.optionSort });
  }
  return new Map([...byProduct].map(([id, own]) => [id, orderedVariations([...own.values()])]));
}

// ---- building child products ----

/** The job EP answers a build with; ours is done by the time it answers. */
export type BuildJob = { id: string; created: number; updated: number; deleted: number; at: Date };

/** Builds (or rebuilds) a base product's children: one per combination of its variations' options. A child that
 * exists for a combination keeps its id, SKU, price and stock; new combinations get children priced as the base;
 * children whose combination is gone are deleted (EP's rule). All in one transaction. */
export async function buildChildProducts(db: Db, productId: string): Promise<BuildJob> {
  return db.transaction(async (tx) => {
    const [base] = isUuid(productId) ? await tx.select().from(products).where(eq(products.id, productId)).for("update") : [];
    if (!base) throw productNotFound({ id: productId });
    await baseProduct(tx, productId);
    const own = (await variationsOfProducts(tx, [productId])).get(productId) ?? [];
    if (own.length === 0) throw new ApiError({ status: 422, title: "Unprocessable Entity", detail: "The product has no variations to build child products from." });
    const empty = own.find((variation) => variation.options.length === 0);
    if (empty) throw new ApiError({ status: 422, title: "Unprocessable Entity", detail: `The variation "${empty.name}" has no options.` });
    const combinations = optionCombinations(own);
    if (combinations.length > MAX_CHILDREN) {
      throw new ApiError({ status: 422, title: "Unprocessable Entity", detail: `A product can have at most ${MAX_CHILDREN} child products; these variations make ${combinations.length}.` });
    }
    const optionName = new Map(own.flatMap((variation) => variation.options.map((option) => [option.id, option.name])));
    const existing = await tx.select({ id: products.id, optionIds: products.childOptionIds }).from(products).where(eq(products.baseProductId, productId));
    const existingByKey = new Map(existing.map((child) => [combinationKey(child.optionIds ?? []), child.id]));
    const wanted = new Set(combinations.map(combinationKey));
    const gone = existing.filter((child) => !wanted.has(combinationKey(child.optionIds ?? []))).map((child) => child.id);
    if (gone.length) await tx.delete(products).where(inArray(products.id, gone));
    const fresh = combinations.filter((combination) => !existingByKey.has(combinationKey(combination)));
    if (fresh.length) {
      await tx.insert(products).values(
        fresh.map((combination) => {
          const names = combination.map((id) => optionName.get(id)!);
          const suffix = childSuffix(names);
          return {
            sku: `${base.sku}-${suffix}`.slice(0, 1024),
            slug: `${base.slug}-${suffix}`.slice(0, 255),
            name: `${base.name} – ${names.join(", ")}`,
            description: base.description,
            status: base.status,
            commodityType: base.commodityType,
            price: base.price,
            image: base.image,
            mainImageId: base.mainImageId,
            manageStock: base.manageStock,
            baseProductId: productId,
            childOptionIds: combination,
          };
        }),
      );
    }
    // Options renamed since the last build: the children that keep their ids take the new names.
    const kept = existing.filter((child) => wanted.has(combinationKey(child.optionIds ?? [])));
    for (const child of kept) {
      const names = orderedIds(own, child.optionIds ?? []).map((id) => optionName.get(id)!);
      await tx.update(products).set({ name: `${base.name} – ${names.join(", ")}` }).where(eq(products.id, child.id));
    }
    // The children's names and SKUs as they now are, with what they read as.
    await keepLookalikeKeys(tx, await tx.select({ id: products.id, name: products.name, sku: products.sku }).from(products).where(eq(products.baseProductId, productId)));
    await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, productId));
    return { id: crypto.randomUUID(), created: fresh.length, updated: kept.length, deleted: gone.length, at: new Date() };
  });
}

/** A child's option ids in its base product's variation order. */
function orderedIds(own: Variation[], optionIds: readonly string[]): string[] {
  return own.flatMap((variation) => variation.options.filter((option) => optionIds.includes(option.id)).map((option) => option.id));
}

export function buildJobResource(job: BuildJob) {
  const at = job.at.toISOString();
  return {
    id: job.id,
    type: "pim-job" as const,
    attributes: { type: "child-products", status: "success", created_at: at, started_at: at, completed_at: at, updated_at: at },
    meta: { results: { created: job.created, updated: job.updated, deleted: job.deleted } },
  };
}

// ---- what the catalog says of a product's variations ----

/** For each product among `rows` that is a base product with children or a child: what its catalog resource says of
 * its variations. Two reads whatever the number of products. */
export async function variationFacts(db: Executor, rows: ProductRow[], options: { liveOnly: boolean }): Promise<Map<string, VariationMeta>> {
  if (rows.length === 0) return new Map();
  const ids = rows.map((row) => row.id);
  const children = await db
    .select({ id: products.id, baseProductId: products.baseProductId, optionIds: products.childOptionIds })
    .from(products)
    .where(and(inArray(products.baseProductId, ids), ...(options.liveOnly ? [eq(products.status, "live")] : [])));
  // Variations are read only for the parents among the rows and the bases of the children among them.
  const baseIds = [...new Set([...children.map((child) => child.baseProductId!), ...rows.flatMap((row) => (row.baseProductId ? [row.baseProductId] : []))])];
  const variationsByProduct = baseIds.length ? await variationsOfProducts(db, baseIds) : new Map<string, Variation[]>();
  const facts = new Map<string, VariationMeta>();
  for (const row of rows) {
    if (row.baseProductId) {
      facts.set(row.id, { kind: "child", baseProductId: row.baseProductId, variations: variationsByProduct.get(row.baseProductId) ?? [], optionIds: row.childOptionIds ?? [] });
      continue;
    }
    const mine = children.filter((child) => child.baseProductId === row.id).map((child) => ({ id: child.id, optionIds: child.optionIds ?? [] }));
    if (mine.length === 0) continue;
    const own = variationsByProduct.get(row.id) ?? [];
    facts.set(row.id, { kind: "parent", variations: own, matrix: variationMatrix(own, mine), childIds: mine.map((child) => child.id) });
  }
  return facts;
}

export function pcmVariationResource(row: VariationRow, options: OptionRow[] = []) {
  return {
    id: row.id,
    type: "product-variation" as const,
    attributes: { name: row.name, sort_order: row.sortOrder },
    meta: {
      owner: "store",
      options: options.map((o) => ({ id: o.id, name: o.name, description: o.description, sort_order: o.sortOrder, created_at: o.createdAt.toISOString(), updated_at: o.updatedAt.toISOString() })),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    },
  };
}

export function pcmOptionResource(row: OptionRow) {
  return {
    id: row.id,
    type: "product-variation-option" as const,
    attributes: { name: row.name, description: row.description, sort_order: row.sortOrder },
    meta: { owner: "store", created_at: row.createdAt.toISOString(), updated_at: row.updatedAt.toISOString() },
  };
}
