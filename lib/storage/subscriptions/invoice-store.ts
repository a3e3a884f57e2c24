// The invoice store: how the subscriptions domain reads subscription invoices (a billing run writes them through
// the subscription store's unit, subscription-store.ts). The domain says which invoices; the store runs the SQL.
import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { getDb, readTogether } from "../db";
import { subscriptionInvoices } from "../schema";
import type { InvoiceRow, InvoiceUpdate, RowPage } from "./rows";

/** Which invoices: every condition given holds (each id listed must equal the invoice's); `none` matches no invoice. */
export type InvoiceWhere = {
  accountIds?: string[];
  subscriptionIds?: string[];
  outstanding?: boolean;
  none?: boolean;
};

export type InvoiceStore = {
  /** A page of the invoices `where` names, newest first or in their numbers' order, and how many there are. */
  list(where: InvoiceWhere, page: RowPage, order: "newest" | "by_number"): Promise<{ invoices: InvoiceRow[]; total: number }>;
  /** The invoice with this id that `where` names too. */
  find(id: string, where: InvoiceWhere): Promise<InvoiceRow | undefined>;
  /**
   * Locks the invoice, asks `decide` for its new values (it may throw: nothing is written), writes them. Undefined:
   * no such invoice.
   */
  settle(id: string, decide: (row: InvoiceRow) => InvoiceUpdate): Promise<InvoiceRow | undefined>;
  /** How many invoices each of these subscriptions has (absent: none). */
  countsBySubscription(subscriptionIds: string[]): Promise<Map<string, number>>;
};

function conditions(where: InvoiceWhere): SQL | undefined {
  return and(
    ...(where.accountIds ?? []).map((id) => eq(subscriptionInvoices.accountId, id)),
    ...(where.subscriptionIds ?? []).map((id) => eq(subscriptionInvoices.subscriptionId, id)),
    where.outstanding !== undefined ? eq(subscriptionInvoices.outstanding, where.outstanding) : undefined,
    where.none ? sql`false` : undefined,
  );
}

export const sqlInvoiceStore: InvoiceStore = {
  async list(where, page, order) {
    const db = await getDb();
    const condition = conditions(where);
    const [invoices, [{ total }]] = await readTogether(
      db,
      () =>
        db
          .select()
          .from(subscriptionInvoices)
          .where(condition)
          .orderBy(order === "newest" ? desc(subscriptionInvoices.createdAt) : asc(subscriptionInvoices.number), asc(subscriptionInvoices.id))
          .limit(page.limit)
          .offset(page.offset),
      () => db.select({ total: count() }).from(subscriptionInvoices).where(condition),
    );
    return { invoices, total };
  },

  async find(id, where) {
    const db = await getDb();
    const [row] = await db
      .select()
      .from(subscriptionInvoices)
      .where(and(eq(subscriptionInvoices.id, id), conditions(where)));
    return row;
  },

  async settle(id, decide) {
    const db = await getDb();
    return db.transaction(async (tx) => {
      const [locked] = await tx.select().from(subscriptionInvoices).where(eq(subscriptionInvoices.id, id)).for("update");
      if (!locked) return undefined;
      const [row] = await tx
        .update(subscriptionInvoices)
        .set({ ...decide(locked), updatedAt: sql`now()` })
        .where(eq(subscriptionInvoices.id, id))
        .returning();
      return row;
    });
  },

  async countsBySubscription(subscriptionIds) {
    if (subscriptionIds.length === 0) return new Map();
    const db = await getDb();
    const counts = await db
      .select({ id: subscriptionInvoices.subscriptionId, n: count() })
      .from(subscriptionInvoices)
      .where(inArray(subscriptionInvoices.subscriptionId, subscriptionIds))
      .groupBy(subscriptionInvoices.subscriptionId);
    return new Map(counts.map((c) => [c.id, c.n]));
  },
};

export const invoiceStore = (): InvoiceStore => sqlInvoiceStore;
