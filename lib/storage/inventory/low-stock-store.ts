// The products whose stock the store keeps, fewest available units first (for the dashboard's "Low stock";
// lib/commerce/inventory/low-stock.ts decides which are low). Only orders the rows: available units are the
// SQL twin of available-stock.ts (available-stock-sql.ts).
import { asc, eq, sql } from "drizzle-orm";
import { getDb } from "../db";
import { products, stock } from "../schema";
import { availableStockSql } from "./available-stock-sql";

export type StockedProduct = { productId: string; name: string; sku: string; total: number; allocated: number };

export const lowStockStore = {
  /** Up to `limit` stocked products, fewest available units first, then by name. */
  async fewestAvailable(limit: number): Promise<StockedProduct[]> {
    return (await getDb())
      .select({ productId: stock.productId, name: products.name, sku: products.sku, total: stock.total, allocated: stock.allocated })
      .from(stock)
      .innerJoin(products, eq(products.id, stock.productId))
      .orderBy(sql`${availableStockSql("stock")}`, asc(products.name), asc(products.id))
      .limit(limit);
  },
};
