import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { pageMeta } from "@/lib/http/api/pagination";
import { requestCurrency } from "@/lib/http/api/currency";
import { catalogRelatedProducts, productListQuery } from "@/lib/commerce/catalog/catalog-products";
import { productIdParam, relationshipSlugParam } from "@/lib/http/path-ids";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ request, params, query, origin }) => {
      const [productId, slug] = [productIdParam(params.productId), relationshipSlugParam(params.customRelationshipSlug)];
      const list = productListQuery(query, await requestCurrency(request), origin);
      const { total, ...body } = await catalogRelatedProducts(productId, slug, list);
      const path = `/catalog/products/${params.productId}/relationships/${params.customRelationshipSlug}/products`;
      return ok({ ...body, ...pageMeta(path, list.page, total, { request, catalog: true }) });
    },
  },
});
