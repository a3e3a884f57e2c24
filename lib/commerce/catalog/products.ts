// Catalog products: the rules of reading them (shoppers and administrators) and of writing them (administrators),
// docs/api.md "Catalog". Reads and writes go through the product store (lib/storage/catalog/product-store.ts);
// their EP resource is product-resource.ts.
import { productStore } from "@/lib/storage/catalog/product-store";
import { DUPLICATE, type ProductCondition, type ProductRow, type ProductScope } from "@/lib/storage/catalog/product-rows";
import { ApiError, notFound } from "../errors";
import { now } from "../clock";
import { likePattern, type FilterClause } from "./catalog-filter";
import { fileForImage } from "./files";
import { slugFromName, type CreateProductAttributes, type UpdateProductAttributes } from "./product-schema";
import { checkBundleOptions, checkNotABundleOption } from "./bundle-options";
import { lookalikeKey } from "./lookalike-key";
import { availableUnitsOf } from "../inventory/stock-page-read";
import type { VariationMeta } from "./variation-matrix";
import { isUuid, type Uuid } from "../uuid";
import { inUseDetail, removalOf, type ProductUses } from "./product-removal";
import { archiveChanges, archivedStatusProblem, unarchiveChanges } from "./archived-product";
import type { WithinSave } from "@/lib/storage/catalog/product-store";
import { inheritedChanges } from "./child-inheritance";
import { keepTags } from "./product-tags";
import type { Page } from "../page";

export type { ProductRow, ProductScope };

export const productNotFound = (meta: Record<string, unknown>) =>
  notFound("Product not found", "The requested product could not be found", meta);

/** The option products of a bundle's components, in component order. */
export function componentProductIds(row: Pick<ProductRow, "components">): string[] {
  return [...new Set(Object.values(row.components ?? {}).flatMap((component) => component.options.map((option) => option.id)))];
}

/** The units available of the products whose stock the store keeps (the catalog's `meta.stock`). */
export async function catalogAvailability(rows: ProductRow[]): Promise<Map<string, number>> {
  return availableUnitsOf(rows.map((r) => r.id));
}

/** EP's product types of one product (`meta.product_types`); the SQL twin is productTypeSql (lib/storage/catalog/product-store.ts). */
export function productType(row: Pick<ProductRow, "components" | "baseProductId">, variation?: VariationMeta): string {
  if (row.components) return "bundle";
  if (row.baseProductId) return "child";
  return variation?.kind === "parent" ? "parent" : "standard";
}

export const CATALOG_INCLUDES = ["main_image", "files", "component_products"] as const;
export type CatalogInclude = (typeof CATALOG_INCLUDES)[number];

/** `include` of a catalog read: a comma list (EP's client sends it so), repeated parameters too; anything else → 400. */
export function parseCatalogInclude(values: string[]): Set<CatalogInclude> {
  const parts = values.flatMap((value) => value.split(",")).map((part) => part.trim()).filter(Boolean);
  const unknown = parts.find((part) => !(CATALOG_INCLUDES as readonly string[]).includes(part));
  if (unknown !== undefined) {
    throw new ApiError({ status: 400, title: "enum", detail: `include must be one or more of: ${CATALOG_INCLUDES.join(", ")}`, source: "include", meta: { value: unknown } });
  }
  return new Set(parts as CatalogInclude[]);
}

/** The live option products of the bundles among `rows` (no read when there is none). */
export async function liveComponentProducts(rows: ProductRow[]): Promise<ProductRow[]> {
  return productStore.liveByIds([...new Set(rows.flatMap(componentProductIds))]);
}

export { parsePage } from "../page";
export type { Page };

/** One filter clause (catalog-filter.ts) as a condition on products. */
function filterCondition(clause: FilterClause): ProductCondition {
  // An `in` list of none (catalog-filter.ts) matches nothing.
  if (clause.values.length === 0) return { kind: "none" };
  if (clause.field === "product_types") return { kind: "types", types: clause.values, single: clause.op === "eq" };
  // A product carrying the tag, or any of the tags (EP's product tags).
  if (clause.field === "tags") return { kind: "tags", values: clause.op === "eq" ? clause.values.slice(0, 1) : clause.values };
  // Ids are UUIDs: a value that is not one matches nothing (instead of failing the query).
  const values = clause.field === "id" ? clause.values.filter(isUuid).map((v) => v.toLowerCase()) : clause.values;
  if (values.length === 0) return { kind: "none" };
  if (clause.op === "like") return { kind: "like", column: clause.field, pattern: likePattern(values[0]) };
  return clause.op === "eq" ? { kind: "eq", column: clause.field, value: values[0] } : { kind: "in", column: clause.field, values };
}

