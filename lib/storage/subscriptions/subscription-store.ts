// The subscription store: how the subscriptions domain (lib/commerce/subscriptions) reads and writes subscriptions,
// their states and, in a billing run, their invoices. The domain sees rows (rows.ts) and decides; the store runs
// the SQL. What must be read, decided and written at once is a unit of work: the store opens the transaction and
// locks the subscription's row, the domain reads through the unit, decides, and writes through it.
import { and, asc, count, desc, eq, inArray, lte } from "drizzle-orm";
import { getDb, readTogether, type Db, type Executor, type Tx } from "../db";
import { accounts, orderTransactions, subscriptionInvoices, subscriptionPlans, subscriptionStates, subscriptions } from "../schema";
import { activeSubscriptionSql } from "./active-sql";
import { loadOfferingParts } from "./offering-store";
import type {
  InvoiceRow,
  InvoiceUpdate,
  NewInvoiceRow,
  NewStateRow,
  NewSubscriptionRow,
  OfferingParts,
  OfferingPlanRow,
  RowPage,
  StateRow,
  SubscriptionRevision,
  SubscriptionRow,
  SubscriptionUpdate,
} from "./rows";

/** A state change of one subscription, under its row's lock. */
export type StateChangeUnit = {
  /** The change's transaction, for a record that must land with it (who did what). */
  readonly executor: Executor;
  /** Locked; undefined when there is no such subscription. */
  readonly subscription: SubscriptionRow | undefined;
  /** The subscription's plan. */
  plan(): Promise<OfferingPlanRow | undefined>;
  /** Records the state and sets the subscription's columns. */
  record(state: NewStateRow, update: SubscriptionUpdate): Promise<void>;
};

/** An administrator's revision of one subscription (its plan, its payment authority), under its row's lock. */
export type RevisionUnit = {
  /** The revision's transaction, for a record that must land with it (who did what). */
  readonly executor: Executor;
  /** Locked; undefined when there is no such subscription. */
  readonly subscription: SubscriptionRow | undefined;
  /** The offering the subscription is of, with its products and plans. */
  parts(): Promise<OfferingParts | undefined>;
  set(values: SubscriptionRevision): Promise<SubscriptionRow>;
  /** Deletes the subscription with its states and invoices. */
  remove(): Promise<void>;
};

/** One subscription's share of a billing run, under its row's lock. */
export type BillingUnit = {
  /** Locked for this run. */
  readonly subscription: SubscriptionRow;
  /** The transaction that holds the lock, for what must be written with the invoice (the e-mail outbox); opaque. */
  readonly tx: Tx;
  parts(): Promise<OfferingParts | undefined>;
  /** How many invoices the subscription has. */
  invoiceCount(): Promise<number>;
  update(values: SubscriptionUpdate): Promise<void>;
  /** The new invoice; undefined when its period is billed already (unique by subscription and period start). */
  insertInvoice(values: NewInvoiceRow): Promise<InvoiceRow | undefined>;
  updateInvoice(invoiceId: string, values: InvoiceUpdate): Promise<void>;
  /** The gateway of the order's latest payment that took money (purchase, capture or authorize), if any. */
  orderGateway(orderId: string): Promise<string | undefined>;
};

/** What checkout's transaction writes of subscriptions (the order and its subscriptions exist together or not at all). */
export type CheckoutSubscriptions = {
  parts(offeringIds: string[]): Promise<Map<string, OfferingParts>>;
  /** The new subscriptions' ids, in the order given. */
  insert(values: NewSubscriptionRow[]): Promise<string[]>;
};

/** The subscriptions an order's checkout made that wait for its payment, on the order's transaction. */
export type PendingSubscriptions = {
  /** The order's pending subscriptions, locked until the transaction ends. */
  lock(orderId: string): Promise<SubscriptionRow[]>;
  /** No longer pending: active (unless otherwise held), its schedule as given. */
  activate(id: string, values: Pick<SubscriptionUpdate, "invoiceAfter" | "endDate" | "status" | "updatedAt">): Promise<void>;
  /** No longer pending: canceled at `at`, with the state change kept as any cancel's. */
  cancel(id: string, at: Date): Promise<void>;
};

