import { api } from "@/lib/http/api/api";
import { created } from "@/lib/http/api/response";
import { accountMemberSchema, createAccountMember } from "@/lib/commerce/accounts/accounts";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  POST: { access: "admin", run: async ({ body }) => created({ data: await createAccountMember(parseOrThrow(accountMemberSchema, body, "").data) }) },
});
