import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { pageMeta } from "@/lib/http/api/pagination";
import { accountAddressBodySchema, createAddress, listAddresses } from "@/lib/commerce/accounts/addresses";
import { addressResource } from "@/lib/commerce/accounts/address-resource";
import { parsePage } from "@/lib/commerce/catalog/products";
import { parseOrThrow } from "@/lib/commerce/validation";
import { accountIdParam } from "@/lib/http/path-ids";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ params, caller, query, request }) => {
      const page = parsePage(query);
      const { rows, total } = await listAddresses(caller, accountIdParam(params.accountId), page);
      return ok({ data: rows.map(addressResource), ...pageMeta(`/v2/accounts/${params.accountId}/addresses`, page, total, { request, omitAbsent: true }) });
    },
  },
  // EP answers a new address with 200.
  POST: {
    access: "token",
    run: async ({ params, caller, body }) => {
      const input = parseOrThrow(accountAddressBodySchema, body, "").data;
      return ok({ data: addressResource(await createAddress(caller, accountIdParam(params.accountId), input)) });
    },
  },
});
