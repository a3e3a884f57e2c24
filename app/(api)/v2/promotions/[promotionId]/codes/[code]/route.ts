import { api } from "@/lib/http/api/api";
import { noContent } from "@/lib/http/api/response";
import { deletePromotionCode } from "@/lib/commerce/promotions/promotions";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  DELETE: {
    access: "admin",
    run: async ({ params }) => {
      await deletePromotionCode(params.promotionId, params.code);
      return noContent();
    },
  },
});
