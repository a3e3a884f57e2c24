// Who may read and change an account's own resources (the account, its members, its addresses): the
// account's members, through their account token, and administrators. To anyone else the resource does
// not exist (404): a token of another account learns nothing, not even that the id is real.
import type { Caller } from "../auth/tokens";

export function mayUseAccount(caller: Caller, accountId: string): boolean {
  return caller.grant === "client_credentials" || (!!caller.accountId && caller.accountId.toLowerCase() === accountId.toLowerCase());
}

export function mayReadMember(caller: Caller, member: { id: string; accountId: string | null }): boolean {
  return caller.grant === "client_credentials" || (!!caller.accountMemberId && caller.accountMemberId.toLowerCase() === member.id.toLowerCase());
}
