// The order of a cart's lines: by position (a new line goes after the cart's last), then by when the
// line was made: the SQL that reads lines in order and the comparator that merges written lines into
// remembered ones say the same.
import { asc, sql } from "drizzle-orm";
import { cartItems } from "../schema";
import type { CartItemRow } from "./rows";

type Ordered = Pick<CartItemRow, "position" | "createdAt">;

/** Sorts lines into the cart's order. */
export const compareLines = (a: Ordered, b: Ordered) => a.position - b.position || a.createdAt.getTime() - b.createdAt.getTime();

/** The ORDER BY of a query-builder read of cart lines. */
export const lineOrder = () => [asc(cartItems.position), asc(cartItems.createdAt)];

/** The ORDER BY of a read of cart lines aliased `alias`. */
export const lineOrderSql = (alias: string) => sql.raw(`order by ${alias}.position, ${alias}.created_at`);

/** The position of the next new line: after every line of the cart, and never before `now` (µs). */
export function nextLinePosition(lines: readonly Pick<CartItemRow, "position">[], now = Date.now()): number {
  let position = now * 1000;
  for (const line of lines) position = Math.max(position, line.position + 1);
  return position;
}
