import { api } from "@/lib/http/api/api";
import { noContent, ok } from "@/lib/http/api/response";
import { accountAddressUpdateSchema, deleteAddress, getAddress, updateAddress } from "@/lib/commerce/accounts/addresses";
import { addressResource } from "@/lib/commerce/accounts/address-resource";
import { parseOrThrow } from "@/lib/commerce/validation";
import { addressIdParams } from "@/lib/http/path-ids";

const address = (params: Record<string, string>) => addressIdParams(params.accountId, params.addressId);

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "token", run: async ({ params, caller }) => ok({ data: addressResource(await getAddress(caller, ...address(params))) }) },
  PUT: {
    access: "token",
    run: async ({ params, caller, body }) => {
      const input = parseOrThrow(accountAddressUpdateSchema, body, "").data;
      return ok({ data: addressResource(await updateAddress(caller, ...address(params), input)) });
    },
  },
  DELETE: {
    access: "token",
    run: async ({ params, caller }) => {
      await deleteAddress(caller, ...address(params));
      return noContent();
    },
  },
});
