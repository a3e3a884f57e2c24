// Variations and their options (EP's PXM variations), attached to base products, and the child products built
// from them: one per combination, each its own product with its own SKU, price and stock. docs/catalog.md.
// Reads and writes go through the variation store (lib/storage/catalog/variation-store.ts); the resources are
// variation-resource.ts.
import { variationStore, type BuildRead, type BuildWrites } from "@/lib/storage/catalog/variation-store";
import { productStore } from "@/lib/storage/catalog/product-store";
import { DUPLICATE, type OptionRow, type ProductInsert, type ProductRow, type ProductVariationRow, type VariationRow } from "@/lib/storage/catalog/product-rows";
import { ApiError, notFound } from "../errors";
import { now } from "../clock";
import { childSuffix, combinationKey, optionCombinations, orderedVariations, variationMatrix, type Variation, type VariationMeta } from "./variation-matrix";
import { productNotFound } from "./products";
import { lookalikeKey } from "./lookalike-key";
import { pcmVariationResource, type BuildJob } from "./variation-resource";
import { inheritedFrom } from "./child-inheritance";
import { childFields } from "./option-modifiers";
import type { OptionAttributes, OptionChanges, VariationAttributes, VariationChanges } from "./variation-schema";
import type { Uuid } from "../uuid";
import type { Page } from "../page";

export type { OptionRow, VariationRow };

export const variationNotFound = (id: string) => notFound("Variation not found", "The requested variation could not be found", { id });
export const optionNotFound = (id: string) => notFound("Option not found", "The requested variation option could not be found", { id });

/** At most this many children per base product: a build beyond it is refused rather than half made. */
export const MAX_CHILDREN = 1_000;

const duplicateOption = () => new ApiError({ status: 409, title: "Conflict", detail: "This variation already has an option with this name." });

// ---- variations ----

export async function createVariation(a: VariationAttributes): Promise<VariationRow> {
  return variationStore.create({ name: a.name, sortOrder: a.sort_order ?? null });
}

export async function findVariation(id: Uuid): Promise<VariationRow> {
  const row = await variationStore.find(id);
  if (!row) throw variationNotFound(id);
  return row;
}

export async function updateVariation(id: Uuid, a: VariationChanges): Promise<VariationRow> {
  const row = await variationStore.update(id, {
    ...(a.name !== undefined ? { name: a.name } : {}),
    ...(a.sort_order !== undefined ? { sortOrder: a.sort_order } : {}),
    updatedAt: now(),
  });
  if (!row) throw variationNotFound(id);
  return row;
}

export async function deleteVariation(id: Uuid): Promise<void> {
  if (!(await variationStore.delete(id))) throw variationNotFound(id);
}

export async function optionsOf(variationIds: string[]): Promise<Map<string, OptionRow[]>> {
  return variationStore.optionsOf(variationIds);
}

/** GET /pcm/variations: a page of variations with their options. */
export async function pcmVariations(page: Page) {
  const { rows, total } = await variationStore.list(page);
  const options = await optionsOf(rows.map((r) => r.id));
  return { data: rows.map((row) => pcmVariationResource(row, options.get(row.id))), total };
}

/** GET /pcm/variations/{id}: the variation with its options. */
export async function pcmVariation(id: Uuid) {
  const row = await findVariation(id);
  return pcmVariationResource(row, (await optionsOf([row.id])).get(row.id));
}

/** PUT /pcm/variations/{id}: the variation as changed, with its options. */
export async function changeVariation(id: Uuid, a: VariationChanges) {
  await updateVariation(id, a);
  return pcmVariation(id);
}

// ---- options ----

/** A variation's options, a page of them, and how many it has. */
export async function variationOptions(variationId: Uuid, page: Page) {
  const variation = await findVariation(variationId);
  const all = (await optionsOf([variation.id])).get(variation.id) ?? [];
  return { variationId: variation.id, rows: all.slice(page.offset, page.offset + page.limit), total: all.length };
}

