// EP's account membership resource (/v2/accounts/{id}/account-memberships…), from its row: seen from its account it
// names its member, seen from its member (/v2/account-members/{id}/account-memberships) it names its account. Its
// link is absolute against the origin clients reach the store at (EP's documents type it a URI).
import type { MembershipRow } from "@/lib/storage/accounts/rows";
import { isoSeconds } from "../time";
import { absoluteHref } from "../absolute-href";

function membershipBase(row: MembershipRow, origin: string) {
  return {
    id: row.id,
    type: "account_membership" as const,
    meta: { timestamps: { created_at: isoSeconds(row.createdAt), updated_at: isoSeconds(row.updatedAt) } },
    links: { self: absoluteHref(`/v2/accounts/${row.accountId}/account-memberships/${row.id}`, origin) },
  };
}

export function membershipResource(row: MembershipRow, origin: string) {
  return { ...membershipBase(row, origin), relationships: { account_member: { data: { type: "account_member" as const, id: row.memberId } } } };
}

export function memberMembershipResource(row: MembershipRow, origin: string) {
  return { ...membershipBase(row, origin), relationships: { account: { data: { type: "account" as const, id: row.accountId } } } };
}
