import { api } from "@/lib/http/api";
import { checkoutRequestSchema } from "@/lib/commerce/orders/checkout-schema";
import { parseOrThrow } from "@/lib/commerce/validation";
import { created } from "@/lib/http/response";
import { checkoutCart } from "@/lib/commerce/orders/orders";
import { orderDocument } from "@/lib/commerce/orders/order-resource";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  POST: {
    access: "token",
    run: async ({ params, body, caller, origin }) => {
      const request = parseOrThrow(checkoutRequestSchema, body ?? {}, "").data;
      return created(orderDocument(await checkoutCart(params.cartId, request, caller), { origin }));
    },
  },
});
