import { api } from "@/lib/http/api/api";
import { noContent, ok } from "@/lib/http/api/response";
import { customDiscountChangeSchema, deleteCustomDiscount, updateCustomDiscount } from "@/lib/commerce/carts/custom-discounts";
import { customDiscountResource } from "@/lib/commerce/carts/cart-resource";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  PUT: {
    access: "admin",
    run: async ({ params, body }) => {
      const { view, row } = await updateCustomDiscount(params.cartId, params.discountId, parseOrThrow(customDiscountChangeSchema, body, "").data, params.itemId);
      return ok({ data: customDiscountResource(row, view.cart.currency ?? "") });
    },
  },
  DELETE: {
    access: "admin",
    run: async ({ params }) => {
      await deleteCustomDiscount(params.cartId, params.discountId, params.itemId);
      return noContent();
    },
  },
});
