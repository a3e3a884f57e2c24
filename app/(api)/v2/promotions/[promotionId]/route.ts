import { api } from "@/lib/http/api/api";
import { noContent, ok } from "@/lib/http/api/response";
import { deletePromotion, getPromotion, updatePromotion } from "@/lib/commerce/promotions/promotions";
import { promotionResource } from "@/lib/commerce/promotions/promotion-resource";
import { promotionChangeSchema } from "@/lib/commerce/promotions/promotion-schema";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "admin", run: async ({ params }) => ok({ data: promotionResource(await getPromotion(params.promotionId)) }) },
  PUT: { access: "admin", run: async ({ params, body }) => ok({ data: promotionResource(await updatePromotion(params.promotionId, parseOrThrow(promotionChangeSchema, body, "").data)) }) },
  DELETE: {
    access: "admin",
    run: async ({ params }) => {
      await deletePromotion(params.promotionId);
      return noContent();
    },
  },
});