export async function createOption(variationId: Uuid, a: OptionAttributes): Promise<OptionRow> {
  await findVariation(variationId);
  const row = await variationStore.createOption({ variationId, name: a.name, description: a.description, sortOrder: a.sort_order ?? null });
  if (row === DUPLICATE) throw duplicateOption();
  return row;
}

export async function findOption(variationId: Uuid, optionId: Uuid): Promise<OptionRow> {
  const row = await variationStore.findOption(optionId);
  if (!row || row.variationId !== variationId) throw optionNotFound(optionId);
  return row;
}

export async function updateOption(variationId: Uuid, optionId: Uuid, a: OptionChanges): Promise<OptionRow> {
  await findOption(variationId, optionId);
  const row = await variationStore.updateOption(optionId, {
    ...(a.name !== undefined ? { name: a.name } : {}),
    ...(a.description !== undefined ? { description: a.description } : {}),
    ...(a.sort_order !== undefined ? { sortOrder: a.sort_order } : {}),
    updatedAt: now(),
  });
  if (row === DUPLICATE) throw duplicateOption();
  return row;
}

export async function deleteOption(variationId: Uuid, optionId: Uuid): Promise<void> {
  await findOption(variationId, optionId);
  await variationStore.deleteOption(optionId);
}

// ---- a product's variations ----

/** A product that may have variations: not a child, not a bundle. */
function checkBaseProduct(productId: string, row: ProductRow | undefined): ProductRow {
  if (!row) throw productNotFound({ id: productId });
  if (row.baseProductId) {
    throw new ApiError({ status: 422, title: "Unprocessable Entity", detail: "A child product cannot have variations of its own; give them to its base product." });
  }
  if (row.components) throw new ApiError({ status: 422, title: "Unprocessable Entity", detail: "A bundle cannot have variations." });
  return row;
}

/** POST (add), PUT (replace) or DELETE (remove) a product's variations (`ids`: the references the body names). */
export async function changeProductVariations(productId: Uuid, references: { id: string }[], change: "add" | "replace" | "remove"): Promise<string[]> {
  const ids = [...new Set(references.map((ref) => ref.id.toLowerCase()))];
  return variationStore.changeAttached(productId, ids, change, (product, known) => {
    checkBaseProduct(productId, product);
    const missing = ids.filter((id) => !known.includes(id));
    if (missing.length) throw new ApiError({ status: 422, title: "Unprocessable Entity", detail: "These variations do not exist.", source: "data", meta: { ids: missing } });
  });
}

/** GET /pcm/products/{id}/relationships/variations: the ids of the product's variations. */
export async function productVariationIds(productId: Uuid): Promise<string[]> {
  if (!(await productStore.find({ id: productId }, { liveOnly: false }))) throw productNotFound({ id: productId });
  return ((await variationsOfProducts([productId])).get(productId) ?? []).map((v) => v.id);
}

