// When a promotion is valid (docs/api.md "Adding to a cart"): it is enabled and the moment lies in its
// window, start included, end excluded. The moment is the cart's snapshot_date when it has one (a cart
// that "acts as a cart on that date", docs/api.md "Cart settings"), else now.

export type PromotionWindow = { enabled: boolean; start: Date | null; end: Date | null };

/** The moment a cart's promotions are judged at: its snapshot date, else `now`. */
export function cartMoment(cart: { snapshotDate: string }, now: Date): Date {
  if (!cart.snapshotDate) return now;
  const at = new Date(cart.snapshotDate);
  return Number.isNaN(at.getTime()) ? now : at;
}

/** Rule: a promotion applies only while enabled and from its start (inclusive) to its end (exclusive). */
export function promotionIsLive(promotion: PromotionWindow, at: Date): boolean {
  if (!promotion.enabled) return false;
  if (promotion.start && at.getTime() < promotion.start.getTime()) return false;
  if (promotion.end && at.getTime() >= promotion.end.getTime()) return false;
  return true;
}
