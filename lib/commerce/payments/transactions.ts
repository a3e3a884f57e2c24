// Reading an order's transactions: whoever may read the order (order-access.ts) may read its transactions.
import type { Caller } from "../auth/tokens";
import { canReadOrder, orderNotFound } from "../orders/order-access";
import type { Uuid } from "../uuid";
import { paymentStore } from "@/lib/storage/payments/payment-store";
import { transactionNotFound, type TransactionRow } from "./payment-ledger";

export async function listTransactions(caller: Caller, orderId: Uuid): Promise<TransactionRow[]> {
  const order = await paymentStore.orderOwner(orderId);
  if (!order || !canReadOrder(caller, order)) throw orderNotFound(orderId);
  return paymentStore.transactions(order.id);
}

export async function getTransaction(caller: Caller, orderId: Uuid, transactionId: string): Promise<TransactionRow> {
  const found = (await listTransactions(caller, orderId)).find((t) => t.id === transactionId.toLowerCase());
  if (!found) throw transactionNotFound(transactionId);
  return found;
}
