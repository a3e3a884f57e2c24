import { api } from "@/lib/http/api";
import { created } from "@/lib/http/response";
import { createAccountMember } from "@/lib/commerce/accounts/accounts";
import { getDb } from "@/lib/storage/db";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  POST: { access: "admin", run: async ({ body }) => created({ data: await createAccountMember(await getDb(), body) }) },
});
