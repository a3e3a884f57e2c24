// The account store: how the accounts domain (lib/commerce/accounts) reads and writes accounts and their
// members. Rows in, rows out; the domain decides who may see what and how it is rendered.
import { eq, sql } from "drizzle-orm";
import { getDb } from "../db";
import { isUniqueViolation } from "../errors";
import { accountMembers, accounts } from "../schema";
import type { AccountRow, MemberRow } from "./rows";

export type NewMember = { accountId: string; name: string; email: string; passwordHash: string };

export type AccountStore = {
  insertAccount(values: { name: string; legalName: string }): Promise<AccountRow>;
  account(id: string): Promise<AccountRow | undefined>;
  /** Sets the fields given and updatedAt. */
  updateAccount(id: string, values: { name?: string; legalName?: string; updatedAt: Date }): Promise<AccountRow>;
  /** The new member, or undefined when another member has this e-mail (any case). */
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

const sqlAccountStore: AccountStore = {
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
    return unlessDuplicate(async () => (await db.insert(accountMembers).values(member).returning())[0]);
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
        return { account, member };
      }),
    );
  },
};

export function accountStore(): AccountStore {
  return sqlAccountStore;
}
