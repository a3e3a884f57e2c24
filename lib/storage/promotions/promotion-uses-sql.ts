// How many placed orders used a promotion, in all and by one customer, as SQL (the rule is
// lib/commerce/promotions/promotion-usage.ts: an order with a promotion line of the promotion; order_items_promotion_idx
// serves it). Counted only for a promotion with a usage limit: the others need no count on every pricing.
import { sql, type SQL } from "drizzle-orm";
import type { Tx } from "../db";

/**
 * `p` is the promotions row in the surrounding statement; `accountId` the customer's account (null for a guest);
 * `email`, when known (at checkout), the customer's e-mail: an order placed with it, any case, is theirs too.
 */
export function promotionUsesSql(accountId: SQL, email: SQL = sql`null::text`): SQL {
  const used = sql`from order_items oi where oi.type = 'promotion_item' and (oi.cart_item ->> 'promotion_id') = p.id::text`;
  return sql`json_build_object(
      'orders', case when p.max_uses is null then 0 else (select count(distinct oi.order_id) ${used}) end,
      'customer_orders', case when p.max_uses_per_customer is null or (${accountId} is null and ${email} is null) then 0
        else (select count(distinct oi.order_id) ${used}
                 and oi.order_id in (select o.id from orders o
                                      where o.account_id = ${accountId} or lower(o.customer ->> 'email') = lower(${email}))) end)`;
}

export type PromotionUsesJson = { orders: number; customer_orders: number };

/** A limited promotion's limits and uses as checkout sees them, under the promotion row's lock. */
export type LockedPromotionUses = { id: string; maxUses: number | null; maxUsesPerCustomer: number | null; orders: number; customerOrders: number };

/**
 * Locks the rows of these promotions that have a usage limit (FOR UPDATE, in id order so two checkouts cannot
 * deadlock) and counts their uses after the lock is held: a checkout that waited sees the order the other one placed.
 * The lock lasts until the transaction ends, so two checkouts of the same limited promotion run one after the other.
 */
export async function lockPromotionUses(tx: Tx, ids: string[], customer: { accountId: string | null; email: string }): Promise<LockedPromotionUses[]> {
  if (ids.length === 0) return [];
  const idList = sql.param([...new Set(ids)].sort());
  await tx.execute(sql`select p.id from promotions p
    where p.id = any(${idList}::uuid[]) and (p.max_uses is not null or p.max_uses_per_customer is not null)
    order by p.id for update`);
  const result = await tx.execute(sql`
    select p.id, p.max_uses, p.max_uses_per_customer,
           ${promotionUsesSql(sql`${customer.accountId}::uuid`, sql`${customer.email}::text`)}::text as uses
      from promotions p
     where p.id = any(${idList}::uuid[]) and (p.max_uses is not null or p.max_uses_per_customer is not null)`);
  const rows = (result as unknown as { rows: { id: string; max_uses: number | null; max_uses_per_customer: number | null; uses: string }[] }).rows;
  return rows.map((row) => {
    const uses = JSON.parse(row.uses) as PromotionUsesJson;
    return { id: row.id, maxUses: row.max_uses, maxUsesPerCustomer: row.max_uses_per_customer, orders: Number(uses.orders), customerOrders: Number(uses.customer_orders) };
  });
}
