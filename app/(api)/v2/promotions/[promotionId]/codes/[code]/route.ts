import { api } from "@/lib/http/api/api";
import { noContent } from "@/lib/http/api/response";
import { deletePromotionCode } from "@/lib/commerce/promotions/promotions";
import { promotionIdParam } from "@/lib/http/path-ids";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  DELETE: {
    access: "admin",
    run: async ({ params }) => {
      await deletePromotionCode(promotionIdParam(params.promotionId), params.code);
      return noContent();
    },
  },
});
