import { api } from "@/lib/http/api";
import { created } from "@/lib/http/response";
import { createCart } from "@/lib/commerce/carts/carts";
import { cartResource } from "@/lib/commerce/carts/cart-view";

export const { GET, POST, PUT, PATCH, DELETE } = api({
  POST: {
    access: "token",
    run: async ({ body, caller }) => created({ data: cartResource(await createCart(body, { accountId: caller.accountId })) }),
  },
});
