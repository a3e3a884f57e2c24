import { api } from "@/lib/http/api/api";
import { readForm } from "@/lib/http/api/body";
import { clientAddress } from "@/lib/http/origin/client-address";
import { ok } from "@/lib/http/api/response";
import { issueAccessToken } from "@/lib/commerce/auth/tokens";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  POST: {
    access: "public",
    body: false,
    run: async ({ request }) => ok(await issueAccessToken(await readForm(request), { address: clientAddress(request.headers) })),
  },
});
