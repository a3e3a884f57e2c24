// The customer store (lib/commerce/customers): one customer per e-mail (lower-cased), whoever bought as a guest, has
// an account member, or both; their orders are read by that e-mail. Rows in, rows out: the domain decides what the
// figures mean (customer-totals.ts) and who may see what.
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { compiledStatement, type BoundStatement } from "../compiled-statement";
import { getDb, readTogether, type Executor, type Tx } from "../db";
import { isUniqueViolation } from "../errors";
import { accountMembers, accountMemberships, customers, emailVerificationTokens, orders } from "../schema";

export type CustomerRow = typeof customers.$inferSelect;

/** A customer's orders of one currency and status: how many, their totals with tax (minor units), first and last placed. */
export type CustomerOrderGroup = { email: string; currency: string; status: string; orders: number; total: number; first: Date; last: Date };

export type CustomerPage = { limit: number; offset: number };

const orderEmail = sql<string>`lower(${orders.customer}->>'email')`;
const orderTotal = sql`coalesce((${orders.displayPrice} -> 'with_tax' ->> 'amount')::bigint, 0)`;

/** `text` as a LIKE pattern that matches it anywhere, its own % _ and \\ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const matching = (text: string): SQL | undefined => {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const pattern = containing(trimmed);
  return or(ilike(customers.name, pattern), ilike(customers.email, pattern));
};

const usableToken = (hash: string, at: Date) =>
  and(eq(emailVerificationTokens.tokenHash, hash), isNull(emailVerificationTokens.usedAt), gt(emailVerificationTokens.expiresAt, at));

export type CustomerStore = {
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /** Customers whose name or e-mail contains `text` (any case; all when empty), newest first, and how many in all. */
  search(text: string, page: CustomerPage): Promise<{ rows: CustomerRow[]; total: number }>;
  /** The orders placed with these e-mails (lower-cased), grouped by e-mail, currency and status. */
  orderGroups(emails: string[]): Promise<CustomerOrderGroup[]>;
  customer(id: string, executor?: Executor): Promise<CustomerRow | undefined>;
  /** The customer of an account: its oldest member's (old /admin/customers/{accountId} links). */
  customerOfAccount(accountId: string): Promise<CustomerRow | undefined>;
  customerOfMember(memberId: string): Promise<CustomerRow | undefined>;
  /** A new customer; undefined (nothing written) when one has the e-mail. */
  insert(tx: Tx, values: { email: string; name: string; phone: string; notes: string }): Promise<CustomerRow | undefined>;
  /** Sets the fields given; undefined when the e-mail is another customer's. */
  update(tx: Tx, id: string, values: Partial<Pick<CustomerRow, "email" | "name" | "phone" | "notes">> & { updatedAt: Date }): Promise<CustomerRow | undefined>;
  /** A checkout's customer: created with the order's name when the e-mail is new, else left as it is. */
  /** A new account member: their customer (new, or the e-mail's guest one) is linked to them. */
  noteMember(tx: Executor, member: { id: string; email: string; name: string }): Promise<void>;
  /**
   * Locks the member's customer and counts its verification links created after `since`; `decide` returns the
   * token to store, or undefined to store nothing. When it does, `alongside` runs in the same transaction.
   */
  issueVerification(
    memberId: string,
    since: Date,
    decide: (customer: CustomerRow, recentLinks: number) => { tokenHash: string; expiresAt: Date; createdAt: Date } | undefined,
    alongside: (tx: Tx, customer: CustomerRow, member: { name: string }) => Promise<void>,
    /** A transaction to run in (a sign-up's); else its own. */
    within?: Tx,
  ): Promise<void>;
  /**
   * Uses the token (unused, unexpired at `at`, sent to the e-mail the customer still has) and marks the customer's
   * e-mail verified; the customer, or undefined (nothing changed) when the token is not usable.
   */
  verify(tokenHash: string, at: Date): Promise<CustomerRow | undefined>;
};

