import { api } from "@/lib/http/api/api";
import { created, ok } from "@/lib/http/api/response";
import { pageMeta } from "@/lib/http/api/pagination";
import { parsePage } from "@/lib/commerce/catalog/products";
import { createPromotion, listPromotions, promotionCodeFilter } from "@/lib/commerce/promotions/promotions";
import { promotionResource } from "@/lib/commerce/promotions/promotion-resource";
import { newPromotionSchema, promotionDocumentSchema } from "@/lib/commerce/promotions/promotion-schema";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ query }) => {
      const page = parsePage(query);
      const { rows, total } = await listPromotions(page, promotionCodeFilter(query.get("filter")));
      return ok({ data: rows.map(promotionResource), ...pageMeta("/v2/promotions", page, total) });
    },
  },
  POST: {
    access: "admin",
    run: async ({ body }) => {
      const { data } = parseOrThrow(newPromotionSchema, body, "");
      return created({ data: promotionResource(await createPromotion(parseOrThrow(promotionDocumentSchema, data, "data"))) });
    },
  },
});
