// What a cart's discount recalculation (lib/commerce/carts/cart-discounts.ts) needs besides the lines, in ONE statement:
// the promotions its promotion lines name (with which of their codes still exist), the enabled
// automatic promotions when the cart uses rule promotions, and its custom discounts.
import { sql, type Placeholder, type SQL } from "drizzle-orm";
import type { Executor } from "../db";
import { cartCustomDiscounts, promotions } from "../schema";
import { rowFromJson } from "../json-rows";
import { promotionUsesSql, type PromotionUsesJson } from "../promotions/promotion-uses-sql";
import type { CartPromotion, CartRow, CustomDiscountRow, DiscountContext, PromotionRow } from "./rows";

/** A promotions row rendered by Postgres as JSON (row_to_json) → the Drizzle row. */
export const promotionFromJson = (json: Record<string, unknown>): PromotionRow => rowFromJson(promotions, json);

/**
 * The statement that reads a cart's discount context as one JSON text column, `context`.
 * `useRulePromotions` is the cart's flag, or SQL that reads it (when the cart row is locked in the same batch);
 * `cartId` a value or, for a compiled statement, a placeholder.
 */
export function discountContextSql(cartId: string | Placeholder, useRulePromotions: boolean | SQL): SQL {
  return sql`select ${discountContextText(cartId, useRulePromotions)} as context`;
}

/** The discount context as a text expression (what discountContextSql selects), for a statement that digests it. */
export function discountContextText(cartId: string | Placeholder, useRulePromotions: boolean | SQL): SQL {
  const rulePromotions = typeof useRulePromotions === "boolean" ? sql`${useRulePromotions}::boolean` : useRulePromotions;
  return sql`json_build_object(
      'promotions', coalesce((
        select json_agg(json_build_object('row', p, 'uses', ${promotionUsesSql(sql`(select ca.account_id from carts ca where ca.id = ${cartId})`)}, 'codes', coalesce((
                 select json_agg(lower(c.code)) from promotion_codes c
                  where c.promotion_id = p.id
                    and lower(c.code) in (select lower(i.promotion_code) from cart_items i
                                           where i.cart_id = ${cartId} and i.promotion_code is not null)), '[]'::json)))
          from promotions p
         where (${rulePromotions} and p.automatic and p.enabled)
            or p.id in (select i.promotion_id from cart_items i where i.cart_id = ${cartId} and i.promotion_id is not null)), '[]'::json),
      'discounts', coalesce((
        select json_agg(d order by d.created_at, d.id) from cart_custom_discounts d where d.cart_id = ${cartId}), '[]'::json)
    )::text`;
}

/** The `context` column of discountContextSql → the DiscountContext. */
export function parseDiscountContext(context: string): DiscountContext {
  const parsed = JSON.parse(context) as {
    promotions: { row: Record<string, unknown>; uses: PromotionUsesJson; codes: string[] }[];
    discounts: Record<string, unknown>[];
  };
  return {
    promotions: parsed.promotions.map(
      (p): CartPromotion => ({ ...promotionFromJson(p.row), liveCodes: p.codes, uses: { orders: p.uses.orders, customerOrders: p.uses.customer_orders } }),
    ),
    customDiscounts: parsed.discounts.map((d) => {
      const row: CustomDiscountRow = rowFromJson(cartCustomDiscounts, d);
      return { ...row, amount: Number(row.amount) };
    }),
  };
}

export async function loadDiscountContext(db: Executor, cart: Pick<CartRow, "id" | "useRulePromotions">): Promise<DiscountContext> {
  const result = await db.execute(discountContextSql(cart.id, cart.useRulePromotions));
  const [{ context }] = (result as unknown as { rows: { context: string }[] }).rows;
  return parseDiscountContext(context);
}
