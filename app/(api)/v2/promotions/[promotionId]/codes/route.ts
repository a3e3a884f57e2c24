import { api } from "@/lib/http/api/api";
import { created, noContent, ok } from "@/lib/http/api/response";
import { pageMeta } from "@/lib/http/api/pagination";
import { parsePage } from "@/lib/commerce/catalog/products";
import { addPromotionCodes, deletePromotionCodes, listPromotionCodes } from "@/lib/commerce/promotions/promotions";
import { promotionCodeResource } from "@/lib/commerce/promotions/promotion-resource";
import { promotionCodesSchema } from "@/lib/commerce/promotions/promotion-schema";
import { parseOrThrow } from "@/lib/commerce/validation";
import { promotionIdParam } from "@/lib/http/path-ids";

/** The codes a body names (`{data:{type:"promotion_codes", codes:[{code}]}}`). */
const codesOf = (body: unknown) => parseOrThrow(promotionCodesSchema, body, "").data.codes.map((c) => c.code);

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ params, query }) => {
      const page = parsePage(query);
      const { rows, total } = await listPromotionCodes(promotionIdParam(params.promotionId), page);
      return ok({ data: rows.map(promotionCodeResource), ...pageMeta(`/v2/promotions/${params.promotionId}/codes`, page, total) });
    },
  },
  POST: {
    access: "admin",
    run: async ({ params, body }) => {
      const codes = codesOf(body);
      return created({ data: (await addPromotionCodes(promotionIdParam(params.promotionId), codes)).map(promotionCodeResource) });
    },
  },
  DELETE: {
    access: "admin",
    body: true,
    run: async ({ params, body }) => {
      const codes = codesOf(body);
      await deletePromotionCodes(promotionIdParam(params.promotionId), codes);
      return noContent();
    },
  },
});
