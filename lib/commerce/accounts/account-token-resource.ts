// EP's answer to an account member token request (POST /v2/account-members/tokens): one token for each account the
// member is a member of (account_memberships), and who signed in.
import { isoSeconds } from "../time";

/** A token that lets the member act for one account. */
export type AccountToken = { accountId: string; accountName: string; token: string; expires: Date };

/** A signed-in member: the token of their first account (the storefront's session), and one for each of their accounts. */
export type MemberSession = AccountToken & { memberId: string; tokens: AccountToken[] };

export function accountTokenResponse(session: MemberSession) {
  const total = session.tokens.length;
  return {
    data: session.tokens.map((token) => ({
      type: "account_management_authentication_token" as const,
      account_id: token.accountId,
      account_name: token.accountName,
      token: token.token,
      expires: isoSeconds(token.expires),
    })),
    meta: { account_member_id: session.memberId, page: { limit: Math.max(25, total), offset: 0, current: 1, total: 1 }, results: { total } },
  };
}
