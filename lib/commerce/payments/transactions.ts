// Reading an order's transactions: whoever may read the order (order-access.ts) may read its transactions.
import type { Caller } from "../auth/tokens";
import { canReadOrder, isOrderId, orderNotFound } from "../orders/order-access";
import { paymentStore } from "@/lib/storage/payments/payment-store";
import { transactionNotFound, type TransactionRow } from "./payment-ledger";

export async function listTransactions(caller: Caller, orderId: string): Promise<TransactionRow[]> {
  if (!isOrderId(orderId)) throw orderNotFound(orderId);
  const order = await paymentStore.orderOwner(orderId.toLowerCase());
  if (!order || !canReadOrder(caller, order)) throw orderNotFound(orderId);
  return paymentStore.transactions(order.id);
}

export async function getTransaction(caller: Caller, orderId: string, transactionId: string): Promise<TransactionRow> {
  const found = (await listTransactions(caller, orderId)).find((t) => t.id === transactionId.toLowerCase());
  if (!found) throw transactionNotFound(transactionId);
  return found;
}
