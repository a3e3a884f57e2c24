import { api } from "@/lib/http/api";
import { jsonBytes, ok } from "@/lib/http/response";
import { requestCurrency } from "@/lib/http/currency";
import { assertCartId, getCartItems } from "@/lib/commerce/carts/carts";
import { addItemsToCart } from "@/lib/commerce/carts/add-items";
import { parseAddItemsBody } from "@/lib/commerce/carts/add-items-request";
import { itemsCollection, itemsCollectionBytes } from "@/lib/commerce/carts/cart-resource";

export const { GET, POST, PUT, PATCH, DELETE } = api({
  GET: { access: "token", run: async ({ params }) => ok(itemsCollection(await getCartItems(params.cartId))) },
  POST: {
    access: "token",
    run: async ({ params, body, caller, request }) => {
      assertCartId(params.cartId);
      const { view, errors } = await addItemsToCart(params.cartId, parseAddItemsBody(body), { caller, currency: requestCurrency(request) });
      return jsonBytes(201, itemsCollectionBytes(view, errors));
    },
  },
});
