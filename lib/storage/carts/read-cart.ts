// GET /v2/carts/{id} and /items: the cart read in one round trip through the add path's prepared
// statements (add-statements.ts) and this process's line cache (line-cache.ts), docs/performance.md:
//   cart       the cart row
//   lines      readForAdd with no products: '=' when the lines are those this process remembers (their
//              remembered, frozen rows are then the answer, and the rendering cached by them is reused),
//              else every line in full; the tax items and shipping groups beside them
//   discounts  the discount context (discount-context.ts)
// One query of three prepared statements, no BEGIN or COMMIT: a cart of 99 lines costs about what a cart
// of one does. Nothing is decided from memory: the digest is compared by the database on every read.
// Preparing checkout (../checkout/prepare-statements.ts) ends its write with the same statements.
import { batchedTransaction, type BatchRow } from "../db";
import { rowFromJsonText } from "../json-rows";
import { carts } from "../schema";
import { compiledStatement, type BoundStatement } from "../compiled-statement";
import { sql } from "drizzle-orm";
import { discountContextStatement, parseReadForAdd, readForAddStatement } from "./add-statements";
import { parseDiscountContext } from "./discount-context";
import { knownLines, rememberLines } from "./line-cache";
import type { CartContents, DiscountContext } from "./rows";

type Contents = CartContents & { discounts: DiscountContext };

const cartRow = compiledStatement<{ cartId: string }>(() => sql`select row_to_json(c)::text as cart from ${carts} c where c.id = ${sql.placeholder("cartId")}`);

/**
 * A cart read: its statements, and the parse of their rows (the lines compared against what this process
 * remembered when the statements were made). Undefined when there is no such cart.
 */
export function cartRead(cartId: string): { statements: BoundStatement[]; parse(rows: BatchRow[][]): Contents | undefined } {
  const known = knownLines(cartId);
  return {
    statements: [cartRow({ cartId }), readForAddStatement(cartId, [], known), discountContextStatement(cartId)],
    parse([row, read, context]) {
      if (row.length === 0) return undefined;
      const cart = rowFromJsonText(carts, String(row[0].cart));
      const { lines, versions, taxes, groups } = parseReadForAdd(read, known);
      // Lines read in full replace what was remembered (and the stale basis of a planned-ahead add with them).
      if (versions !== known.lines) rememberLines(cartId, versions);
      return { cart, items: [...lines], taxes, groups, discounts: parseDiscountContext(String(context[0].context)) };
    },
  };
}

/** The cart with its lines in order, their tax items, its shipping groups and its discount context; undefined when there is no such cart. */
export async function readCart(cartId: string): Promise<Contents | undefined> {
  const read = cartRead(cartId);
  return read.parse(await batchedTransaction((batch) => batch.commit(read.statements)));
}
