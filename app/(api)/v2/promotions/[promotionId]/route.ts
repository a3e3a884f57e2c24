import { api } from "@/lib/http/api/api";
import { noContent, ok } from "@/lib/http/api/response";
import { deletePromotion, getPromotion, updatePromotion } from "@/lib/commerce/promotions/promotions";
import { promotionResource } from "@/lib/commerce/promotions/promotion-resource";
import { promotionChangeSchema } from "@/lib/commerce/promotions/promotion-schema";
import { parseOrThrow } from "@/lib/commerce/validation";
import { promotionIdParam } from "@/lib/http/path-ids";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "admin", run: async ({ params }) => ok({ data: promotionResource(await getPromotion(promotionIdParam(params.promotionId))) }) },
  PUT: {
    access: "admin",
    run: async ({ params, body }) => {
      const change = parseOrThrow(promotionChangeSchema, body, "").data;
      return ok({ data: promotionResource(await updatePromotion(promotionIdParam(params.promotionId), change)) });
    },
  },
  DELETE: {
    access: "admin",
    run: async ({ params }) => {
      await deletePromotion(promotionIdParam(params.promotionId));
      return noContent();
    },
  },
});
