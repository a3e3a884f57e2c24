import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { cartItemUpdateSchema, deleteCartItem, updateCartItem } from "@/lib/commerce/carts/carts";
import { itemsCollection } from "@/lib/commerce/carts/cart-resource";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  PUT: {
    access: "token",
    run: async ({ params, body, origin }) => ok(itemsCollection(await updateCartItem(params.cartId, params.itemId, parseOrThrow(cartItemUpdateSchema, body, "").data), origin)),
  },
  DELETE: {
    access: "token",
    run: async ({ params, origin }) => ok(itemsCollection(await deleteCartItem(params.cartId, params.itemId), origin)),
  },
});
