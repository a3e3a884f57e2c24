import { api } from "@/lib/http/api/api";
import { noContent, ok } from "@/lib/http/api/response";
import { accountAddressUpdateSchema, deleteAddress, getAddress, updateAddress } from "@/lib/commerce/accounts/addresses";
import { addressResource } from "@/lib/commerce/accounts/address-resource";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "token", run: async ({ params, caller }) => ok({ data: addressResource(await getAddress(caller, params.accountId, params.addressId)) }) },
  PUT: {
    access: "token",
    run: async ({ params, caller, body }) =>
      ok({ data: addressResource(await updateAddress(caller, params.accountId, params.addressId, parseOrThrow(accountAddressUpdateSchema, body, "").data)) }),
  },
  DELETE: {
    access: "token",
    run: async ({ params, caller }) => {
      await deleteAddress(caller, params.accountId, params.addressId);
      return noContent();
    },
  },
});
