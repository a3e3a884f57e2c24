// The SQL of the checkout door (cart-store.ts CartStore.checkout), as statements for a batched transaction
// (../db.ts BatchedTx): lock the cart row, then read its lines, tax items, shipping groups and discount context,
// in the one round trip that opens the transaction. The reads are the add's (add-statements.ts), so a checkout
// after an add answers the lines this process remembers with '=' (line-cache.ts) instead of sending them again.
import { sql } from "drizzle-orm";
import type { BatchRow } from "../db";
import { carts } from "../schema";
import { rowFromJsonText } from "../json-rows";
import { compiledStatement, type BoundStatement } from "../compiled-statement";
import type { CartRow } from "./rows";

/** Locks the cart row for this transaction (FOR UPDATE) and answers it as JSON text (column `cart`); no row for no cart. */
export const lockCartForCheckoutStatement = (id: string): BoundStatement => lockForCheckout({ id });

const lockForCheckout = compiledStatement<{ id: string }>(
  () => sql`select row_to_json(c)::text as cart from ${carts} c where c.id = ${sql.placeholder("id")} for update`,
);

/** The locked cart, or undefined when there is no cart of that id. */
export const parseCheckoutCart = (rows: BatchRow[]): CartRow | undefined => (rows.length ? rowFromJsonText(carts, String(rows[0].cart)) : undefined);
