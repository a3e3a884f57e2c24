import { api } from "@/lib/http/api/api";
import { created, noContent, ok } from "@/lib/http/api/response";
import { pageMeta } from "@/lib/http/api/pagination";
import { catalogChanged } from "@/lib/cache/catalog-entry";
import { parsePage } from "@/lib/commerce/catalog/products";
import { associateProducts, dissociateProducts, relatedProductIds } from "@/lib/commerce/catalog/custom-relationships";
import { relatedProductsBodySchema } from "@/lib/commerce/catalog/custom-relationship-schema";
import { parseOrThrow } from "@/lib/commerce/validation";
import { productIdParam, relationshipSlugParam } from "@/lib/http/path-ids";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ request, params, query }) => {
      const page = parsePage(query);
      const { data, total } = await relatedProductIds(productIdParam(params.productId), relationshipSlugParam(params.customRelationshipSlug), page);
      return ok({ data, ...pageMeta(`/pcm/products/${params.productId}/custom-relationships/${params.customRelationshipSlug}`, page, total, { request, omitAbsent: true }) });
    },
  },
  POST: {
    access: "admin",
    run: async ({ params, body }) => {
      const [productId, slug] = [productIdParam(params.productId), relationshipSlugParam(params.customRelationshipSlug)];
      const references = parseOrThrow(relatedProductsBodySchema, body, "").data;
      return catalogChanged(created(await associateProducts(productId, slug, references)));
    },
  },
  DELETE: {
    access: "admin",
    body: true,
    run: async ({ params, body }) => {
      const [productId, slug] = [productIdParam(params.productId), relationshipSlugParam(params.customRelationshipSlug)];
      await dissociateProducts(productId, slug, parseOrThrow(relatedProductsBodySchema, body, "").data);
      return catalogChanged(noContent());
    },
  },
});
