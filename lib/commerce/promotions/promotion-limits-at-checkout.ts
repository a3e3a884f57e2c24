// Usage limits at checkout (docs/money.md "Promotions"): the cart refuses a code over its limit when it is added, but
// two shoppers can each hold the last use in their carts. So checkout judges the limits again, inside its transaction
// under the cart's lock, after locking each limited promotion the order uses (promotion-uses-sql.ts): two checkouts
// of the same limited promotion run one after the other, and the second counts the first's order. Per customer, an
// order counts when it is the account's or placed with the same e-mail (any case), so guests are counted too.
// A refused checkout is 422 in a shopper's words and writes nothing.
import type { Tx } from "@/lib/storage/db";
import { lockPromotionUses, type LockedPromotionUses } from "@/lib/storage/promotions/promotion-uses-sql";
import { unprocessable } from "../errors";
import { usageLimitReached } from "./promotion-usage-limit";
import { usedUp } from "./refusal-words";

/** A line of the cart as checkout renders it (cart-resource.ts itemResource). */
export type CheckoutLine = { type: string; name: string; promotion_id?: string | null; code?: string | null };

/** A promotion the order would use, and how the shopper knows it: its code, else its name. */
export type UsedPromotion = { id: string; label: string };

/**
 * Rule: the order uses every promotion it has a line of, as promotion-usage.ts counts uses once it is placed (a code
 * worth 0 too: a code the cart says is used up is refused here rather than the order placed without its discount).
 */
export function promotionsUsed(lines: readonly CheckoutLine[]): UsedPromotion[] {
  return lines.flatMap((line) => (line.type === "promotion_item" && line.promotion_id ? [{ id: line.promotion_id, label: line.code || line.name }] : []));
}

/** Rule: the first promotion the order may not use, in the shopper's words, or undefined when all may be used. */
export function limitRefusal(used: readonly UsedPromotion[], locked: readonly LockedPromotionUses[]): string | undefined {
  const byId = new Map(locked.map((l) => [l.id, l]));
  for (const promotion of used) {
    const uses = byId.get(promotion.id);
    const reached = uses && usageLimitReached(uses, uses);
    if (reached) return usedUp(promotion.label, reached);
  }
  return undefined;
}

export const promotionLimitReached = (detail: string) => unprocessable("Promotion no longer available", detail);

/** Throws 422 when the order would take a use its promotion no longer has; holds the promotions' locks otherwise. */
export async function assertPromotionLimits(tx: Tx, lines: readonly CheckoutLine[], customer: { accountId: string | null; email: string }): Promise<void> {
  const used = promotionsUsed(lines);
  if (used.length === 0) return;
  const refusal = limitRefusal(used, await lockPromotionUses(tx, used.map((p) => p.id), customer));
  if (refusal) throw promotionLimitReached(refusal);
}
