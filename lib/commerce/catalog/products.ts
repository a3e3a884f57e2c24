// Catalog reads (shoppers) and product writes (administrators), docs/api.md "Catalog".
import { and, asc, count, desc, eq, ilike, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { availableUnitsOf } from "../inventory/storefront";
import { z } from "zod";
import { readTogether, type Executor } from "@/lib/storage/db";
import { catalogCounts, products } from "@/lib/storage/schema";
import { isUniqueViolation } from "@/lib/storage/errors";
import { ApiError, notFound } from "../errors";
import { money } from "../money";
import { isoSeconds } from "../time";
import { parseOrThrow } from "../validation";
import { defaultSelection, type SelectedOptions } from "../carts/bundle-selection";
import { unitPriceIn, type UnitPrice } from "../carts/cart-currency";
import { absoluteHref } from "../absolute-href";
import { likePattern, type FilterClause } from "./catalog-filter";
import { fileForImage, fileResource, filesById, type FileRow } from "./files";
import { createProductSchema, slugFromName, updateProductSchema } from "./product-schema";
import { childVariationsMeta, variationsMeta, type VariationMeta } from "./variation-matrix";
import { checkBundleOptions, checkNotABundleOption } from "./bundle-options";
import { keepLookalikeKeys } from "./product-lookalikes";
import { isUuid } from "../uuid";
import type { Page } from "../page";

export type ProductRow = typeof products.$inferSelect;

export const productNotFound = (meta: Record<string, unknown>) =>
  notFound("Product not found", "The requested product could not be found", meta);


/** The option products of a bundle's components, in component order. */
export function componentProductIds(row: Pick<ProductRow, "components">): string[] {
  return [...new Set(Object.values(row.components ?? {}).flatMap((component) => component.options.map((option) => option.id)))];
}

/** The units available of the products whose stock the store keeps (the catalog's `meta.stock`). */
export async function catalogAvailability(_db: Executor, rows: ProductRow[]): Promise<Map<string, number>> {
  return availableUnitsOf(rows.map((r) => r.id));
}

/** EP's product types of one product (`meta.product_types`); the SQL twin is productTypeSql below. */
export function productType(row: Pick<ProductRow, "components" | "baseProductId">, variation?: VariationMeta): string {
  if (row.components) return "bundle";
  if (row.baseProductId) return "child";
  return variation?.kind === "parent" ? "parent" : "standard";
}

/** What a product is rendered with besides its row. */
export type ProductView = {
  /** The origin the product's links are made absolute against (absolute-href.ts). */
  origin: string;
  /** Display prices in this currency, when the product has a price in it. */
  currency?: string;
  /** Units available, for products whose stock is kept. */
  availableUnits?: number;
  variation?: VariationMeta;
  /** A bundle's price as a cart charges it for `selection` (bundle-price.ts); a bundle without one shows no price. */
  bundlePrice?: UnitPrice;
  /** A bundle's selection (`meta.bundle_configuration`): the options marked default unless a shopper chose. */
  selection?: SelectedOptions;
};

/** The EP catalog shape of a product; display prices for the view's currency when the product has one. */
export function productResource(row: ProductRow, view: ProductView) {
  const { currency, availableUnits, variation } = view;
  const price = !currency ? undefined : row.components ? view.bundlePrice : unitPriceIn(row, currency);
  const components = row.components ? componentProductIds(row) : [];
  const parent = variation?.kind === "parent" ? variation : undefined;
  const child = variation?.kind === "child" ? variation : undefined;
  return {
    id: row.id,
    type: "product" as const,
    attributes: {
      name: row.name,
      slug: row.slug,
      sku: row.sku,
      description: row.description,
      status: row.status,
      commodity_type: row.commodityType,
      manage_stock: row.manageStock,
      price: row.price,
      ...(row.customInputs ? { custom_inputs: row.customInputs } : {}),
      ...(row.components ? { components: row.components } : {}),
      ...(row.image ? { main_image: { ...row.image, href: absoluteHref(row.image.href, view.origin) } } : {}),
      base_product: Boolean(parent),
      ...(row.baseProductId ? { base_product_id: row.baseProductId } : {}),
      created_at: isoSeconds(row.createdAt),
      updated_at: isoSeconds(row.updatedAt),
    },
    relationships: {
      ...(row.mainImageId ? { main_image: { data: { type: "main_image" as const, id: row.mainImageId } } } : {}),
      files: { data: row.mainImageId ? [{ type: "file" as const, id: row.mainImageId }] : [] },
      ...(row.components
        ? { component_products: { data: components.map((id) => ({ type: "product" as const, id })), links: { self: `/catalog/products/${row.id}/relationships/component_products` } } }
        : {}),
      ...(child ? { parent: { data: { type: "product" as const, id: child.baseProductId } } } : {}),
      ...(parent
        ? { children: { data: parent.childIds.map((id) => ({ type: "product" as const, id })), links: { self: `/catalog/products/${row.id}/relationships/children` } } }
        : {}),
    },
    meta: {
      ...(price && currency
        ? {
            display_price: {
              without_tax: money(price.amount, currency),
              with_tax: money(price.amount, currency),
            },
          }
        : {}),
      product_types: [productType(row, variation)],
      ...(parent ? { variations: variationsMeta(parent.variations), variation_matrix: parent.matrix } : {}),
      ...(child ? { child_option_ids: child.optionIds, child_variations: childVariationsMeta(child.variations, child.optionIds) } : {}),
      // EP's stock summary, for products whose stock is kept.
      ...(availableUnits !== undefined ? { stock: { level: availableUnits, availability: availableUnits > 0 ? "in-stock" : "out-stock" } } : {}),
      // A bundle's selection: the options marked default (EP's bundle forms start from it), or the shopper's.
      ...(row.components ? { bundle_configuration: { selected_options: view.selection ?? defaultSelection(row) } } : {}),
      timestamps: { created_at: isoSeconds(row.createdAt), updated_at: isoSeconds(row.updatedAt) },
    },
  };
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

/** The files of these products' main images, by id. */
export async function mainImageFiles(db: Executor, rows: ProductRow[]): Promise<Map<string, FileRow>> {
  return filesById(db, rows.flatMap((row) => (row.mainImageId ? [row.mainImageId] : [])));
}

/** The live option products of the bundles among `rows` (no read when there is none). */
export async function liveComponentProducts(db: Executor, rows: ProductRow[]): Promise<ProductRow[]> {
  const ids = [...new Set(rows.flatMap(componentProductIds))];
  return ids.length ? db.select().from(products).where(and(inArray(products.id, ids), eq(products.status, "live"))) : [];
}

/** `included` for catalog products: their main images and files, and the component products of the bundles among them. */
export function catalogIncluded(
  include: ReadonlySet<CatalogInclude>,
  found: { imageFiles: Map<string, FileRow>; componentProducts: ProductRow[] },
  view: Pick<ProductView, "origin" | "currency">,
) {
  if (include.size === 0) return undefined;
  const images = [...found.imageFiles.values()].map((file) => fileResource(file, view.origin));
  return {
    ...(include.has("main_image") ? { main_images: images } : {}),
    ...(include.has("files") ? { files: images } : {}),
    ...(include.has("component_products") ? { component_products: found.componentProducts.map((row) => productResource(row, view)) } : {}),
  };
}

export { parsePage } from "../page";
export type { Page };

/** A product type as SQL (EP's `product_types`), the twin of productType above. */
const productTypeSql = sql`(case when ${products.components} is not null then 'bundle' when ${products.baseProductId} is not null then 'child'
  when exists (select 1 from products c where c.base_product_id = ${products.id}) then 'parent' else 'standard' end)`;

const filterColumns = { id: products.id, sku: products.sku, slug: products.slug, name: products.name, description: products.description } as const;

/** One filter clause (catalog-filter.ts) as a condition on products. */
function filterCondition(clause: FilterClause): SQL {
  // An `in` list of none (catalog-filter.ts) matches nothing.
  if (clause.values.length === 0) return sql`false`;
  if (clause.field === "product_types") {
    return clause.op === "eq" ? sql`${productTypeSql} = ${clause.values[0]}` : sql`${productTypeSql} in (${sql.join(clause.values.map((v) => sql`${v}`), sql`, `)})`;
  }
  const column = filterColumns[clause.field];
  // Ids are UUIDs: a value that is not one matches nothing (instead of failing the query).
  const values = clause.field === "id" ? clause.values.filter(isUuid).map((v) => v.toLowerCase()) : clause.values;
  if (values.length === 0) return sql`false`;
  if (clause.op === "like") return ilike(column, likePattern(values[0]));
  return clause.op === "eq" ? eq(column, values[0]) : inArray(column, values);
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

function sortOrder(sort: ProductSort | undefined, currency: string | undefined): SQL[] {
  const tie = [asc(products.createdAt), asc(products.sku)];
  switch (sort) {
    case "name":
    case "-name":
      return [sort === "name" ? asc(products.name) : desc(products.name), ...tie];
    case "price":
    case "-price": {
      // Products without a price in the currency go last either way.
      const amount = sql`((${products.price} -> ${currency ?? ""}::text ->> 'amount')::bigint)`;
      return [sort === "price" ? sql`${amount} asc nulls last` : sql`${amount} desc nulls last`, ...tie];
    }
    case "created_at":
      return tie;
    case "-created_at":
      return [desc(products.createdAt), desc(products.sku)];
    default:
      return tie;
  }
}

export type ProductListOptions = {
  liveOnly: boolean;
  filter?: FilterClause[];
  /** Only the products among these ids (a subquery: a node's products, a base product's children). */
  within?: SQL;
  /** Leave out child products (the storefront lists base products; their children are picked on its page). */
  withoutChildren?: boolean;
  sort?: ProductSort;
  currency?: string;
};

export async function listProducts(db: Executor, page: Page, options: ProductListOptions) {
  const conditions = [
    ...(options.liveOnly ? [eq(products.status, "live")] : []),
    ...(options.within ? [sql`${products.id} in ${options.within}`] : []),
    ...(options.withoutChildren ? [isNull(products.baseProductId)] : []),
    ...(options.filter ?? []).map(filterCondition),
  ];
  const where = conditions.length ? and(...conditions) : undefined;
  const order = sortOrder(options.sort, options.currency);
  // The whole live catalog's size is kept by triggers (catalog_counts): counting it would read every product.
  if (options.liveOnly && !options.within && !options.filter?.length) {
    const [rows, [{ total }]] = await readTogether(db,
      () => db.select().from(products).where(where).orderBy(...order).limit(page.limit).offset(page.offset),
      () => db.select({ total: catalogCounts.value }).from(catalogCounts).where(eq(catalogCounts.name, options.withoutChildren ? "live_listed" : "live_products")),
    );
    return { rows, total: Number(total) };
  }
  // A part of the catalog (a search, a node, a filter): the page and the count in one pass over what matches.
  const counted = await db
    .select({ product: products, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  if (counted.length > 0 || page.offset === 0) return { rows: counted.map((r) => r.product), total: counted[0]?.total ?? 0 };
  // Past the last page: no row carries the count.
  const [{ total }] = await db.select({ total: count() }).from(products).where(where);
  return { rows: [], total };
}

export async function findProduct(db: Executor, idOrSlug: { id?: string; slug?: string }, options: { liveOnly: boolean }) {
  const key = idOrSlug.id !== undefined ? (isUuid(idOrSlug.id) ? eq(products.id, idOrSlug.id) : undefined) : eq(products.slug, idOrSlug.slug ?? "");
  if (!key) return undefined;
  const [row] = await db
    .select()
    .from(products)
    .where(options.liveOnly ? and(key, eq(products.status, "live")) : key);
  return row;
}

function duplicate(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw new ApiError({ status: 409, title: "Conflict", detail: "A product with this sku or slug already exists." });
  }
  throw error;
}

export const createProductBodySchema = z.object({ data: createProductSchema });
export const updateProductBodySchema = z.object({ data: updateProductSchema });

/** A derived slug already taken: the name's slug with a short suffix. */
const withSuffix = (slug: string) => `${slug.slice(0, 240)}-${Math.random().toString(36).slice(2, 8)}`;

export async function createProduct(db: Executor, body: unknown): Promise<ProductRow> {
  const { attributes: a } = parseOrThrow(createProductBodySchema, body, "").data;
  await checkBundleOptions(db, a.components);
  const image = a.main_image ? await fileForImage(db, a.main_image) : undefined;
  const derived = a.slug === undefined;
  let slug = a.slug ?? slugFromName(a.name);
  if (derived && (await db.select({ id: products.id }).from(products).where(eq(products.slug, slug))).length) slug = withSuffix(slug);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(products)
        .values({
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
        })
        .returning();
      await keepLookalikeKeys(tx, [row]);
      return row;
    });
  } catch (error) {
    duplicate(error);
  }
}

export async function updateProduct(db: Executor, id: string, body: unknown): Promise<ProductRow> {
  const { attributes: a } = parseOrThrow(updateProductBodySchema, body, "").data;
  if (!isUuid(id)) throw productNotFound({ id });
  await checkBundleOptions(db, a.components);
  await checkNotABundleOption(db, id, a.custom_inputs);
  const image = a.main_image ? await fileForImage(db, a.main_image) : undefined;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(products)
        .set({
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
          updatedAt: new Date(),
        })
        .where(eq(products.id, id))
        .returning();
      if (!row) throw productNotFound({ id });
      // A new name or SKU reads as something new.
      if (a.name !== undefined || a.sku !== undefined) await keepLookalikeKeys(tx, [row]);
      return row;
    });
  } catch (error) {
    duplicate(error);
  }
}