const sqlCustomerStore: CustomerStore = {
  async transaction(work) {
    return (await getDb()).transaction(work);
  },
  async search(text, page) {
    const db = await getDb();
    const where = matching(text);
    const [rows, [{ total }]] = await readTogether(
      db,
      () => db.select().from(customers).where(where).orderBy(desc(customers.createdAt), desc(customers.id)).limit(page.limit).offset(page.offset),
      () => db.select({ total: count() }).from(customers).where(where),
    );
    return { rows, total };
  },
  async orderGroups(emails) {
    if (emails.length === 0) return [];
    const rows = await (await getDb())
      .select({
        email: orderEmail,
        currency: orders.currency,
        status: orders.status,
        orders: sql<number>`count(*)::int`,
        // A sum of bigints is numeric: read as text, so no driver rounds it.
        total: sql<string>`coalesce(sum(${orderTotal}), 0)::text`,
        first: sql<string>`min(${orders.createdAt})`,
        last: sql<string>`max(${orders.createdAt})`,
      })
      .from(orders)
      .where(inArray(orderEmail, emails))
      .groupBy(orderEmail, orders.currency, orders.status);
    return rows.map((row) => ({ ...row, orders: Number(row.orders), total: Number(row.total), first: new Date(row.first), last: new Date(row.last) }));
  },
  async customer(id, executor) {
    const [row] = await (executor ?? (await getDb())).select().from(customers).where(eq(customers.id, id));
    return row;
  },
  async customerOfAccount(accountId) {
    const [row] = await (await getDb())
      .select({ customer: customers })
      .from(customers)
      .innerJoin(accountMembers, eq(accountMembers.id, customers.memberId))
      .innerJoin(accountMemberships, eq(accountMemberships.memberId, accountMembers.id))
      .where(eq(accountMemberships.accountId, accountId))
      .orderBy(asc(accountMembers.createdAt), asc(accountMembers.id))
      .limit(1);
    return row?.customer;
  },
  async customerOfMember(memberId) {
    const [row] = await (await getDb()).select().from(customers).where(eq(customers.memberId, memberId));
    return row;
  },
  async insert(tx, values) {
    const [row] = await tx.insert(customers).values({ ...values, email: values.email.toLowerCase() }).onConflictDoNothing().returning();
    return row;
  },
  async update(tx, id, values) {
    try {
      return await tx.transaction(async (inner) => {
        const [row] = await inner
          .update(customers)
          .set({ ...values, ...(values.email !== undefined ? { email: values.email.toLowerCase() } : {}) })
          .where(eq(customers.id, id))
          .returning();
        return row;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  },
  async noteMember(executor, member) {
    await executor
      .insert(customers)
      .values({ email: member.email.toLowerCase(), name: member.name.slice(0, 1024), memberId: member.id })
      .onConflictDoUpdate({
        target: customers.email,
        set: {
          memberId: sql`coalesce(${customers.memberId}, excluded.member_id)`,
          name: sql`case when ${customers.name} = '' then excluded.name else ${customers.name} end`,
          updatedAt: sql`now()`,
        },
      });
  },
  async issueVerification(memberId, since, decide, alongside, within) {
    const issue = async (tx: Tx) => {
      const [found] = await tx
        .select({ customer: customers, name: accountMembers.name })
        .from(customers)
        .innerJoin(accountMembers, eq(accountMembers.id, customers.memberId))
        .where(eq(customers.memberId, memberId))
        .for("update", { of: customers });
      if (!found) return;
      const [{ recent }] = await tx
        .select({ recent: count() })
        .from(emailVerificationTokens)
        .where(and(eq(emailVerificationTokens.customerId, found.customer.id), gt(emailVerificationTokens.createdAt, since)));
      const token = decide(found.customer, recent);
      if (!token) return;
      await tx.insert(emailVerificationTokens).values({ ...token, customerId: found.customer.id, email: found.customer.email });
      await alongside(tx, found.customer, { name: found.name });
    };
    if (within) await issue(within);
    else await (await getDb()).transaction(issue);
  },
  async verify(tokenHash, at) {
    return (await getDb()).transaction(async (tx) => {
      const [used] = await tx.update(emailVerificationTokens).set({ usedAt: at }).where(usableToken(tokenHash, at)).returning();
      if (!used) return undefined;
      const [row] = await tx
        .update(customers)
        .set({ emailVerifiedAt: sql`coalesce(${customers.emailVerifiedAt}, ${at.toISOString()}::timestamptz)`, updatedAt: at })
        .where(and(eq(customers.id, used.customerId), eq(customers.email, used.email)))
        .returning();
      if (!row) tx.rollback();
      return row;
    }).catch((error: unknown) => {
      if (error instanceof Error && error.name === "TransactionRollbackError") return undefined;
      throw error;
    });
  },
};

export function customerStore(): CustomerStore {
  return sqlCustomerStore;
}

/** A checkout's buyer as a customer to note (lib/commerce/customers/checkout-customer.ts). */
export type NewBuyer = { email: string; name: string };

const noteBuyer = compiledStatement<NewBuyer>(
  () => sql`insert into ${customers} (email, name) values (${sql.placeholder("email")}, ${sql.placeholder("name")}) on conflict do nothing`,
);

/** Notes the buyer as a customer unless one has the e-mail: a statement of the order's placement (place-statements.ts). */
export const noteBuyerStatement = (buyer: NewBuyer): BoundStatement => noteBuyer(buyer, undefined);
