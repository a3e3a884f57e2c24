import { api } from "@/lib/http/api/api";
import { jsonBytes, noContent, ok } from "@/lib/http/api/response";
import { z } from "zod";
import { cartWriteSchema, deleteCart, getCart, updateCart } from "@/lib/commerce/carts/carts";
import { parseCartInclude } from "@/lib/commerce/carts/cart-include";
import { cartDocument, cartDocumentBytes } from "@/lib/commerce/carts/cart-resource";
import { parseOrThrow } from "@/lib/commerce/validation";

const updateCartBody = z.object({ data: cartWriteSchema });

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ params, query, origin }) => {
      const include = parseCartInclude(query.getAll("include"));
      return jsonBytes(200, cartDocumentBytes(await getCart(params.cartId), origin, include));
    },
  },
  PUT: { access: "token", run: async ({ params, body, origin }) => ok(cartDocument(await updateCart(params.cartId, parseOrThrow(updateCartBody, body, "").data), origin)) },
  DELETE: {
    access: "token",
    run: async ({ params }) => {
      await deleteCart(params.cartId);
      return noContent();
    },
  },
});
