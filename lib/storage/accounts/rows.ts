// The rows of accounts, their members and their addresses as the database holds them: what the account
// stores read and write. A leaf: the stores and the accounts domain depend on these types.
import type { accountAddresses, accountMembers, accounts } from "../schema";

export type AccountRow = typeof accounts.$inferSelect;
export type MemberRow = typeof accountMembers.$inferSelect;
export type AddressRow = typeof accountAddresses.$inferSelect;

/** The fields of an address a write sets (the others keep their stored values, or their defaults on insert). */
export type AddressColumns = Partial<Omit<AddressRow, "id" | "accountId" | "createdAt" | "updatedAt">>;
