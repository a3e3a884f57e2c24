import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { pageMeta } from "@/lib/http/api/pagination";
import { parsePage } from "@/lib/commerce/catalog/products";
import { pcmRelatedProducts } from "@/lib/commerce/catalog/custom-relationships";
import { productIdParam, relationshipSlugParam } from "@/lib/http/path-ids";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ request, params, query, origin }) => {
      const page = parsePage(query);
      const { data, total } = await pcmRelatedProducts(productIdParam(params.productId), relationshipSlugParam(params.customRelationshipSlug), page, origin);
      return ok({ data, ...pageMeta(`/pcm/products/${params.productId}/custom-relationships/${params.customRelationshipSlug}/products`, page, total, { request, omitAbsent: true }) });
    },
  },
});
