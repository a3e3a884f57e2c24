import { api } from "@/lib/http/api/api";
import { noContent, ok } from "@/lib/http/api/response";
import { associateCartWithCustomer, cartCustomersBodySchema, dissociateCartFromCustomer } from "@/lib/commerce/carts/customer-carts";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  POST: {
    access: "admin",
    run: async ({ params, body }) => {
      const { data } = parseOrThrow(cartCustomersBodySchema, body, "");
      // EP answers 204 when the cart was associated with the customer already.
      return (await associateCartWithCustomer(params.cartId, data)) === "already" ? noContent() : ok({ data });
    },
  },
  DELETE: {
    access: "admin",
    body: true,
    run: async ({ params, body }) => {
      await dissociateCartFromCustomer(params.cartId, parseOrThrow(cartCustomersBodySchema, body, "").data);
      return noContent();
    },
  },
});
