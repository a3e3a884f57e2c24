// The administrators' promotions API (docs/api.md "Adding to a cart"):
// POST|GET /v2/promotions, GET|PUT|DELETE /v2/promotions/{id}, and the codes of a promotion.
// Carts read promotions through carts/discount-context.ts; every change here shows in every cart at
// its next pricing (nothing is copied into carts). Routes parse the bodies (promotion-schema.ts) and render
// (promotion-resource.ts); the promotion store (lib/storage/promotions) reads and writes.
import { recordAdministratorChange } from "../activity/administrator";
import type { Caller } from "../auth/tokens";
import { promotionStore, type PromotionCodeRow, type PromotionRow, type PromotionValues } from "@/lib/storage/promotions/promotion-store";
import type { Page } from "../catalog/products";
import { ApiError, badRequest, notFound, unprocessable } from "../errors";
import { parseOrThrow } from "../validation";
import { MAX_CODES_PER_PROMOTION, promotionDocumentSchema, type PromotionChange, type PromotionDocument } from "./promotion-schema";
import { parseUuid, type Uuid } from "../uuid";
import { codeBatch, type CodeBatch } from "./code-batch";
import { NO_USES, type PromotionUses } from "./promotion-usage";

export type { PromotionCodeRow, PromotionRow };

export const promotionNotFound = (id: string) => notFound("Not Found", "promotion not found", { id });

/** The stored form of a validated promotion document. */
function rowValues(doc: PromotionDocument): PromotionValues {
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
    combinable: doc.combinable,
    maxUses: doc.max_uses,
    maxUsesPerCustomer: doc.max_uses_per_customer,
  };
}

/** POST /v2/promotions. */
export async function createPromotion(doc: PromotionDocument, caller?: Caller): Promise<PromotionRow> {
  const row = await promotionStore.create(rowValues(doc));
  await recordPromotion(caller, "promotion.create", row.id, `Created promotion ${row.name}`);
  return row;
}

/** Who did what to the promotions (docs/admin.md "Who did what"): an administrator's change, in words. */
const recordPromotion = (caller: Caller | undefined, action: string, id: string, summary: string) =>
  recordAdministratorChange(caller, { action, subject: { type: "promotion", id }, summary });

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
    combinable: row.combinable,
    max_uses: row.maxUses,
    max_uses_per_customer: row.maxUsesPerCustomer,
  };
}

/** PUT /v2/promotions/{id}: the fields sent replace the stored ones; the result is validated whole. */
export async function updatePromotion(id: Uuid, change: PromotionChange, caller?: Caller): Promise<PromotionRow> {
  const row = await promotionStore.update(id, (stored) => rowValues(parseOrThrow(promotionDocumentSchema, { ...documentOf(stored), ...change }, "data")));
  if (!row) throw promotionNotFound(id);
  await recordPromotion(caller, "promotion.save", row.id, `Saved promotion ${row.name}`);
  return row;
}

export async function getPromotion(id: Uuid): Promise<PromotionRow> {
  const row = await promotionStore.find(id);
  if (!row) throw promotionNotFound(id);
  return row;
}

/** The promotion holding `code` (any case), if any. */
export async function findPromotionByCode(code: string): Promise<PromotionRow | undefined> {
  return promotionStore.findByCode(code);
}

/** DELETE /v2/promotions/{id} (its codes go with it; carts that used it stop getting its discount). */
export async function deletePromotion(id: Uuid, caller?: Caller): Promise<void> {
  const before = caller ? await promotionStore.find(id) : undefined;
  if (!(await promotionStore.delete(id))) throw promotionNotFound(id);
  await recordPromotion(caller, "promotion.delete", id, `Deleted promotion ${before?.name ?? id}`);
}

/** EP's one filter on promotions: `eq(code,SUMMER)` (the promotion that has that code); the code, or undefined. */
export function promotionCodeFilter(filter: string | null): string | undefined {
  if (filter === null || filter === "") return undefined;
  const match = /^eq\(code,([^)]+)\)$/.exec(filter.trim());
  if (!match) throw badRequest("format", "The only filter supported is eq(code,<code>)", { source: "filter", meta: { value: filter } });
  return match[1].trim();
}

