// The account store: how the accounts domain (lib/commerce/accounts) reads and writes accounts and their
// members. Rows in, rows out; the domain decides who may see what and how it is rendered. An account's members are
// those with a membership of it (account_memberships, membership-store.ts); a new member gets one of the account they
// are made with, in the same transaction.
import { and, asc, count, desc, eq, exists, ilike, inArray, or, sql } from "drizzle-orm";
import { getDb, readTogether, type Tx } from "../db";
import { isUniqueViolation } from "../errors";
import { accountMembers, accountMemberships, accounts } from "../schema";
import { customerStore } from "../customers/customer-store";
import { conditionsSql, pageOfRows, sortSql } from "./list-sql";
import type { AccountRow, ListPage, ListSort, MemberRow, TextCondition } from "./rows";

export type NewMember = { accountId: string; name: string; email: string; passwordHash: string };

/** An account as the administrators' customer list shows it: its members' names and e-mails (never their passwords). */
export type AccountWithMembers = { account: AccountRow; members: Pick<MemberRow, "id" | "name" | "email" | "createdAt">[] };

export type AccountColumn = "id" | "name" | "legal_name" | "created_at" | "updated_at";
export type MemberColumn = "id" | "name" | "email" | "created_at";
/** A back-office list: the filter's conditions (all must hold), its order and its page. */
export type ListQuery<Column extends string> = { conditions: TextCondition<Column>[]; sort: ListSort<Column>; page: ListPage };

export type AccountStore = {
  /** GET /v2/accounts: the accounts the conditions match, in the order asked, and how many match in all. */
  list(query: ListQuery<AccountColumn>): Promise<{ rows: AccountRow[]; total: number }>;
  /**
   * GET /v2/account-members: the members the conditions match, and how many; with `outside`, only those without a
   * membership of that account (EP's unassigned account members).
   */
  listMembers(query: ListQuery<MemberColumn> & { outside?: string }): Promise<{ rows: MemberRow[]; total: number }>;
  /**
   * Deletes the account (its memberships and addresses go with it; its members stay, members of no account if it was
   * their only one) and runs `alongside` in the same transaction with the members it had. False when there is none.
   */
  deleteAccount(id: string, alongside: (tx: Tx, memberIds: string[]) => Promise<void>): Promise<boolean>;
  /**
   * Accounts whose name, or a member's name or e-mail, contains `text` (any case; every account when empty), newest
   * first, with their members, and how many match in all.
   */
  search(text: string, page: { limit: number; offset: number }): Promise<{ rows: AccountWithMembers[]; total: number }>;
  /** The account with its members (oldest first). */
  accountWithMembers(id: string): Promise<AccountWithMembers | undefined>;
  insertAccount(values: { name: string; legalName: string }): Promise<AccountRow>;
  /** The accounts and the members of these ids that exist (an include's reads). */
  accountsByIds(ids: string[]): Promise<AccountRow[]>;
  membersByIds(ids: string[]): Promise<MemberRow[]>;
  account(id: string): Promise<AccountRow | undefined>;
  /** Sets the fields given and updatedAt. */
  updateAccount(id: string, values: { name?: string; legalName?: string; updatedAt: Date }): Promise<AccountRow>;
  /** The new member (and their customer, customer-store.ts), or undefined when another member has this e-mail (any case). */
  insertMember(member: NewMember): Promise<MemberRow | undefined>;
  member(id: string): Promise<MemberRow | undefined>;
  /**
   * The member with this e-mail, compared lower-cased, and the accounts they are a member of: the one they were made
   * with first, then the others in the order they joined.
   */
  memberByEmail(email: string): Promise<{ member: MemberRow; accounts: { id: string; name: string }[] } | undefined>;
  /** A member's name and e-mail and the name of the account they are signed in for ("" once it is deleted). */
  memberProfile(memberId: string, accountId: string): Promise<{ name: string; email: string; accountName: string } | undefined>;
  /**
   * An account named `name` with one member, in one transaction; undefined (and nothing stored) when
   * another member has the e-mail.
   */
  insertAccountWithMember(member: Omit<NewMember, "accountId">): Promise<{ account: AccountRow; member: MemberRow } | undefined>;
  /**
   * A storefront sign-up: the account and its member when no member has the e-mail (compared lower-cased), else
   * nothing is written; `alongside` runs in the same transaction with the member, new or existing (`tx` is only
   * passed on to other stores). Two sign-ups of one new e-mail at once: the second changes nothing and tells nothing.
   */
  signUp(
    member: Omit<NewMember, "accountId">,
    alongside: (tx: Tx, member: { id: string; name: string; email: string }, existing: boolean) => Promise<void>,
  ): Promise<void>;
};

