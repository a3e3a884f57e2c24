// The rows of accounts, their members, memberships and addresses as the database holds them: what the account
// stores read and write. A leaf: the stores and the accounts domain depend on these types.
import type { accountAddresses, accountMembers, accountMemberships, accounts } from "../schema";

export type AccountRow = typeof accounts.$inferSelect;
export type MemberRow = typeof accountMembers.$inferSelect;
export type MembershipRow = typeof accountMemberships.$inferSelect;
export type AddressRow = typeof accountAddresses.$inferSelect;

/** The fields of an address a write sets (the others keep their stored values, or their defaults on insert). */
export type AddressColumns = Partial<Omit<AddressRow, "id" | "accountId" | "createdAt" | "updatedAt">>;

/** A condition of a back-office list's filter on one text column: equal, or a LIKE pattern (any case). */
export type TextCondition<Column extends string> =
  | { column: Column; op: "eq"; value: string }
  | { column: Column; op: "like"; pattern: string }
  | { column: Column; op: "in"; values: string[] };

/** A back-office list's order: a column, ascending or descending. */
export type ListSort<Column extends string> = { column: Column; descending: boolean };

export type ListPage = { limit: number; offset: number };
