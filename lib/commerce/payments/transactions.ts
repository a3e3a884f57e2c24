// Reading an order's transactions: whoever may read the order (order-access.ts) may read its transactions.
import { asc, eq } from "drizzle-orm";
import type { Caller } from "../auth/tokens";
import { canReadOrder, isOrderId, orderNotFound } from "../orders/order-access";
import { getDb } from "@/lib/storage/db";
import { orders, orderTransactions } from "@/lib/storage/schema";
import { transactionNotFound, type TransactionRow } from "./payment-ledger";

export async function listTransactions(caller: Caller, orderId: string): Promise<TransactionRow[]> {
  if (!isOrderId(orderId)) throw orderNotFound(orderId);
  const db = await getDb();
  const [order] = await db.select({ id: orders.id, accountId: orders.accountId }).from(orders).where(eq(orders.id, orderId.toLowerCase()));
  if (!order || !canReadOrder(caller, order)) throw orderNotFound(orderId);
  return db.select().from(orderTransactions).where(eq(orderTransactions.orderId, order.id)).orderBy(asc(orderTransactions.createdAt), asc(orderTransactions.id));
}

export async function getTransaction(caller: Caller, orderId: string, transactionId: string): Promise<TransactionRow> {
  const found = (await listTransactions(caller, orderId)).find((t) => t.id === transactionId.toLowerCase());
  if (!found) throw transactionNotFound(transactionId);
  return found;
}
