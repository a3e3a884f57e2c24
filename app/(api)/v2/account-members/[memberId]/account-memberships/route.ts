import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { pageMeta } from "@/lib/http/api/pagination";
import { parseListQuery } from "@/lib/commerce/accounts/list-query";
import { MEMBERSHIP_LIST, listMemberMemberships, parseMembershipInclude } from "@/lib/commerce/accounts/memberships";
import { memberIdParam } from "@/lib/http/path-ids";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ params, query, request, origin }) => {
      const memberId = memberIdParam(params.memberId);
      const list = parseListQuery(query, MEMBERSHIP_LIST);
      const { total, ...answer } = await listMemberMemberships(memberId, list, origin, parseMembershipInclude(query.get("include"), "account"));
      return ok({ ...answer, ...pageMeta(`/v2/account-members/${memberId}/account-memberships`, list.page, total, { request, absolute: true, omitAbsent: true }) });
    },
  },
});
