// EP's account member resource (POST /v2/account-members, GET /v2/account-members/{id}), from its row: never its password hash.
import type { MemberRow } from "@/lib/storage/accounts/rows";
import { isoSeconds } from "../time";

export function accountMemberResource(row: MemberRow) {
  return {
    id: row.id,
    type: "account_member" as const,
    account_id: row.accountId,
    name: row.name,
    email: row.email,
    meta: { timestamps: { created_at: isoSeconds(row.createdAt) } },
  };
}
