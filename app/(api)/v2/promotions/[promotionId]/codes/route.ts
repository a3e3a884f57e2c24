import { api } from "@/lib/http/api";
import { created, noContent, ok } from "@/lib/http/response";
import { pageMeta } from "@/lib/http/pagination";
import { parsePage } from "@/lib/commerce/catalog/products";
import {
  addPromotionCodes,
  deletePromotionCodes,
  listPromotionCodes,
  promotionCodeResource,
} from "@/lib/commerce/promotions/promotions";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ params, query }) => {
      const page = parsePage(query);
      const { rows, total } = await listPromotionCodes(params.promotionId, page);
      return ok({ data: rows.map(promotionCodeResource), ...pageMeta(`/v2/promotions/${params.promotionId}/codes`, page, total) });
    },
  },
  POST: {
    access: "admin",
    run: async ({ params, body }) => created({ data: (await addPromotionCodes(params.promotionId, body)).map(promotionCodeResource) }),
  },
  DELETE: {
    access: "admin",
    body: true,
    run: async ({ params, body }) => {
      await deletePromotionCodes(params.promotionId, body);
      return noContent();
    },
  },
});
