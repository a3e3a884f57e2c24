import { api } from "@/lib/http/api";
import { noContent, ok } from "@/lib/http/response";
import { deletePromotion, getPromotion, promotionResource, updatePromotion } from "@/lib/commerce/promotions/promotions";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "admin", run: async ({ params }) => ok({ data: promotionResource(await getPromotion(params.promotionId)) }) },
  PUT: { access: "admin", run: async ({ params, body }) => ok({ data: promotionResource(await updatePromotion(params.promotionId, body)) }) },
  DELETE: {
    access: "admin",
    run: async ({ params }) => {
      await deletePromotion(params.promotionId);
      return noContent();
    },
  },
});