/** Undefined when `write` hits a unique index (the members' e-mail); other errors pass. */
async function unlessDuplicate<T>(write: () => Promise<T>): Promise<T | undefined> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/** `text` as a LIKE pattern that matches it anywhere, its own % _ and \\ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const memberColumns = { id: accountMembers.id, name: accountMembers.name, email: accountMembers.email, createdAt: accountMembers.createdAt, accountId: accountMemberships.accountId };

async function membersOf(accountIds: string[]) {
  if (accountIds.length === 0) return [];
  return (await getDb())
    .select(memberColumns)
    .from(accountMemberships)
    .innerJoin(accountMembers, eq(accountMembers.id, accountMemberships.memberId))
    .where(inArray(accountMemberships.accountId, accountIds))
    .orderBy(asc(accountMembers.createdAt), asc(accountMembers.id));
}

/** A member and their membership of the account they are made with, and their customer (customer-store.ts), on `tx`. */
async function insertMemberOn(tx: Tx, member: NewMember): Promise<MemberRow> {
  const [row] = await tx.insert(accountMembers).values(member).returning();
  await tx.insert(accountMemberships).values({ accountId: member.accountId, memberId: row.id });
  await customerStore().noteMember(tx, row);
  return row;
}

const accountColumns = { id: accounts.id, name: accounts.name, legal_name: accounts.legalName, created_at: accounts.createdAt, updated_at: accounts.updatedAt };
const memberListColumns = { id: accountMembers.id, name: accountMembers.name, email: accountMembers.email, created_at: accountMembers.createdAt };

const withMembers = (account: AccountRow, members: Awaited<ReturnType<typeof membersOf>>): AccountWithMembers => ({
  account,
  members: members.filter((m) => m.accountId === account.id).map(({ id, name, email, createdAt }) => ({ id, name, email, createdAt })),
});

