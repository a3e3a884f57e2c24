import { api } from "@/lib/http/api/api";
import { created, ok } from "@/lib/http/api/response";
import { pageMeta } from "@/lib/http/api/pagination";
import { ACCOUNT_LIST, accountSchema, createAccount, listAccounts } from "@/lib/commerce/accounts/accounts";
import { parseListQuery } from "@/lib/commerce/accounts/list-query";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ query, request }) => {
      const list = parseListQuery(query, ACCOUNT_LIST);
      const { data, total } = await listAccounts(list);
      return ok({ data, ...pageMeta("/v2/accounts", list.page, total, { request, absolute: true, omitAbsent: true }) });
    },
  },
  POST: { access: "admin", run: async ({ body }) => created({ data: await createAccount(parseOrThrow(accountSchema, body, "").data) }) },
});
