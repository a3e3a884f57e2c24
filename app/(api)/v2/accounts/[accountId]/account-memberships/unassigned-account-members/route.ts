import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { pageMeta } from "@/lib/http/api/pagination";
import { MEMBER_LIST, listAccountMembers } from "@/lib/commerce/accounts/accounts";
import { parseListQuery } from "@/lib/commerce/accounts/list-query";
import { accountIdParam } from "@/lib/http/path-ids";

// The account members who are not members of this account: those an administrator may add to it.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ params, query, request }) => {
      const accountId = accountIdParam(params.accountId);
      const list = parseListQuery(query, MEMBER_LIST);
      const { data, total } = await listAccountMembers(list, accountId);
      return ok({ data, ...pageMeta(`/v2/accounts/${accountId}/account-memberships/unassigned-account-members`, list.page, total, { request, absolute: true, omitAbsent: true }) });
    },
  },
});
