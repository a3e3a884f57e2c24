// The item limit: a cart holds at most 100 unique items of every kind (product and custom lines, their
// tax items, promotion lines, and the automatic promotion lines it shows). A request that would add the
// 101st is refused as a whole (422).
// Beside it, the bounds of one line, so that no quantity or amount can overflow the database or the
// totals: a line holds at most 1,000,000 units and is worth at most 10^13 minor units, so the sum of
// 100 lines stays an exact integer.
import { ApiError } from "../errors";

export const CART_ITEM_LIMIT = 100;
export const MAX_LINE_QUANTITY = 1_000_000;
export const MAX_LINE_VALUE = 10_000_000_000_000;

/** What counts toward the limit: every line (automatic promotion lines shown included) and every tax item. */
export function countedItems(cart: { lines: number; taxItems: number; automaticLines?: number }): number {
  return cart.lines + cart.taxItems + (cart.automaticLines ?? 0);
}

/** True when a cart of `counted` items (countedItems) is over the limit. */
export function exceedsItemLimit(counted: number): boolean {
  return counted > CART_ITEM_LIMIT;
}

export function itemLimitReached(source?: string) {
  return {
    status: 422,
    title: "Cart item limit reached",
    detail: `A cart can hold at most ${CART_ITEM_LIMIT} unique items`,
    ...(source ? { source } : {}),
    meta: { limit: CART_ITEM_LIMIT },
  };
}

/** A line's quantity and value must stay within the bounds above (checked on the merged line). */
export function lineBoundsError(quantity: number, unitAmount: number, source: string) {
  if (quantity > MAX_LINE_QUANTITY) {
    return new ApiError({
      status: 422,
      title: "Cart item quantity limit reached",
      detail: `A cart line holds at most ${MAX_LINE_QUANTITY} units; this one would hold ${quantity}`,
      source,
      meta: { limit: MAX_LINE_QUANTITY, quantity },
    });
  }
  if (unitAmount * quantity > MAX_LINE_VALUE) {
    return new ApiError({
      status: 422,
      title: "Cart item value limit reached",
      detail: `A cart line is worth at most ${MAX_LINE_VALUE} minor units`,
      source,
      meta: { limit: MAX_LINE_VALUE },
    });
  }
  return undefined;
}
