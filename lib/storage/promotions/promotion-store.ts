// The promotion store: promotions and their codes, as the promotions domain (lib/commerce/promotions) reads and
// writes them. Codes are unique across all promotions ignoring case (a unique index on lower(code) holds it
// against races). A change that reads then decides (a whole-document update, adding or removing codes) runs under
// the promotion row's lock: the store locks and reads, the domain's `decide` answers (or throws, and nothing is
// written), the store writes.
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "../db";
import { orderItems, promotionCodes, promotions } from "../schema";
import { isUniqueViolation } from "../errors";
import { goodsLineSql } from "../carts/goods-line-sql";

export type PromotionRow = typeof promotions.$inferSelect;
export type PromotionCodeRow = typeof promotionCodes.$inferSelect;
/** A promotion's stored fields, as created or replaced whole. */
export type PromotionValues = Omit<typeof promotions.$inferInsert, "id" | "createdAt" | "updatedAt">;
type Window = { limit: number; offset: number };

export type PromotionStore = {
  find(id: string): Promise<PromotionRow | undefined>;
  /** The promotion holding this code (any case). */
  findByCode(code: string): Promise<PromotionRow | undefined>;
  create(values: PromotionValues): Promise<PromotionRow>;
  /** Replaces the promotion's fields with what `decide` makes of the locked row; undefined when there is none. */
  update(id: string, decide: (stored: PromotionRow) => PromotionValues): Promise<PromotionRow | undefined>;
  /** False when there was none. Its codes go with it. */
  delete(id: string): Promise<boolean>;
  /** Oldest first (newest first with `newestFirst`); only the promotion holding `code` (any case) when given. */
  list(page: Window, code?: string, newestFirst?: boolean): Promise<{ rows: PromotionRow[]; total: number }>;
  /** How many codes each of these promotions holds (promotions without codes are left out). */
  codeCounts(ids: string[]): Promise<Map<string, number>>;
  /**
   * Adds codes to the locked promotion after `decide` has seen what is there: `taken` (codes any promotion holds
   * already, as written there, matching `codes` in any case) and `held` (how many this promotion holds). Undefined
   * when another request took one of the codes between the check and the insert.
   */
  addCodes(id: string, codes: string[], decide: (facts: { found: boolean; taken: string[]; held: number }) => void): Promise<PromotionCodeRow[] | undefined>;
  /** Oldest first. */
  listCodes(id: string, page: Window): Promise<{ rows: PromotionCodeRow[]; total: number }>;
  /** Deletes the promotion's code matching `code` (any case), or whose id is `orId`; false when none matched. */
  deleteCode(id: string, code: string, orId?: string): Promise<boolean>;
  /** Deletes these codes (any case) of the locked promotion; `decide` sees which were deleted and may refuse them all. */
  deleteCodes(id: string, codes: string[], decide: (facts: { found: boolean; deleted: string[] }) => void): Promise<void>;
  /**
   * How many orders used each of these promotions and each of their codes (code keys in lower case), counted from
   * the orders' promotion lines (lib/commerce/promotions/promotion-usage.ts is the rule). Promotions no order used
   * are left out.
   */
  usage(ids: string[]): Promise<Map<string, { orders: number; codes: Map<string, number> }>>;
};

/** An order line that is a use of a promotion: a promotion line, and the promotion it applied. */
const usedPromotion = sql<string>`(${orderItems.cartItem} ->> 'promotion_id')`;
const usedCode = sql<string | null>`lower(${orderItems.cartItem} ->> 'code')`;

const codeIn = (codes: string[]) => sql`lower(${promotionCodes.code}) = any(${sql.param(codes.map((c) => c.toLowerCase()))}::text[])`;

