// The membership store: EP's account memberships (lib/commerce/accounts/memberships.ts), which members may act for
// which accounts. Every read and write of one membership names its account, so another account's is never found.
import { and, count, eq } from "drizzle-orm";
import { getDb, type Tx } from "../db";
import { isForeignKeyViolation, isUniqueViolation } from "../errors";
import { accountMemberships } from "../schema";
import { conditionsSql, pageOfRows, sortSql } from "./list-sql";
import type { ListPage, ListSort, MembershipRow, TextCondition } from "./rows";

export type MembershipColumn = "id" | "account_member_id" | "created_at" | "updated_at";

export type MembershipStore = {
  /** The memberships of an account (`accountId`) or of a member (`memberId`) the conditions match, and how many. */
  list(
    of: { accountId: string } | { memberId: string },
    query: { conditions: TextCondition<MembershipColumn>[]; sort: ListSort<MembershipColumn>; page: ListPage },
  ): Promise<{ rows: MembershipRow[]; total: number }>;
  find(accountId: string, id: string): Promise<MembershipRow | undefined>;
  /** The new membership; "duplicate" when the member is one of the account already, "missing" when the account or the member is not there. */
  insert(accountId: string, memberId: string): Promise<MembershipRow | "duplicate" | "missing">;
  /** Sets updatedAt (the membership has nothing else to change); undefined when there is none. */
  touch(accountId: string, id: string, at: Date): Promise<MembershipRow | undefined>;
  /** Deletes it and runs `alongside` with it in the same transaction; undefined (nothing done) when there is none. */
  delete(accountId: string, id: string, alongside: (tx: Tx, row: MembershipRow) => Promise<void>): Promise<MembershipRow | undefined>;
};

const columns = {
  id: accountMemberships.id,
  account_member_id: accountMemberships.memberId,
  created_at: accountMemberships.createdAt,
  updated_at: accountMemberships.updatedAt,
};

const byId = (accountId: string, id: string) => and(eq(accountMemberships.accountId, accountId), eq(accountMemberships.id, id));

const sqlMembershipStore: MembershipStore = {
  async list(of, { conditions, sort, page }) {
    const db = await getDb();
    const owner = "accountId" in of ? eq(accountMemberships.accountId, of.accountId) : eq(accountMemberships.memberId, of.memberId);
    const where = and(owner, conditionsSql(columns, conditions));
    return pageOfRows(
      db,
      () => db.select().from(accountMemberships).where(where).orderBy(...sortSql(columns, sort, accountMemberships.id)).limit(page.limit).offset(page.offset),
      () => db.select({ total: count() }).from(accountMemberships).where(where),
    );
  },
  async find(accountId, id) {
    const [row] = await (await getDb()).select().from(accountMemberships).where(byId(accountId, id));
    return row;
  },
  async insert(accountId, memberId) {
    try {
      const [row] = await (await getDb()).insert(accountMemberships).values({ accountId, memberId }).returning();
      return row;
    } catch (error) {
      if (isUniqueViolation(error)) return "duplicate";
      if (isForeignKeyViolation(error)) return "missing";
      throw error;
    }
  },
  async touch(accountId, id, at) {
    const [row] = await (await getDb()).update(accountMemberships).set({ updatedAt: at }).where(byId(accountId, id)).returning();
    return row;
  },
  async delete(accountId, id, alongside) {
    return (await getDb()).transaction(async (tx) => {
      const [row] = await tx.delete(accountMemberships).where(byId(accountId, id)).returning();
      if (row) await alongside(tx, row);
      return row;
    });
  },
};

export function membershipStore(): MembershipStore {
  return sqlMembershipStore;
}
