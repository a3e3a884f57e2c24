import { api } from "@/lib/http/api/api";
import { created, ok } from "@/lib/http/api/response";
import { pageMeta } from "@/lib/http/api/pagination";
import { parseListQuery } from "@/lib/commerce/accounts/list-query";
import { MEMBERSHIP_LIST, createMembership, listAccountMemberships, membershipSchema, parseMembershipInclude } from "@/lib/commerce/accounts/memberships";
import { parseOrThrow } from "@/lib/commerce/validation";
import { accountIdParam } from "@/lib/http/path-ids";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ params, query, request, origin }) => {
      const accountId = accountIdParam(params.accountId);
      const list = parseListQuery(query, MEMBERSHIP_LIST);
      const include = parseMembershipInclude(query.get("include"), "account_member");
      const { total, ...answer } = await listAccountMemberships(accountId, list, origin, include);
      return ok({ ...answer, ...pageMeta(`/v2/accounts/${accountId}/account-memberships`, list.page, total, { request, absolute: true, omitAbsent: true }) });
    },
  },
  POST: {
    access: "admin",
    run: async ({ params, body, origin }) => {
      const accountId = accountIdParam(params.accountId);
      return created({ data: await createMembership(accountId, parseOrThrow(membershipSchema, body, "").data, origin) });
    },
  },
});
