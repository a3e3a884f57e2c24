// EP's answer to an account member token request (POST /v2/account-members/tokens): one token per account the
// member belongs to (here always one), and who signed in.
import { isoSeconds } from "../time";

export type MemberSession = { accountId: string; accountName: string; memberId: string; token: string; expires: Date };

export function accountTokenResponse(session: MemberSession) {
  return {
    data: [
      {
        type: "account_management_authentication_token" as const,
        account_id: session.accountId,
        account_name: session.accountName,
        token: session.token,
        expires: isoSeconds(session.expires),
      },
    ],
    meta: { account_member_id: session.memberId, page: { limit: 25, offset: 0, current: 1, total: 1 }, results: { total: 1 } },
  };
}