/** GET /v2/promotions (paged, oldest first; only the promotion holding `code` when given). */
export async function listPromotions(page: Page, code?: string): Promise<{ rows: PromotionRow[]; total: number }> {
  return promotionStore.list(page, code);
}

/** The admin's list of promotions: the newest first (paged). */
export async function listPromotionsNewestFirst(page: Page): Promise<{ rows: PromotionRow[]; total: number }> {
  return promotionStore.list(page, undefined, true);
}

/** How many codes each promotion holds (0 for one without). */
export async function promotionCodeCounts(ids: string[]): Promise<Map<string, number>> {
  const counts = await promotionStore.codeCounts(ids);
  return new Map(ids.map((id) => [id, counts.get(id) ?? 0]));
}

/** How many orders used each promotion and each of its codes (promotion-usage.ts); no uses for one none used. */
export async function promotionUsage(ids: string[]): Promise<Map<string, PromotionUses>> {
  const uses = ids.length ? await promotionStore.usage(ids) : new Map<string, PromotionUses>();
  return new Map(ids.map((id) => [id, uses.get(id) ?? NO_USES]));
}

const codeConflict = (codes: string[]) =>
  new ApiError({
    status: 409,
    title: "Conflict",
    detail: `Promotion code already exists: ${codes.join(", ")}`,
    meta: { codes },
  });

/** POST /v2/promotions/{id}/codes: codes are unique across all promotions, ignoring case. */
export async function addPromotionCodes(id: Uuid, codes: string[]): Promise<PromotionCodeRow[]> {
  const added = await promotionStore.addCodes(id, codes, ({ found, taken, held }) => {
    if (!found) throw promotionNotFound(id);
    if (taken.length) throw codeConflict(taken);
    if (held + codes.length > MAX_CODES_PER_PROMOTION) {
      throw unprocessable("Promotion code limit reached", `A promotion holds at most ${MAX_CODES_PER_PROMOTION} codes; it has ${held}`, {
        meta: { limit: MAX_CODES_PER_PROMOTION },
      });
    }
  });
  // Another request took one of the codes between the check and the insert.
  if (!added) throw codeConflict(codes);
  return added;
}

/**
 * The admin's "make codes": `batch.count` new codes (code-batch.ts) added as POST /v2/promotions/{id}/codes adds
 * them. A code another promotion took meanwhile is drawn again (a few times; a 409 after that).
 */
export async function generatePromotionCodes(id: Uuid, batch: CodeBatch): Promise<PromotionCodeRow[]> {
  const avoid = new Set<string>();
  for (let attempt = 0; ; attempt++) {
    const codes = codeBatch(batch, avoid);
    try {
      return await addPromotionCodes(id, codes);
    } catch (error) {
      const taken = error instanceof ApiError && error.status === 409 ? (error.errors[0]?.meta?.codes as string[] | undefined) : undefined;
      if (!taken || attempt >= 4) throw error;
      for (const code of taken) avoid.add(code);
    }
  }
}

/** GET /v2/promotions/{id}/codes (paged, oldest first). */
export async function listPromotionCodes(id: Uuid, page: Page): Promise<{ rows: PromotionCodeRow[]; total: number }> {
  await getPromotion(id);
  return promotionStore.listCodes(id, page);
}

const codeNotFound = (codes: string[]) => notFound("Not Found", `promotion code not found: ${codes.join(", ")}`, { codes });

/** DELETE /v2/promotions/{id}/codes/{code}: by the code (any case) or by the code's id (`code` may be either). */
export async function deletePromotionCode(id: Uuid, code: string): Promise<void> {
  await getPromotion(id);
  if (!(await promotionStore.deleteCode(id, code, parseUuid(code)))) throw codeNotFound([code]);
}

/** DELETE /v2/promotions/{id}/codes with `{data:{type:"promotion_codes", codes:[{code}]}}`: all or none. */
export async function deletePromotionCodes(id: Uuid, codes: string[]): Promise<void> {
  await promotionStore.deleteCodes(id, codes, ({ found, deleted }) => {
    if (!found) throw promotionNotFound(id);
    const gone = new Set(deleted.map((d) => d.toLowerCase()));
    const missing = codes.filter((c) => !gone.has(c.toLowerCase()));
    if (missing.length) throw codeNotFound(missing);
  });
}
