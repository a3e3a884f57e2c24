import { api } from "@/lib/http/api/api";
import { created } from "@/lib/http/api/response";
import { addCustomDiscounts, parseCustomDiscountsBody } from "@/lib/commerce/carts/custom-discounts";
import { customDiscountResource } from "@/lib/commerce/carts/cart-resource";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  POST: {
    access: "admin",
    run: async ({ params, body }) => {
      const { view, added, many } = await addCustomDiscounts(params.cartId, parseCustomDiscountsBody(body), params.itemId);
      const resources = added.map((row) => customDiscountResource(row, view.cart.currency ?? ""));
      return created({ data: many ? resources : resources[0] });
    },
  },
});
