import { api } from "@/lib/http/api/api";
import { noContent, ok } from "@/lib/http/api/response";
import { deleteAccount, getAccount, updateAccount, updateAccountSchema } from "@/lib/commerce/accounts/accounts";
import { parseOrThrow } from "@/lib/commerce/validation";
import { accountIdParam } from "@/lib/http/path-ids";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "token", run: async ({ params, caller }) => ok({ data: await getAccount(caller, accountIdParam(params.accountId)) }) },
  PUT: {
    access: "token",
    run: async ({ params, caller, body }) => {
      const data = parseOrThrow(updateAccountSchema, body, "").data;
      return ok({ data: await updateAccount(caller, accountIdParam(params.accountId), data) });
    },
  },
  DELETE: {
    access: "admin",
    run: async ({ params }) => {
      await deleteAccount(accountIdParam(params.accountId));
      return noContent();
    },
  },
});
