// The administrators' promotions API (docs/api.md "Adding to a cart"):
// POST|GET /v2/promotions, GET|PUT|DELETE /v2/promotions/{id}, and the codes of a promotion.
// Carts read promotions through carts/discount-context.ts; every change here shows in every cart at
// its next pricing (nothing is copied into carts).
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb, type Executor } from "@/lib/storage/db";
import { promotionCodes, promotions } from "@/lib/storage/schema";
import { isUniqueViolation } from "@/lib/storage/errors";
import type { Page } from "../catalog/products";
import { ApiError, badRequest, notFound, unprocessable } from "../errors";
import { isoSeconds } from "../time";
import { parseOrThrow } from "../validation";
import { MAX_CODES_PER_PROMOTION, promotionCodesSchema, promotionDocumentSchema, type PromotionDocument } from "./promotion-schema";
import { isUuid } from "../uuid";

export type PromotionRow = typeof promotions.$inferSelect;
export type PromotionCodeRow = typeof promotionCodes.$inferSelect;

export const promotionNotFound = (id: string) => notFound("Not Found", "promotion not found", { id });

export function promotionResource(row: PromotionRow) {
  return {
    type: "promotion" as const,
    id: row.id,
    name: row.name,
    description: row.description,
    promotion_type: row.promotionType,
    schema: row.schema,
    enabled: row.enabled,
    automatic: row.automatic,
    start: isoSeconds(row.start) ?? null,
    end: isoSeconds(row.end) ?? null,
    ...(row.minCartValue?.length ? { min_cart_value: row.minCartValue } : {}),
    meta: { timestamps: { created_at: isoSeconds(row.createdAt), updated_at: isoSeconds(row.updatedAt) } },
  };
}

export function promotionCodeResource(row: PromotionCodeRow) {
  return {
    type: "promotion_code" as const,
    id: row.id,
    code: row.code,
    consume_unit: "per_cart" as const,
    meta: { timestamps: { created_at: isoSeconds(row.createdAt) } },
  };
}

/** The stored form of a validated promotion document. */
function rowValues(doc: PromotionDocument) {
  const percent = doc.promotion_type === "percent_discount";
  return {
    name: doc.name,
    description: doc.description,
    promotionType: doc.promotion_type,
    schema: {
      currencies: (doc.schema.currencies as { currency: string; amount?: number; percentage?: number }[]).map((c) =>
        percent ? { currency: c.currency, percentage: c.percentage! } : { currency: c.currency, amount: c.amount! },
      ),
    },
    enabled: doc.enabled,
    automatic: doc.automatic,
    start: doc.start ?? null,
    end: doc.end ?? null,
    minCartValue: doc.min_cart_value?.length ? doc.min_cart_value : null,
  };
}

const envelopeSchema = z.object({ data: z.record(z.string(), z.unknown(), { error: "data must be a promotion object" }) });


