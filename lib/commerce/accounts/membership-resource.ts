// EP's account membership resource (/v2/accounts/{id}/account-memberships…), from its row: seen from its account it
// names its member, seen from its member (/v2/account-members/{id}/account-memberships) it names its account.
import type { MembershipRow } from "@/lib/storage/accounts/rows";
import { isoSeconds } from "../time";

function membershipBase(row: MembershipRow) {
  return {
    id: row.id,
    type: "account_membership" as const,
    meta: { timestamps: { created_at: isoSeconds(row.createdAt), updated_at: isoSeconds(row.updatedAt) } },
    links: { self: `/v2/accounts/${row.accountId}/account-memberships/${row.id}` },
  };
}

export function membershipResource(row: MembershipRow) {
  return { ...membershipBase(row), relationships: { account_member: { data: { type: "account_member" as const, id: row.memberId } } } };
}

export function memberMembershipResource(row: MembershipRow) {
  return { ...membershipBase(row), relationships: { account: { data: { type: "account" as const, id: row.accountId } } } };
}
