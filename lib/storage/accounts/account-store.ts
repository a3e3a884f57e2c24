// The account store: how the accounts domain (lib/commerce/accounts) reads and writes accounts and their
// members. Rows in, rows out; the domain decides who may see what and how it is rendered.
import { and, asc, count, desc, eq, exists, ilike, inArray, or, sql } from "drizzle-orm";
import { getDb, readTogether, type Tx } from "../db";
import { isUniqueViolation } from "../errors";
import { accountMembers, accounts } from "../schema";
import { customerStore } from "../customers/customer-store";
import type { AccountRow, MemberRow } from "./rows";

export type NewMember = { accountId: string; name: string; email: string; passwordHash: string };

/** An account as the administrators' customer list shows it: its members' names and e-mails (never their passwords). */
export type AccountWithMembers = { account: AccountRow; members: Pick<MemberRow, "id" | "name" | "email" | "createdAt">[] };

export type AccountStore = {
  /**
   * Accounts whose name, or a member's name or e-mail, contains `text` (any case; every account when empty), newest
   * first, with their members, and how many match in all.
   */
  search(text: string, page: { limit: number; offset: number }): Promise<{ rows: AccountWithMembers[]; total: number }>;
  /** The account with its members (oldest first). */
  accountWithMembers(id: string): Promise<AccountWithMembers | undefined>;
  insertAccount(values: { name: string; legalName: string }): Promise<AccountRow>;
  account(id: string): Promise<AccountRow | undefined>;
  /** Sets the fields given and updatedAt. */
  updateAccount(id: string, values: { name?: string; legalName?: string; updatedAt: Date }): Promise<AccountRow>;
  /** The new member (and their customer, customer-store.ts), or undefined when another member has this e-mail (any case). */
  insertMember(member: NewMember): Promise<MemberRow | undefined>;
  member(id: string): Promise<MemberRow | undefined>;
  /** The member with this e-mail, compared lower-cased, and their account's name. */
  memberByEmail(email: string): Promise<{ member: MemberRow; accountName: string } | undefined>;
  /** A member's name and e-mail and their account's name. */
  memberProfile(memberId: string): Promise<{ name: string; email: string; accountName: string } | undefined>;
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

const memberColumns = { id: accountMembers.id, name: accountMembers.name, email: accountMembers.email, createdAt: accountMembers.createdAt, accountId: accountMembers.accountId };

async function membersOf(accountIds: string[]) {
  if (accountIds.length === 0) return [];
  return (await getDb())
    .select(memberColumns)
    .from(accountMembers)
    .where(inArray(accountMembers.accountId, accountIds))
    .orderBy(asc(accountMembers.createdAt), asc(accountMembers.id));
}

const withMembers = (account: AccountRow, members: Awaited<ReturnType<typeof membersOf>>): AccountWithMembers => ({
  account,
  members: members.filter((m) => m.accountId === account.id).map(({ id, name, email, createdAt }) => ({ id, name, email, createdAt })),
});

const sqlAccountStore: AccountStore = {
  async search(text, page) {
    const db = await getDb();
    const pattern = containing(text.trim());
    const matching = text.trim()
      ? or(
          ilike(accounts.name, pattern),
          exists(
            db
              .select({ one: sql`1` })
              .from(accountMembers)
              .where(and(eq(accountMembers.accountId, accounts.id), or(ilike(accountMembers.name, pattern), ilike(accountMembers.email, pattern)))),
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
    return unlessDuplicate(() =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(accountMembers).values(member).returning();
        await customerStore().noteMember(tx, row);
        return row;
      }),
    );
  },
  async member(id) {
    const [row] = await (await getDb()).select().from(accountMembers).where(eq(accountMembers.id, id));
    return row;
  },
  async memberByEmail(email) {
    const [found] = await (await getDb())
      .select({ member: accountMembers, accountName: accounts.name })
      .from(accountMembers)
      .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
      .where(eq(sql`lower(${accountMembers.email})`, email.toLowerCase()));
    return found;
  },
  async memberProfile(memberId) {
    const [row] = await (await getDb())
      .select({ name: accountMembers.name, email: accountMembers.email, accountName: accounts.name })
      .from(accountMembers)
      .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
      .where(eq(accountMembers.id, memberId));
    return row;
  },
  async insertAccountWithMember({ name, email, passwordHash }) {
    const db = await getDb();
    return unlessDuplicate(() =>
      db.transaction(async (tx) => {
        const [account] = await tx.insert(accounts).values({ name }).returning();
        const [member] = await tx.insert(accountMembers).values({ accountId: account.id, name, email, passwordHash }).returning();
        await customerStore().noteMember(tx, member);
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
        const [member] = await tx.insert(accountMembers).values({ accountId: account.id, name, email, passwordHash }).returning();
        await customerStore().noteMember(tx, member);
        await alongside(tx, member, false);
      }),
    );
  },
};

export function accountStore(): AccountStore {
  return sqlAccountStore;
}
