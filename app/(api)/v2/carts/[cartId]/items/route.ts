import { api } from "@/lib/http/api";
import { ok } from "@/lib/http/response";
import { getCartItems } from "@/lib/commerce/carts/carts";
import { itemsCollection } from "@/lib/commerce/carts/cart-view";

export const { GET, POST, PUT, PATCH, DELETE } = api({
  GET: { access: "token", run: async ({ params }) => ok(itemsCollection(await getCartItems(params.cartId))) },
});
