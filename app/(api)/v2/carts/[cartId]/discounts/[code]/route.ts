import { api } from "@/lib/http/api/api";
import { noContent } from "@/lib/http/api/response";
import { removePromotionCode } from "@/lib/commerce/carts/remove-promotion";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  DELETE: {
    access: "token",
    run: async ({ params }) => {
      await removePromotionCode(params.cartId, params.code);
      return noContent();
    },
  },
});
