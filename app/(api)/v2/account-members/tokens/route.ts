import { api } from "@/lib/http/api";
import { clientAddress } from "@/lib/http/client-address";
import { created } from "@/lib/http/response";
import { signInMember } from "@/lib/commerce/accounts/accounts";
import { getDb } from "@/lib/storage/db";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  POST: { access: "token", run: async ({ body, request }) => created(await signInMember(await getDb(), body, { address: clientAddress(request.headers) })) },
});
