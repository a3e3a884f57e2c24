import { api } from "@/lib/http/api/api";
import { noContent } from "@/lib/http/api/response";
import { deleteCustomDiscount } from "@/lib/commerce/carts/custom-discounts";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  DELETE: {
    access: "admin",
    run: async ({ params }) => {
      await deleteCustomDiscount(params.cartId, params.discountId);
      return noContent();
    },
  },
});
