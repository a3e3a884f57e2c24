// The SQL twin of the cart expiry rule (lib/commerce/carts/cart-expiry.ts isCartExpired, bound to it by a
// property test in tests/api/cart-rules-sql.test.ts): a cart not tied to an account has expired once
// `expiry_days` whole days (24 hours each, whatever the session's time zone, as the TypeScript twin counts
// them) have passed since its last change. The add's lock (add-statements.ts), the store's deleteExpired
// (plain-cart-store.ts) and the purge (../purge.ts) all ask this fragment, never their own copy.
import { sql, type SQL } from "drizzle-orm";
import { carts } from "../schema";

/** True for the `carts` row in scope when it has expired at `at` (the database's now() unless given). */
export const cartExpiredSql = (at: SQL = sql`now()`): SQL =>
  sql`(${carts.accountId} is null and ${carts.updatedAt} + make_interval(hours => 24 * ${carts.expiryDays}) <= ${at})`;
