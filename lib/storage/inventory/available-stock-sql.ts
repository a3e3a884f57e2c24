// The SQL twin of lib/commerce/inventory/available-stock.ts (available = total − allocated), for statements that
// must read it with the row (an add-to-cart's products, lib/storage/carts/products.ts). Storage cannot import the
// domain, so the rule is written twice: tests/api/available-stock-sql.test.ts runs both on random levels and fails
// when they disagree.
import { sql, type SQL } from "drizzle-orm";

/** The units available of the `stock` row under `alias`. */
export const availableStockSql = (alias: string): SQL => sql`${sql.raw(alias)}.total - ${sql.raw(alias)}.allocated`;