async function findPromotion(db: Executor, id: string, lock = false): Promise<PromotionRow> {
  if (!isUuid(id)) throw promotionNotFound(id);
  const query = db.select().from(promotions).where(eq(promotions.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw promotionNotFound(id);
  return row;
}

/** POST /v2/promotions. */
export async function createPromotion(body: unknown): Promise<PromotionRow> {
  const { data } = parseOrThrow(envelopeSchema, body, "");
  const doc = parseOrThrow(promotionDocumentSchema, data, "data");
  const db = await getDb();
  const [row] = await db.insert(promotions).values(rowValues(doc)).returning();
  return row;
}

/** A stored promotion in the request's field names, so a PUT can be merged over it. */
function documentOf(row: PromotionRow): Record<string, unknown> {
  return {
    type: "promotion",
    name: row.name,
    description: row.description,
    promotion_type: row.promotionType,
    schema: row.schema,
    enabled: row.enabled,
    automatic: row.automatic,
    start: row.start?.toISOString() ?? null,
    end: row.end?.toISOString() ?? null,
    min_cart_value: row.minCartValue,
  };
}

/** PUT /v2/promotions/{id}: the fields sent replace the stored ones; the result is validated whole. */
export async function updatePromotion(id: string, body: unknown): Promise<PromotionRow> {
  const { data } = parseOrThrow(envelopeSchema, body, "");
  const db = await getDb();
  return db.transaction(async (tx) => {
    const stored = await findPromotion(tx, id, true);
    const doc = parseOrThrow(promotionDocumentSchema, { ...documentOf(stored), ...data }, "data");
    const [row] = await tx
      .update(promotions)
      .set({ ...rowValues(doc), updatedAt: sql`greatest(now(), ${promotions.updatedAt} + interval '1 millisecond')` })
      .where(eq(promotions.id, id))
      .returning();
    return row;
  });
}

export async function getPromotion(id: string): Promise<PromotionRow> {
  return findPromotion(await getDb(), id);
}

/** DELETE /v2/promotions/{id} (its codes go with it; carts that used it stop getting its discount). */
export async function deletePromotion(id: string): Promise<void> {
  if (!isUuid(id)) throw promotionNotFound(id);
  const db = await getDb();
  const deleted = await db.delete(promotions).where(eq(promotions.id, id)).returning({ id: promotions.id });
  if (deleted.length === 0) throw promotionNotFound(id);
}

/** EP's one filter on promotions: `eq(code,SUMMER)` (the promotion that has that code). */
function codeFilter(filter: string | null): string | undefined {
  if (filter === null || filter === "") return undefined;
  const match = /^eq\(code,([^)]+)\)$/.exec(filter.trim());
  if (!match) throw badRequest("format", "The only filter supported is eq(code,<code>)", { source: "filter", meta: { value: filter } });
  return match[1].trim();
}

/** GET /v2/promotions (paged, oldest first; `filter=eq(code,X)`). */
export async function listPromotions(page: Page, filter: string | null) {
  const code = codeFilter(filter);
  const db = await getDb();
  const where = code
    ? inArray(promotions.id, db.select({ id: promotionCodes.promotionId }).from(promotionCodes).where(sql`lower(${promotionCodes.code}) = ${code.toLowerCase()}`))
    : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(promotions).where(where).orderBy(asc(promotions.createdAt), asc(promotions.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(promotions).where(where),
  ]);
  return { rows, total };
}

const codeConflict = (codes: string[]) =>
  new ApiError({
    status: 409,
    title: "Conflict",
    detail: `Promotion code already exists: ${codes.join(", ")}`,
    meta: { codes },
  });

/** POST /v2/promotions/{id}/codes: codes are unique across all promotions, ignoring case. */
export async function addPromotionCodes(id: string, body: unknown): Promise<PromotionCodeRow[]> {
  const { data } = parseOrThrow(promotionCodesSchema, body, "");
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      await findPromotion(tx, id, true);
      const wanted = data.codes.map((c) => c.code);
      const taken = await tx
        .select({ code: promotionCodes.code })
        .from(promotionCodes)
        .where(sql`lower(${promotionCodes.code}) = any(${sql.param(wanted.map((c) => c.toLowerCase()))}::text[])`);
      if (taken.length) throw codeConflict(taken.map((t) => t.code));
      const [{ n }] = await tx.select({ n: count() }).from(promotionCodes).where(eq(promotionCodes.promotionId, id));
      if (n + wanted.length > MAX_CODES_PER_PROMOTION) {
        throw unprocessable("Promotion code limit reached", `A promotion holds at most ${MAX_CODES_PER_PROMOTION} codes; it has ${n}`, {
          meta: { limit: MAX_CODES_PER_PROMOTION },
        });
      }
      return tx
        .insert(promotionCodes)
        .values(wanted.map((code) => ({ promotionId: id, code })))
        .returning();
    });
  } catch (error) {
    // Another request took one of the codes between the check and the insert.
    if (isUniqueViolation(error)) throw codeConflict(data.codes.map((c) => c.code));
    throw error;
  }
}

/** GET /v2/promotions/{id}/codes (paged, oldest first). */
export async function listPromotionCodes(id: string, page: Page) {
  const db = await getDb();
  await findPromotion(db, id);
  const where = eq(promotionCodes.promotionId, id);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(promotionCodes).where(where).orderBy(asc(promotionCodes.createdAt), asc(promotionCodes.code)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(promotionCodes).where(where),
  ]);
  return { rows, total };
}

const codeNotFound = (codes: string[]) => notFound("Not Found", `promotion code not found: ${codes.join(", ")}`, { codes });

/** DELETE /v2/promotions/{id}/codes/{code}: by the code (any case) or by the code's id. */
export async function deletePromotionCode(id: string, code: string): Promise<void> {
  const db = await getDb();
  await findPromotion(db, id);
  const match = isUuid(code)
    ? sql`(${promotionCodes.id} = ${code} or lower(${promotionCodes.code}) = ${code.toLowerCase()})`
    : sql`lower(${promotionCodes.code}) = ${code.toLowerCase()}`;
  const deleted = await db.delete(promotionCodes).where(and(eq(promotionCodes.promotionId, id), match)).returning({ id: promotionCodes.id });
  if (deleted.length === 0) throw codeNotFound([code]);
}

/** DELETE /v2/promotions/{id}/codes with `{data:{type:"promotion_codes", codes:[{code}]}}`: all or none. */
export async function deletePromotionCodes(id: string, body: unknown): Promise<void> {
  const { data } = parseOrThrow(promotionCodesSchema, body, "");
  const db = await getDb();
  await db.transaction(async (tx) => {
    await findPromotion(tx, id, true);
    const wanted = data.codes.map((c) => c.code.toLowerCase());
    const deleted = await tx
      .delete(promotionCodes)
      .where(and(eq(promotionCodes.promotionId, id), sql`lower(${promotionCodes.code}) = any(${sql.param(wanted)}::text[])`))
      .returning({ code: promotionCodes.code });
    const gone = new Set(deleted.map((d) => d.code.toLowerCase()));
    const missing = data.codes.map((c) => c.code).filter((c) => !gone.has(c.toLowerCase()));
    if (missing.length) throw codeNotFound(missing);
  });
}
