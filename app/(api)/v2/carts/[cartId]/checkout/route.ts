import { api } from "@/lib/http/api";
import { created } from "@/lib/http/response";
import { checkoutCart, orderDocument } from "@/lib/commerce/orders/orders";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  POST: {
    access: "token",
    run: async ({ params, body, caller, origin }) => created(orderDocument(await checkoutCart(params.cartId, body, caller), { origin })),
  },
});