export type SubscriptionStore = {
  find(id: string): Promise<SubscriptionRow | undefined>;
  /** The offerings the subscriptions use, with their parts, and each subscription's latest state. */
  details(rows: SubscriptionRow[]): Promise<{ parts: Map<string, OfferingParts>; latestStates: Map<string, StateRow> }>;
  /** A page of the subscriptions (of one account, when given), newest first, and how many there are. */
  list(filter: { accountId?: string }, page: RowPage): Promise<{ rows: SubscriptionRow[]; total: number }>;
  /** The state changes of one subscription, oldest first. */
  states(subscriptionId: string): Promise<StateRow[]>;
  accountExists(accountId: string): Promise<boolean>;
  insert(values: NewSubscriptionRow): Promise<SubscriptionRow>;
  /** Runs one state change in a transaction that locks the subscription's row first. */
  change<T>(id: string, work: (unit: StateChangeUnit) => Promise<T>): Promise<T>;
  /** Runs one revision (or deletion) in a transaction that locks the subscription's row first. */
  revise<T>(id: string, work: (unit: RevisionUnit) => Promise<T>): Promise<T>;
  /** The ids of the active subscriptions (active-sql.ts) whose invoice_after is at or before `at`, oldest due first. */
  due(at: Date): Promise<string[]>;
  /**
   * Runs one subscription's billing in a transaction that locks its row, skipping a row another run holds:
   * undefined when the row is held or gone.
   */
  bill<T>(id: string, work: (unit: BillingUnit) => Promise<T>): Promise<T | undefined>;
  /** Subscription writes on checkout's transaction. */
  pendingForOrder(tx: Tx): PendingSubscriptions;
  joined(tx: Tx): CheckoutSubscriptions;
};

/** The latest state of each subscription, keyed by subscription id. */
async function latestStates(db: Executor, ids: string[]): Promise<Map<string, StateRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([subscriptionStates.subscriptionId])
    .from(subscriptionStates)
    .where(inArray(subscriptionStates.subscriptionId, ids))
    .orderBy(subscriptionStates.subscriptionId, desc(subscriptionStates.createdAt));
  return new Map(rows.map((r) => [r.subscriptionId, r]));
}

/** The subscription's row, locked until the transaction ends; undefined when there is none. */
async function lockedRow(tx: Executor, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for("update");
  return row;
}

