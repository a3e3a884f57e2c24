import { api } from "@/lib/http/api";
import { noContent, ok } from "@/lib/http/response";
import { accountAddressUpdateSchema, addressResource, deleteAddress, getAddress, updateAddress } from "@/lib/commerce/accounts/addresses";
import { parseOrThrow } from "@/lib/commerce/validation";
import { getDb } from "@/lib/storage/db";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "token", run: async ({ params, caller }) => ok({ data: addressResource(await getAddress(await getDb(), caller, params.accountId, params.addressId)) }) },
  PUT: {
    access: "token",
    run: async ({ params, caller, body }) =>
      ok({ data: addressResource(await updateAddress(await getDb(), caller, params.accountId, params.addressId, parseOrThrow(accountAddressUpdateSchema, body, "").data)) }),
  },
  DELETE: {
    access: "token",
    run: async ({ params, caller }) => {
      await deleteAddress(await getDb(), caller, params.accountId, params.addressId);
      return noContent();
    },
  },
});
