import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { getAccount, updateAccount, updateAccountSchema } from "@/lib/commerce/accounts/accounts";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "token", run: async ({ params, caller }) => ok({ data: await getAccount(caller, params.accountId) }) },
  PUT: {
    access: "token",
    run: async ({ params, caller, body }) => ok({ data: await updateAccount(caller, params.accountId, parseOrThrow(updateAccountSchema, body, "").data) }),
  },
});
