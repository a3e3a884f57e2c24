// Stock and stock transactions as EP's inventories render them (inventories.yaml StockResponse, TransactionResponse).
import { isoSeconds } from "../time";
import type { StockRow, StockTransactionRow } from "@/lib/storage/inventory/stock-store";
import { availableStock } from "./available-stock";

export function stockResource(row: StockRow) {
  return {
    id: row.productId,
    type: "stock" as const,
    attributes: { available: availableStock(row), allocated: row.allocated, total: row.total },
    meta: { stock_id: row.productId, timestamps: { created_at: isoSeconds(row.createdAt), updated_at: isoSeconds(row.updatedAt) } },
  };
}

export function stockTransactionResource(row: StockTransactionRow) {
  return {
    id: row.id,
    type: "stock-transaction" as const,
    attributes: { action: row.action, product_id: row.productId, quantity: row.quantity },
    // Cartwright's additions, in `meta` (EP's TransactionResponse leaves it open): who moved it (an administrator's
    // client id, `order <id>` or `API`) and why; null for movements logged before they were recorded.
    meta: {
      timestamps: { created_at: isoSeconds(row.createdAt), updated_at: isoSeconds(row.createdAt) },
      created_by: row.actor,
      reason: row.reason,
      ...(row.orderId ? { order_id: row.orderId } : {}),
    },
  };
}
