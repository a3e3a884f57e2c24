// How often a promotion may be used (docs/money.md "Promotions"): `max_uses` orders in all and
// `max_uses_per_customer` orders per customer (the cart's account; at checkout also the order's e-mail), counted from
// placed orders as promotion-usage.ts counts them (cancelled orders too: the discount was given). Null: no limit. Pure.

export type UsageLimits = { maxUses: number | null; maxUsesPerCustomer: number | null };
/** Orders that used the promotion: in all, and by this customer (0 when the customer is not known yet). */
export type UsageCounts = { orders: number; customerOrders: number };

/** Rule: which limit the next use would pass, or undefined while it may be used. */
export function usageLimitReached(limits: UsageLimits, counts: UsageCounts): "total" | "customer" | undefined {
  if (limits.maxUses !== null && counts.orders >= limits.maxUses) return "total";
  if (limits.maxUsesPerCustomer !== null && counts.customerOrders >= limits.maxUsesPerCustomer) return "customer";
  return undefined;
}
