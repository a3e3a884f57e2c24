// An order's refunds as the shopkeeper made them (lib/commerce/payments/refund-records.ts): written in the refund's
// own transaction (under the order's lock), read for the ledger, and marked paid out.
import { and, asc, eq, isNull } from "drizzle-orm";
import { getDb, type Executor, type Tx } from "../db";
import { orderRefunds } from "../schema";

export type RefundRow = typeof orderRefunds.$inferSelect;
export type NewRefund = Omit<typeof orderRefunds.$inferInsert, "id" | "paidOutAt">;

export type RefundStore = {
  record(tx: Tx, refund: NewRefund): Promise<RefundRow>;
  /** The order's refunds, oldest first. */
  list(orderId: string, executor?: Executor): Promise<RefundRow[]>;
  /** Marks a refund with money to pay back by hand as paid out at `at`, once; the row, or undefined when there was none to mark. */
  markPaidOut(orderId: string, refundId: string, at: Date, executor?: Executor): Promise<RefundRow | undefined>;
};

export const refundStore: RefundStore = {
  async record(tx, refund) {
    const [row] = await tx.insert(orderRefunds).values(refund).returning();
    return row;
  },
  async list(orderId, executor) {
    const db = executor ?? (await getDb());
    return db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)).orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
  },
  async markPaidOut(orderId, refundId, at, executor) {
    const [row] = await (executor ?? (await getDb()))
      .update(orderRefunds)
      .set({ paidOutAt: at })
      // Once: a second click (or a second administrator) finds it marked already.
      .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.orderId, orderId), isNull(orderRefunds.paidOutAt)))
      .returning();
    return row;
  },
};
