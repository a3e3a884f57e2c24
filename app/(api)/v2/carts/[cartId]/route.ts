import { api } from "@/lib/http/api";
import { noContent, ok } from "@/lib/http/response";
import { z } from "zod";
import { cartWriteSchema, deleteCart, getCart, updateCart } from "@/lib/commerce/carts/carts";
import { cartResource } from "@/lib/commerce/carts/cart-resource";
import { parseOrThrow } from "@/lib/commerce/validation";

const updateCartBody = z.object({ data: cartWriteSchema });

export const { GET, POST, PUT, PATCH, DELETE } = api({
  GET: { access: "token", run: async ({ params }) => ok({ data: cartResource(await getCart(params.cartId)) }) },
  PUT: { access: "token", run: async ({ params, body }) => ok({ data: cartResource(await updateCart(params.cartId, parseOrThrow(updateCartBody, body, "").data)) }) },
  DELETE: {
    access: "token",
    run: async ({ params }) => {
      await deleteCart(params.cartId);
      return noContent();
    },
  },
});
