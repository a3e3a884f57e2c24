import { api } from "@/lib/http/api/api";
import { jsonBytes, noContent, ok } from "@/lib/http/api/response";
import { requestCurrency } from "@/lib/http/api/currency";
import { assertCartId, cartItemsUpdateSchema, clearCartItems, getCartItems, updateCartItems } from "@/lib/commerce/carts/carts";
import { addItemsToCart } from "@/lib/commerce/carts/add-items";
import { parseAddItemsBody } from "@/lib/commerce/carts/add-items-request";
import { parseCartInclude } from "@/lib/commerce/carts/cart-include";
import { itemsCollectionBytes, itemsDocument } from "@/lib/commerce/carts/cart-resource";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ params, query, origin }) => {
      const include = parseCartInclude(query.getAll("include"));
      return ok(itemsDocument(await getCartItems(params.cartId), origin, include));
    },
  },
  POST: {
    access: "token",
    run: async ({ params, body, caller, request, origin }) => {
      assertCartId(params.cartId);
      const { view, errors } = await addItemsToCart(params.cartId, parseAddItemsBody(body), { caller, currency: await requestCurrency(request) });
      return jsonBytes(201, itemsCollectionBytes(view, origin, errors));
    },
  },
  PUT: {
    access: "token",
    run: async ({ params, body, origin }) => {
      const { view, errors } = await updateCartItems(params.cartId, parseOrThrow(cartItemsUpdateSchema, body, ""));
      return ok({ ...itemsDocument(view, origin), ...(errors.length ? { errors } : {}) });
    },
  },
  DELETE: {
    access: "token",
    run: async ({ params }) => {
      await clearCartItems(params.cartId);
      return noContent();
    },
  },
});
