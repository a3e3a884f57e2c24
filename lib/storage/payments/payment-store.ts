// The payment store: an order's transactions and the order's payment fields, as the payments domain
// (lib/commerce/payments) reads and writes them. Every change to an order's payments runs in one transaction
// (orderStore.transaction) that locks the order row first (`lockOrder`); the domain passes the handle through.
// A payment (POST /v2/orders/{id}/payments) runs as named steps instead (`pay`: lock and read, then one write;
// pay-statements.ts).
import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { batchedTransaction, getDb, type Executor, type Tx } from "../db";
import { orders, orderTransactions } from "../schema";
import type { NewTransaction, OrderRow, TransactionRow } from "../orders/rows";
import { parsePaymentRead, paymentReadStatements, paymentWriteStatements, type PaymentRead, type PaymentWrite } from "./pay-statements";

export type { PaymentRead, PaymentWrite, SubscriptionStart } from "./pay-statements";

/** One payment, as one transaction: lock and read in one round trip, then one write (pay-statements.ts). */
export type PaymentUnit = {
  lockAndRead(orderId: string): Promise<PaymentRead>;
  /**
   * Writes the planned rows and commits; `before` runs first on the same transaction, for the writes that read
   * as they go (an administrator's activity entry, the e-mails a change calls for).
   */
  write(plan: PaymentWrite, before?: (tx: Tx) => Promise<void>): Promise<void>;
};

/** The order fields a payment change writes. */
export type OrderPaymentChange = Partial<Pick<OrderRow, "status" | "shipping" | "stockHeld" | "shipment" | "shippingGroups" | "payment" | "displayPrice" | "updatedAt">>;
export type TransactionChange = Partial<Pick<TransactionRow, "transactionType" | "status" | "refundedAmount" | "reference" | "moneyTakenAt" | "updatedAt">>;

export type PaymentStore = {
  /** The order, locked until `tx` ends. */
  lockOrder(tx: Tx, orderId: string): Promise<OrderRow | undefined>;
  /** Who an order belongs to, unlocked. */
  orderOwner(orderId: string): Promise<Pick<OrderRow, "id" | "accountId"> | undefined>;
  /** The order's transactions, oldest first. */
  transactions(orderId: string, executor?: Executor): Promise<TransactionRow[]>;
  /** Records a transaction (a new id unless given). */
  record(tx: Tx, transaction: Omit<NewTransaction, "id"> & { id?: string }): Promise<TransactionRow>;
  amend(tx: Tx, transactionId: string, change: TransactionChange): Promise<TransactionRow>;
  saveOrder(tx: Tx, orderId: string, change: OrderPaymentChange): Promise<OrderRow>;
  /** Runs one payment as named steps (PaymentUnit). */
  pay<T>(work: (unit: PaymentUnit) => Promise<T>): Promise<T>;
};

export const paymentStore: PaymentStore = {
  async lockOrder(tx, orderId) {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    return order;
  },

  async orderOwner(orderId) {
    const [order] = await (await getDb()).select({ id: orders.id, accountId: orders.accountId }).from(orders).where(eq(orders.id, orderId));
    return order;
  },

  async transactions(orderId, executor) {
    const db = executor ?? (await getDb());
    return db.select().from(orderTransactions).where(eq(orderTransactions.orderId, orderId)).orderBy(asc(orderTransactions.createdAt), asc(orderTransactions.id));
  },

  async record(tx, transaction) {
    const [row] = await tx
      .insert(orderTransactions)
      .values({ id: randomUUID(), ...transaction })
      .returning();
    return row;
  },

  async amend(tx, transactionId, change) {
    const [row] = await tx.update(orderTransactions).set(change).where(eq(orderTransactions.id, transactionId)).returning();
    return row;
  },

  async saveOrder(tx, orderId, change) {
    const [saved] = await tx.update(orders).set(change).where(eq(orders.id, orderId)).returning();
    return saved;
  },

  pay(work) {
    return batchedTransaction((batch) =>
      work({
        lockAndRead: async (orderId) => parsePaymentRead(await batch.run(paymentReadStatements(orderId))),
        async write(plan, before) {
          if (before) await before(await batch.tx());
          await batch.commit(paymentWriteStatements(plan));
        },
      }),
    );
  },
};