const sqlAccountStore: AccountStore = {
  async list({ conditions, sort, page }) {
    const db = await getDb();
    const where = conditionsSql(accountColumns, conditions);
    return pageOfRows(
      db,
      () => db.select().from(accounts).where(where).orderBy(...sortSql(accountColumns, sort, accounts.id)).limit(page.limit).offset(page.offset),
      () => db.select({ total: count() }).from(accounts).where(where),
    );
  },
  async listMembers({ conditions, sort, page, outside }) {
    const db = await getDb();
    const notIn = outside
      ? sql`not exists (select 1 from ${accountMemberships} where ${accountMemberships.memberId} = ${accountMembers.id} and ${accountMemberships.accountId} = ${outside})`
      : undefined;
    const where = and(conditionsSql(memberListColumns, conditions), notIn);
    return pageOfRows(
      db,
      () => db.select().from(accountMembers).where(where).orderBy(...sortSql(memberListColumns, sort, accountMembers.id)).limit(page.limit).offset(page.offset),
      () => db.select({ total: count() }).from(accountMembers).where(where),
    );
  },
  async deleteAccount(id, alongside) {
    return (await getDb()).transaction(async (tx) => {
      const [account] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, id)).for("update");
      if (!account) return false;
      const members = await tx.select({ id: accountMemberships.memberId }).from(accountMemberships).where(eq(accountMemberships.accountId, id));
      // Memberships and addresses are deleted with it (their foreign keys cascade); members made with it keep no account.
      await tx.delete(accounts).where(eq(accounts.id, id));
      await alongside(
        tx,
        members.map((m) => m.id),
      );
      return true;
    });
  },
  async search(text, page) {
    const db = await getDb();
    const pattern = containing(text.trim());
    const matching = text.trim()
      ? or(
          ilike(accounts.name, pattern),
          exists(
            db
              .select({ one: sql`1` })
              .from(accountMemberships)
              .innerJoin(accountMembers, eq(accountMembers.id, accountMemberships.memberId))
              .where(and(eq(accountMemberships.accountId, accounts.id), or(ilike(accountMembers.name, pattern), ilike(accountMembers.email, pattern)))),
          ),
        )
      : undefined;
    const [rows, [{ total }]] = await readTogether(
      db,
      () => db.select().from(accounts).where(matching).orderBy(desc(accounts.createdAt), desc(accounts.id)).limit(page.limit).offset(page.offset),
      () => db.select({ total: count() }).from(accounts).where(matching),
    );
    const members = await membersOf(rows.map((r) => r.id));
    return { rows: rows.map((account) => withMembers(account, members)), total };
  },
  async accountWithMembers(id) {
    const [account] = await (await getDb()).select().from(accounts).where(eq(accounts.id, id));
    return account ? withMembers(account, await membersOf([id])) : undefined;
  },
  async insertAccount(values) {
    const [row] = await (await getDb()).insert(accounts).values(values).returning();
    return row;
  },
  async accountsByIds(ids) {
    return ids.length ? (await getDb()).select().from(accounts).where(inArray(accounts.id, ids)) : [];
  },
  async membersByIds(ids) {
    return ids.length ? (await getDb()).select().from(accountMembers).where(inArray(accountMembers.id, ids)) : [];
  },
  async account(id) {
    const [row] = await (await getDb()).select().from(accounts).where(eq(accounts.id, id));
    return row;
  },
  async updateAccount(id, values) {
    const [row] = await (await getDb()).update(accounts).set(values).where(eq(accounts.id, id)).returning();
    return row;
  },
  async insertMember(member) {
    const db = await getDb();
    // Its customer (one per e-mail) is linked in the same transaction (customer-store.ts noteMember).
    return unlessDuplicate(() => db.transaction((tx) => insertMemberOn(tx, member)));
  },
  async member(id) {
    const [row] = await (await getDb()).select().from(accountMembers).where(eq(accountMembers.id, id));
    return row;
  },
  async memberByEmail(email) {
    const db = await getDb();
    const [member] = await db.select().from(accountMembers).where(eq(sql`lower(${accountMembers.email})`, email.toLowerCase()));
    if (!member) return undefined;
    const memberOf = await db
      .select({ id: accounts.id, name: accounts.name })
      .from(accountMemberships)
      .innerJoin(accounts, eq(accounts.id, accountMemberships.accountId))
      .where(eq(accountMemberships.memberId, member.id))
      .orderBy(desc(sql`${accounts.id} is not distinct from ${member.accountId}`), asc(accountMemberships.createdAt), asc(accountMemberships.id));
    return { member, accounts: memberOf };
  },
  async memberProfile(memberId, accountId) {
    const [row] = await (await getDb())
      .select({ name: accountMembers.name, email: accountMembers.email, accountName: sql<string>`coalesce(${accounts.name}, '')` })
      .from(accountMembers)
      .leftJoin(accounts, eq(accounts.id, accountId))
      .where(eq(accountMembers.id, memberId));
    return row;
  },
  async insertAccountWithMember({ name, email, passwordHash }) {
    const db = await getDb();
    return unlessDuplicate(() =>
      db.transaction(async (tx) => {
        const [account] = await tx.insert(accounts).values({ name }).returning();
        const member = await insertMemberOn(tx, { accountId: account.id, name, email, passwordHash });
        return { account, member };
      }),
    );
  },
  async signUp({ name, email, passwordHash }, alongside) {
    const db = await getDb();
    await unlessDuplicate(() =>
      db.transaction(async (tx) => {
        const [found] = await tx
          .select({ id: accountMembers.id, name: accountMembers.name, email: accountMembers.email })
          .from(accountMembers)
          .where(eq(sql`lower(${accountMembers.email})`, email.toLowerCase()));
        if (found) return alongside(tx, found, true);
        const [account] = await tx.insert(accounts).values({ name }).returning();
        const member = await insertMemberOn(tx, { accountId: account.id, name, email, passwordHash });
        await alongside(tx, member, false);
      }),
    );
  },
};

export function accountStore(): AccountStore {
  return sqlAccountStore;
}
