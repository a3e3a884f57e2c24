// Catalog reads (shoppers) and product writes (administrators), docs/api.md "Catalog".
import { and, asc, count, eq } from "drizzle-orm";
import { z } from "zod";
import { readTogether, type Executor } from "@/lib/storage/db";
import { products } from "@/lib/storage/schema";
import { isUniqueViolation } from "@/lib/storage/errors";
import { ApiError, notFound } from "../errors";
import { money } from "../money";
import { isoSeconds } from "../time";
import { parseOrThrow } from "../validation";
import { createProductSchema, updateProductSchema } from "./product-schema";

export type ProductRow = typeof products.$inferSelect;

export const productNotFound = (meta: Record<string, unknown>) =>
  notFound("Product not found", "The requested product could not be found", meta);

const uuidSchema = z.uuid();
export const isUuid = (value: string) => uuidSchema.safeParse(value).success;

/** The EP catalog shape of a product; display prices for `currency` when the product has one. */
export function productResource(row: ProductRow, currency?: string) {
  const price = currency ? row.price[currency] : undefined;
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
      ...(row.image ? { main_image: row.image } : {}),
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
      product_types: [row.components ? "bundle" : "standard"],
      timestamps: { created_at: isoSeconds(row.createdAt), updated_at: isoSeconds(row.updatedAt) },
    },
  };
}

export type Page = { limit: number; offset: number };

const pageSchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});

export function parsePage(query: URLSearchParams): Page {
  return parseOrThrow(
    pageSchema,
    { limit: query.get("page[limit]") ?? undefined, offset: query.get("page[offset]") ?? undefined },
    "page",
  );
}

export async function listProducts(db: Executor, page: Page, options: { liveOnly: boolean }) {
  const where = options.liveOnly ? eq(products.status, "live") : undefined;
  const [rows, [{ total }]] = await readTogether(db,
    () => db.select().from(products).where(where).orderBy(asc(products.createdAt), asc(products.sku)).limit(page.limit).offset(page.offset),
    () => db.select({ total: count() }).from(products).where(where),
  );
  return { rows, total };
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

export async function createProduct(db: Executor, body: unknown): Promise<ProductRow> {
  const { attributes: a } = parseOrThrow(z.object({ data: createProductSchema }), body, "").data;
  try {
    const [row] = await db
      .insert(products)
      .values({
        name: a.name,
        slug: a.slug,
        sku: a.sku,
        description: a.description,
        status: a.status,
        commodityType: a.commodity_type,
        price: a.price,
        customInputs: a.custom_inputs ?? null,
        components: a.components ?? null,
        image: a.main_image ?? null,
        manageStock: a.manage_stock,
      })
      .returning();
    return row;
  } catch (error) {
    duplicate(error);
  }
}

export async function updateProduct(db: Executor, id: string, body: unknown): Promise<ProductRow> {
  const { attributes: a } = parseOrThrow(z.object({ data: updateProductSchema }), body, "").data;
  if (!isUuid(id)) throw productNotFound({ id });
  try {
    const [row] = await db
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
        ...(a.main_image !== undefined ? { image: a.main_image } : {}),
        ...(a.manage_stock !== undefined ? { manageStock: a.manage_stock } : {}),
        updatedAt: new Date(),
      })
      .where(eq(products.id, id))
      .returning();
    if (!row) throw productNotFound({ id });
    return row;
  } catch (error) {
    duplicate(error);
  }
}