/** The orders a product list can be sorted in (`sort`): by name, by price in the request's currency, or newest
 * first; `-` reverses. Without one, the catalog's order (oldest first). */
export const PRODUCT_SORTS = ["name", "-name", "price", "-price", "created_at", "-created_at"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export function parseProductSort(value: string | null): ProductSort | undefined {
  if (value === null || value === "") return undefined;
  if (!(PRODUCT_SORTS as readonly string[]).includes(value)) {
    throw new ApiError({ status: 400, title: "Bad Request", detail: `sort is one of ${PRODUCT_SORTS.join(", ")}.`, source: "sort", meta: { value } });
  }
  return value as ProductSort;
}

export type ProductListOptions = {
  liveOnly: boolean;
  filter?: FilterClause[];
  /** Only the products of this part of the catalog (a node's products, a base product's children). */
  scope?: ProductScope;
  /** Leave out child products (the storefront lists base products; their children are picked on its page). */
  withoutChildren?: boolean;
  sort?: ProductSort;
  currency?: string;
};

/** A product filter's clauses as the store's conditions. */
export const productConditions = (filter: FilterClause[]): ProductCondition[] => filter.map(filterCondition);

export async function listProducts(page: Page, options: ProductListOptions) {
  return productStore.list(page, {
    liveOnly: options.liveOnly,
    conditions: options.filter && productConditions(options.filter),
    scope: options.scope,
    withoutChildren: options.withoutChildren,
    order: options.sort,
    currency: options.currency,
  });
}

export async function findProduct(idOrSlug: { id: Uuid } | { slug: string }, options: { liveOnly: boolean }): Promise<ProductRow | undefined> {
  return productStore.find("id" in idOrSlug ? { id: idOrSlug.id } : { slug: idOrSlug.slug }, options);
}

const duplicate = () => new ApiError({ status: 409, title: "Conflict", detail: "A product with this sku or slug already exists." });

/** A derived slug already taken: the name's slug with a short suffix. */
const withSuffix = (slug: string) => `${slug.slice(0, 240)}-${Math.random().toString(36).slice(2, 8)}`;

/** The rest of a product's save, in its transaction (admin-products.ts: stock and categories). */
export type { WithinSave };

/** A save's rest with the rows of the tags it gives the product kept first (product-tags.ts). */
const withTags = (tags: readonly string[] | undefined, within?: WithinSave): WithinSave | undefined =>
  tags?.length ? async (tx, row) => (await keepTags(tx, tags), await within?.(tx, row)) : within;

export async function createProduct(a: CreateProductAttributes, within?: WithinSave): Promise<ProductRow> {
  await checkBundleOptions(a.components);
  const image = a.main_image ? await fileForImage(a.main_image) : undefined;
  const derived = a.slug === undefined;
  let slug = a.slug ?? slugFromName(a.name);
  if (derived && (await productStore.slugTaken(slug))) slug = withSuffix(slug);
  const row = await productStore.create(
    {
      name: a.name,
      slug,
      sku: a.sku,
      description: a.description,
      status: a.status,
      commodityType: a.commodity_type,
      price: a.price,
      customInputs: a.custom_inputs ?? null,
      components: a.components ?? null,
      image: a.main_image ?? null,
      mainImageId: image?.id ?? null,
      manageStock: a.manage_stock,
      tags: a.tags ?? null,
    },
    lookalikeKey,
    withTags(a.tags, within),
  );
  if (row === DUPLICATE) throw duplicate();
  return row;
}

/**
 * Changes what `a` names and nothing else; a base product's children that inherit a changed field
 * (child-inheritance.ts) change with it, in the same transaction, and so does `within`.
 */
export async function updateProduct(id: Uuid, a: UpdateProductAttributes, within?: WithinSave): Promise<ProductRow> {
  await checkBundleOptions(a.components);
  await checkNotABundleOption(id, a.custom_inputs);
  const image = a.main_image ? await fileForImage(a.main_image) : undefined;
  const row = await productStore.update(
    id,
    {
      ...(a.name !== undefined ? { name: a.name } : {}),
      ...(a.slug !== undefined ? { slug: a.slug } : {}),
      ...(a.sku !== undefined ? { sku: a.sku } : {}),
      ...(a.description !== undefined ? { description: a.description } : {}),
      ...(a.status !== undefined ? { status: a.status } : {}),
      ...(a.commodity_type !== undefined ? { commodityType: a.commodity_type } : {}),
      ...(a.price !== undefined ? { price: a.price } : {}),
      ...(a.custom_inputs !== undefined ? { customInputs: a.custom_inputs } : {}),
      ...(a.components !== undefined ? { components: a.components } : {}),
      ...(a.main_image !== undefined ? { image: a.main_image, mainImageId: image?.id ?? null } : {}),
      ...(a.manage_stock !== undefined ? { manageStock: a.manage_stock } : {}),
      ...(a.tags !== undefined ? { tags: a.tags } : {}),
      updatedAt: now(),
    },
    // A new name or SKU reads as something new.
    {
      rekey: a.name !== undefined || a.sku !== undefined,
      keyOf: lookalikeKey,
      // An archived product is made live only once un-archived (archived-product.ts), on the row as stored.
      check: a.status === "live" ? (stored) => refuseArchivedLive(stored) : undefined,
      children: changesInherited(a) ? inheritedChanges : undefined,
      within: withTags(a.tags, within),
    },
  );
  if (row === DUPLICATE) throw duplicate();
  if (!row) throw productNotFound({ id });
  return row;
}

/** Whether a change names a field children inherit. */
const changesInherited = (a: UpdateProductAttributes) =>
  a.description !== undefined || a.custom_inputs !== undefined || a.main_image !== undefined || a.price !== undefined;

function refuseArchivedLive(stored: Pick<ProductRow, "archivedAt">) {
  const problem = archivedStatusProblem(stored, "live");
  if (problem) throw new ApiError({ status: 422, title: "Unprocessable Entity", detail: problem, source: "data.attributes.status" });
}

/**
 * DELETE /pcm/products/{id} (and the admin's Delete): deletes a product nothing names; a product that carts,
 * orders or bundles name is refused and nothing changes (product-removal.ts): archive it instead. EP's answer to a
 * product it will not delete (one in a bundle) is 422 (pim.yaml deleteProduct), so this is 422 too.
 */
export async function deleteProduct(id: Uuid): Promise<void> {
  const outcome = await productStore.remove(id, removalOf);
  if (!outcome) throw productNotFound({ id });
  if (!outcome.removed) throw productInUse(id, outcome.uses);
}

const productInUse = (id: string, uses: ProductUses) =>
  new ApiError({ status: 422, title: "Unprocessable Entity", detail: inUseDetail(uses), meta: { id, cart_lines: uses.cartLines, order_lines: uses.orderLines, bundles: uses.bundles } });

/** Archives a product (archived-product.ts): a draft, hidden from the admin's default list. */
export async function archiveProduct(id: Uuid): Promise<ProductRow> {
  const at = now();
  const row = await productStore.update(id, { ...archiveChanges(at), updatedAt: at }, { rekey: false, keyOf: lookalikeKey });
  if (!row || row === DUPLICATE) throw productNotFound({ id });
  return row;
}

/** Un-archives a product: it stays a draft until made live. */
export async function unarchiveProduct(id: Uuid): Promise<ProductRow> {
  const row = await productStore.update(id, { ...unarchiveChanges(), updatedAt: now() }, { rekey: false, keyOf: lookalikeKey });
  if (!row || row === DUPLICATE) throw productNotFound({ id });
  return row;
}

/** What the admin may do to remove a product now: delete it, or (carts, orders or bundles name it) archive it. */
export async function productRemoval(id: string): Promise<{ removal: ReturnType<typeof removalOf>; uses: ProductUses }> {
  const uses = await productStore.uses(id);
  return { removal: removalOf(uses), uses };
}
