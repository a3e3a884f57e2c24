import { api } from "@/lib/http/api/api";
import { clientAddress } from "@/lib/http/origin/client-address";
import { created } from "@/lib/http/api/response";
import { signInMember, signInSchema } from "@/lib/commerce/accounts/accounts";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  POST: {
    access: "token",
    run: async ({ body, request }) => created(await signInMember(parseOrThrow(signInSchema, body, "").data, { address: clientAddress(request.headers) })),
  },
});
