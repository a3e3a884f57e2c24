// How many placed orders used a promotion, in all and by one account, as SQL (the rule is
// lib/commerce/promotions/promotion-usage.ts: an order with a promotion line of the promotion; order_items_promotion_idx
// serves it). Counted only for a promotion with a usage limit: the others need no count on every pricing.
import { sql, type SQL } from "drizzle-orm";

/** `p` is the promotions row in the surrounding statement; `accountId` the cart's account (null for a guest). */
export function promotionUsesSql(accountId: SQL): SQL {
  const used = sql`from order_items oi where oi.type = 'promotion_item' and (oi.cart_item ->> 'promotion_id') = p.id::text`;
  return sql`json_build_object(
      'orders', case when p.max_uses is null then 0 else (select count(distinct oi.order_id) ${used}) end,
      'customer_orders', case when p.max_uses_per_customer is null or ${accountId} is null then 0
        else (select count(distinct oi.order_id) ${used}
                 and oi.order_id in (select o.id from orders o where o.account_id = ${accountId})) end)`;
}

export type PromotionUsesJson = { orders: number; customer_orders: number };
