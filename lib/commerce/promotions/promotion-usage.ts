// How often a promotion and each of its codes were used, counted from the orders themselves: an order keeps its
// promotion lines (order items of type promotion_item, with the line's promotion_id and code as the cart showed
// them), so nothing else is booked at checkout. The promotion store counts in SQL (promotionStore.usage); this
// module is the rule it follows, and tests/api/promotion-usage.test.ts holds the store to it on placed orders.

/** An order line as the count reads it. */
export type UsageLine = { orderId: string; type: string; promotionId?: string | null; code?: string | null };

/** How many orders used a promotion, and each code (keys in lower case: codes ignore case). */
export type PromotionUses = { orders: number; codes: Map<string, number> };

export const NO_USES: PromotionUses = { orders: 0, codes: new Map() };

/**
 * Rule: an order used a promotion when one of its lines is a promotion line (promotion_item) of that promotion, and
 * used a code when such a line carries the code, compared ignoring case. An order counts once for the promotion and
 * once for a code however many such lines it has; goods lines never count. Cancelled orders still count: the
 * discount was given.
 */
export function promotionUses(lines: readonly UsageLine[], promotionId: string): PromotionUses {
  const orders = new Set<string>();
  const byCode = new Map<string, Set<string>>();
  for (const line of lines) {
    if (line.type !== "promotion_item" || line.promotionId !== promotionId) continue;
    orders.add(line.orderId);
    if (!line.code) continue;
    const key = line.code.toLowerCase();
    byCode.set(key, (byCode.get(key) ?? new Set()).add(line.orderId));
  }
  return { orders: orders.size, codes: new Map([...byCode].map(([code, ids]) => [code, ids.size])) };
}

/** The uses of one code (0 when none): what the admin shows beside it. */
export const codeUses = (uses: PromotionUses, code: string): number => uses.codes.get(code.toLowerCase()) ?? 0;