export const promotionStore: PromotionStore = {
  async find(id) {
    const [row] = await (await getDb()).select().from(promotions).where(eq(promotions.id, id));
    return row;
  },

  async findByCode(code) {
    const db = await getDb();
    const [row] = await db
      .select()
      .from(promotions)
      .where(
        inArray(
          promotions.id,
          db
            .select({ id: promotionCodes.promotionId })
            .from(promotionCodes)
            .where(sql`lower(${promotionCodes.code}) = ${code.toLowerCase()}`),
        ),
      );
    return row;
  },

  async create(values) {
    const [row] = await (await getDb()).insert(promotions).values(values).returning();
    return row;
  },

  async update(id, decide) {
    return (await getDb()).transaction(async (tx) => {
      const [stored] = await tx.select().from(promotions).where(eq(promotions.id, id)).for("update");
      if (!stored) return undefined;
      const [row] = await tx
        .update(promotions)
        .set({
          ...decide(stored),
          updatedAt: sql`greatest(now(), ${promotions.updatedAt} + interval '1 millisecond')`,
        })
        .where(eq(promotions.id, id))
        .returning();
      return row;
    });
  },

  async delete(id) {
    const deleted = await (await getDb()).delete(promotions).where(eq(promotions.id, id)).returning({ id: promotions.id });
    return deleted.length > 0;
  },

  async list(page, code, newestFirst = false) {
    const db = await getDb();
    const where = code
      ? inArray(
          promotions.id,
          db
            .select({ id: promotionCodes.promotionId })
            .from(promotionCodes)
            .where(sql`lower(${promotionCodes.code}) = ${code.toLowerCase()}`),
        )
      : undefined;
    const [rows, [{ total }]] = await Promise.all([
      db
        .select()
        .from(promotions)
        .where(where)
        .orderBy(...(newestFirst ? [desc(promotions.createdAt), desc(promotions.id)] : [asc(promotions.createdAt), asc(promotions.id)]))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ total: count() }).from(promotions).where(where),
    ]);
    return { rows, total };
  },

  async codeCounts(ids) {
    if (ids.length === 0) return new Map();
    const rows = await (
      await getDb()
    )
      .select({ id: promotionCodes.promotionId, n: count() })
      .from(promotionCodes)
      .where(inArray(promotionCodes.promotionId, ids))
      .groupBy(promotionCodes.promotionId);
    return new Map(rows.map((r) => [r.id, r.n]));
  },

  async addCodes(id, codes, decide) {
    const db = await getDb();
    try {
      return await db.transaction(async (tx) => {
        const [stored] = await tx.select({ id: promotions.id }).from(promotions).where(eq(promotions.id, id)).for("update");
        if (!stored) {
          decide({ found: false, taken: [], held: 0 });
          return [];
        }
        const taken = await tx.select({ code: promotionCodes.code }).from(promotionCodes).where(codeIn(codes));
        const [{ n }] = taken.length ? [{ n: 0 }] : await tx.select({ n: count() }).from(promotionCodes).where(eq(promotionCodes.promotionId, id));
        decide({ found: true, taken: taken.map((t) => t.code), held: n });
        return tx
          .insert(promotionCodes)
          .values(codes.map((code) => ({ promotionId: id, code })))
          .returning();
      });
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  },

  async listCodes(id, page) {
    const db = await getDb();
    const where = eq(promotionCodes.promotionId, id);
    const [rows, [{ total }]] = await Promise.all([
      db.select().from(promotionCodes).where(where).orderBy(asc(promotionCodes.createdAt), asc(promotionCodes.code)).limit(page.limit).offset(page.offset),
      db.select({ total: count() }).from(promotionCodes).where(where),
    ]);
    return { rows, total };
  },

  async deleteCode(id, code, orId) {
    const match =
      orId !== undefined
        ? sql`(${promotionCodes.id} = ${orId} or lower(${promotionCodes.code}) = ${code.toLowerCase()})`
        : sql`lower(${promotionCodes.code}) = ${code.toLowerCase()}`;
    const deleted = await (
      await getDb()
    )
      .delete(promotionCodes)
      .where(and(eq(promotionCodes.promotionId, id), match))
      .returning({ id: promotionCodes.id });
    return deleted.length > 0;
  },

  async deleteCodes(id, codes, decide) {
    await (
      await getDb()
    ).transaction(async (tx) => {
      const [stored] = await tx.select({ id: promotions.id }).from(promotions).where(eq(promotions.id, id)).for("update");
      if (!stored) return decide({ found: false, deleted: [] });
      const deleted = await tx
        .delete(promotionCodes)
        .where(and(eq(promotionCodes.promotionId, id), codeIn(codes)))
        .returning({ code: promotionCodes.code });
      decide({ found: true, deleted: deleted.map((d) => d.code) });
    });
  },

  async usage(ids) {
    const result = new Map<string, { orders: number; codes: Map<string, number> }>();
    if (ids.length === 0) return result;
    const db = await getDb();
    const uses = and(sql`not ${goodsLineSql(orderItems.type)}`, sql`${usedPromotion} = any(${sql.param(ids)}::text[])`);
    const [promotionRows, codeRows] = await Promise.all([
      db
        .select({ id: usedPromotion, orders: sql<number>`count(distinct ${orderItems.orderId})::int` })
        .from(orderItems)
        .where(uses)
        .groupBy(usedPromotion),
      db
        .select({ id: usedPromotion, code: usedCode, orders: sql<number>`count(distinct ${orderItems.orderId})::int` })
        .from(orderItems)
        .where(and(uses, sql`${usedCode} is not null`))
        .groupBy(usedPromotion, usedCode),
    ]);
    for (const row of promotionRows) result.set(row.id, { orders: Number(row.orders), codes: new Map() });
    for (const row of codeRows) if (row.code !== null) result.get(row.id)?.codes.set(row.code, Number(row.orders));
    return result;
  },
};