/** The variations of each product, with their options, in EP's order. */
function groupVariations(rows: ProductVariationRow[]): Map<string, Variation[]> {
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

/** The variations attached to products, with their options: one read. */
export async function variationsOfProducts(productIds: string[]): Promise<Map<string, Variation[]>> {
  if (productIds.length === 0) return new Map();
  return groupVariations(await variationStore.ofProducts(productIds));
}

// ---- building child products ----

/** A child's option ids in its base product's variation order. */
function orderedIds(own: Variation[], optionIds: readonly string[]): string[] {
  return own.flatMap((variation) => variation.options.filter((option) => optionIds.includes(option.id)).map((option) => option.id));
}

/** What a build does to a base product's children, decided on what the store read under the base's lock. */
function planBuild(productId: string, read: BuildRead, at: Date): BuildWrites & { created: number; updated: number } {
  const base = checkBaseProduct(productId, read.base);
  const own = groupVariations(read.variations).get(productId) ?? [];
  if (own.length === 0) throw new ApiError({ status: 422, title: "Unprocessable Entity", detail: "The product has no variations to build child products from." });
  const empty = own.find((variation) => variation.options.length === 0);
  if (empty) throw new ApiError({ status: 422, title: "Unprocessable Entity", detail: `The variation "${empty.name}" has no options.` });
  const combinations = optionCombinations(own);
  if (combinations.length > MAX_CHILDREN) {
    throw new ApiError({ status: 422, title: "Unprocessable Entity", detail: `A product can have at most ${MAX_CHILDREN} child products; these variations make ${combinations.length}.` });
  }
  const optionName = new Map(own.flatMap((variation) => variation.options.map((option) => [option.id, option.name])));
  const existingByKey = new Map(read.existing.map((child) => [combinationKey(child.optionIds ?? []), child.id]));
  const wanted = new Set(combinations.map(combinationKey));
  const gone = read.existing.filter((child) => !wanted.has(combinationKey(child.optionIds ?? []))).map((child) => child.id);
  const fresh = combinations.filter((combination) => !existingByKey.has(combinationKey(combination)));
  // A child inherits the base's personalisation, description, image and tax settings (child-inheritance.ts), starts
  // at its price, and has stock of its own: counted (from 0 units) when the base's is.
  const counted = read.baseCounted || base.manageStock;
  // The options' modifiers (option-modifiers.ts) change what a child takes from the base.
  const modifiersOf = (combination: readonly string[]) => orderedIds(own, combination).flatMap((id) => read.modifiers.filter((m) => m.optionId === id));
  const fieldsOf = (combination: readonly string[]) => {
    const names = orderedIds(own, combination).map((id) => optionName.get(id)!);
    const suffix = childSuffix(names);
    const defaults = {
      sku: `${base.sku}-${suffix}`,
      slug: `${base.slug}-${suffix}`,
      name: `${base.name} – ${names.join(", ")}`,
      description: base.description,
      status: base.status,
      commodityType: base.commodityType,
    };
    return childFields({ ...base }, defaults, modifiersOf(combination));
  };
  const insert: ProductInsert[] = fresh.map((combination) => {
    const fields = fieldsOf(combination);
    return {
      id: crypto.randomUUID(),
      ...inheritedFrom(base),
      ...fields,
      price: base.price,
      manageStock: counted,
      baseProductId: productId,
      childOptionIds: combination,
    };
  });
  // Options renamed since the last build: the children that keep their ids take the new names.
  const kept = read.existing.filter((child) => wanted.has(combinationKey(child.optionIds ?? [])));
  const rename = kept.map((child) => ({ id: child.id, name: fieldsOf(child.optionIds ?? []).name }));
  return { deleteIds: gone, insert, rename, counted: counted ? insert.map((child) => child.id!) : [], at, created: fresh.length, updated: kept.length };
}

/** Builds (or rebuilds) a base product's children: one per combination of its variations' options. A child that
 * exists for a combination keeps its id, SKU, price, stock and what it overrides; new combinations get children
 * priced as the base and inheriting from it; children whose combination is gone are deleted (EP's rule). All in one
 * transaction: a taken SKU or slug (409) builds nothing. */
export async function buildChildProducts(productId: Uuid): Promise<BuildJob> {
  const done = await variationStore.buildChildren(productId, (read) => planBuild(productId, read, now()), lookalikeKey);
  if (done === DUPLICATE) {
    throw new ApiError({
      status: 409,
      title: "Conflict",
      detail: "A product to build has the SKU or web address name of a product that exists already: change that product's, or the option's name. Nothing was built.",
    });
  }
  return { id: crypto.randomUUID(), created: done.created, updated: done.updated, deleted: done.deleteIds.length, at: now() };
}

// ---- what the catalog says of a product's variations ----

/** For each product among `rows` that is a base product with children or a child: what its catalog resource says of
 * its variations. Two reads whatever the number of products. */
export async function variationFacts(rows: ProductRow[], options: { liveOnly: boolean }): Promise<Map<string, VariationMeta>> {
  if (rows.length === 0) return new Map();
  const children = await productStore.childrenOf(rows.map((row) => row.id), options);
  // Variations are read only for the parents among the rows and the bases of the children among them.
  const baseIds = [...new Set([...children.map((child) => child.baseProductId!), ...rows.flatMap((row) => (row.baseProductId ? [row.baseProductId] : []))])];
  const variationsByProduct = baseIds.length ? await variationsOfProducts(baseIds) : new Map<string, Variation[]>();
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
