import { api } from "@/lib/http/api/api";
import { created, ok } from "@/lib/http/api/response";
import { pageMeta } from "@/lib/http/api/pagination";
import { MEMBER_LIST, accountMemberSchema, createAccountMember, listAccountMembers } from "@/lib/commerce/accounts/accounts";
import { parseListQuery } from "@/lib/commerce/accounts/list-query";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ query, request }) => {
      const list = parseListQuery(query, MEMBER_LIST);
      const { data, total } = await listAccountMembers(list);
      return ok({ data, ...pageMeta("/v2/account-members", list.page, total, { request, absolute: true, omitAbsent: true }) });
    },
  },
  POST: { access: "admin", run: async ({ body }) => created({ data: await createAccountMember(parseOrThrow(accountMemberSchema, body, "").data) }) },
});