/** The plain SQL store, on the database `database` gives (the store's own by default; a test's second pool). */
export function sqlSubscriptionStore(database: () => Promise<Db> = getDb): SubscriptionStore {
  /** `work` in one transaction, with the subscription's row locked until it ends (undefined when there is none). */
  async function underLock<T>(id: string, work: (tx: Executor, row: SubscriptionRow | undefined) => Promise<T>): Promise<T> {
    const db = await database();
    return db.transaction(async (tx) => work(tx, await lockedRow(tx, id)));
  }

  return {
    async find(id) {
      const db = await database();
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
      return row;
    },

    async details(rows) {
      const db = await database();
      const [parts, states] = await readTogether(
        db,
        () =>
          loadOfferingParts(
            db,
            rows.map((r) => r.offeringId),
          ),
        () =>
          latestStates(
            db,
            rows.map((r) => r.id),
          ),
      );
      return { parts, latestStates: states };
    },

    async list(filter, page) {
      const db = await database();
      const where = filter.accountId !== undefined ? eq(subscriptions.accountId, filter.accountId) : undefined;
      const [rows, [{ total }]] = await readTogether(
        db,
        () =>
          db
            .select()
            .from(subscriptions)
            .where(where)
            .orderBy(desc(subscriptions.createdAt), asc(subscriptions.id))
            .limit(page.limit)
            .offset(page.offset),
        () => db.select({ total: count() }).from(subscriptions).where(where),
      );
      return { rows, total };
    },

    async states(subscriptionId) {
      const db = await database();
      return db.select().from(subscriptionStates).where(eq(subscriptionStates.subscriptionId, subscriptionId)).orderBy(asc(subscriptionStates.createdAt));
    },

    async accountExists(accountId) {
      const db = await database();
      const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId));
      return account !== undefined;
    },

    async insert(values) {
      const db = await database();
      const [row] = await db.insert(subscriptions).values(values).returning();
      return row;
    },

    async change(id, work) {
      return underLock(id, async (tx, row) =>
        work({
          executor: tx,
          subscription: row,
          async plan() {
            if (!row) return undefined;
            const [plan] = await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, row.planId));
            return plan;
          },
          async record(state, update) {
            await tx.insert(subscriptionStates).values(state);
            await tx.update(subscriptions).set(update).where(eq(subscriptions.id, id));
          },
        }),
      );
    },

    async revise(id, work) {
      return underLock(id, async (tx, row) =>
        work({
          executor: tx,
          subscription: row,
          async parts() {
            return row ? (await loadOfferingParts(tx, [row.offeringId])).get(row.offeringId) : undefined;
          },
          async set(values) {
            const [updated] = await tx.update(subscriptions).set(values).where(eq(subscriptions.id, id)).returning();
            return updated;
          },
          async remove() {
            await tx.delete(subscriptions).where(eq(subscriptions.id, id));
          },
        }),
      );
    },

    async due(at) {
      const db = await database();
      const rows = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(and(lte(subscriptions.invoiceAfter, at), activeSubscriptionSql()))
        .orderBy(asc(subscriptions.invoiceAfter), asc(subscriptions.id));
      return rows.map((r) => r.id);
    },

    async bill(id, work) {
      const db = await database();
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for("update", { skipLocked: true });
        if (!row) return undefined;
        return work({
          subscription: row,
          tx,
          async parts() {
            return (await loadOfferingParts(tx, [row.offeringId])).get(row.offeringId);
          },
          async invoiceCount() {
            const [{ issued }] = await tx.select({ issued: count() }).from(subscriptionInvoices).where(eq(subscriptionInvoices.subscriptionId, row.id));
            return issued;
          },
          async update(values) {
            await tx.update(subscriptions).set(values).where(eq(subscriptions.id, row.id));
          },
          async insertInvoice(values) {
            const [invoice] = await tx.insert(subscriptionInvoices).values(values).onConflictDoNothing().returning();
            return invoice;
          },
          async updateInvoice(invoiceId, values) {
            await tx.update(subscriptionInvoices).set(values).where(eq(subscriptionInvoices.id, invoiceId));
          },
          async orderGateway(orderId) {
            const [paid] = await tx
              .select({ gateway: orderTransactions.gateway })
              .from(orderTransactions)
              .where(
                and(
                  eq(orderTransactions.orderId, orderId),
                  eq(orderTransactions.status, "complete"),
                  inArray(orderTransactions.transactionType, ["purchase", "capture", "authorize"]),
                ),
              )
              .orderBy(desc(orderTransactions.createdAt))
              .limit(1);
            return paid?.gateway;
          },
        });
      });
    },

    pendingForOrder(tx) {
      return {
        async lock(orderId) {
          return tx
            .select()
            .from(subscriptions)
            .where(and(eq(subscriptions.orderId, orderId), eq(subscriptions.pending, true)))
            .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id))
            .for("update");
        },
        async activate(id, values) {
          await tx
            .update(subscriptions)
            .set({ ...values, pending: false })
            .where(eq(subscriptions.id, id));
        },
        async cancel(id, at) {
          const [row] = await tx.update(subscriptions).set({ pending: false, canceled: true, canceledAt: at, status: "inactive", updatedAt: at }).where(eq(subscriptions.id, id)).returning();
          await tx.insert(subscriptionStates).values({ subscriptionId: id, action: "cancel", canceled: true, paused: row.paused, closed: row.closed, suspended: row.suspended, invoiceAfter: row.invoiceAfter, createdAt: at });
        },
      };
    },

    joined(tx) {
      return {
        parts: (offeringIds) => loadOfferingParts(tx, offeringIds),
        async insert(values) {
          if (values.length === 0) return [];
          const rows = await tx.insert(subscriptions).values(values).returning({ id: subscriptions.id });
          return rows.map((r) => r.id);
        },
      };
    },
  };
}

const defaultStore = sqlSubscriptionStore();

export const subscriptionStore = (): SubscriptionStore => defaultStore;
