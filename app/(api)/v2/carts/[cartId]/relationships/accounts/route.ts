import { api } from "@/lib/http/api/api";
import { noContent, ok } from "@/lib/http/api/response";
import { associateCartWithAccount, cartAccountsBodySchema, dissociateCartFromAccount } from "@/lib/commerce/carts/account-carts";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  POST: {
    access: "token",
    run: async ({ params, body, caller }) => {
      const { data } = parseOrThrow(cartAccountsBodySchema, body, "");
      // EP answers 204 when the cart was associated with the account already.
      return (await associateCartWithAccount(params.cartId, data, caller)) === "already" ? noContent() : ok({ data });
    },
  },
  DELETE: {
    access: "token",
    body: true,
    run: async ({ params, body, caller }) => {
      await dissociateCartFromAccount(params.cartId, parseOrThrow(cartAccountsBodySchema, body, "").data, caller);
      return noContent();
    },
  },
});
