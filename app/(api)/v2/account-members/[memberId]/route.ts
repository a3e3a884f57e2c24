import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { getAccountMember } from "@/lib/commerce/accounts/accounts";
import { memberIdParam } from "@/lib/http/path-ids";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "token", run: async ({ params, caller }) => ok({ data: await getAccountMember(caller, memberIdParam(params.memberId)) }) },
});
