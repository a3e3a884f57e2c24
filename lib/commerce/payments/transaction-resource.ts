// A transaction as EP renders it (cart_checkout.yaml TransactionResponse).
import { money } from "../money";
import { isoSeconds } from "../time";
import type { TransactionRow } from "./payment-ledger";

export function transactionResource(row: TransactionRow) {
  return {
    id: row.id,
    type: "transaction" as const,
    reference: row.reference,
    name: row.name,
    custom_reference: row.customReference,
    gateway: row.gateway,
    amount: row.amount,
    refunded_amount: row.refundedAmount,
    currency: row.currency,
    "transaction-type": row.transactionType,
    status: row.status,
    relationships: { order: { data: { type: "order" as const, id: row.orderId } } },
    meta: {
      display_price: money(row.amount, row.currency),
      display_refunded_amount: money(row.refundedAmount, row.currency),
      timestamps: { created_at: isoSeconds(row.createdAt), updated_at: isoSeconds(row.updatedAt) },
    },
  };
}
