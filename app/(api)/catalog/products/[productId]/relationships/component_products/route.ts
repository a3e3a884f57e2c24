import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { pageMeta } from "@/lib/http/api/pagination";
import { parsePage } from "@/lib/commerce/catalog/products";
import { catalogComponentProductIds } from "@/lib/commerce/catalog/catalog-products";
import { productIdParam } from "@/lib/http/path-ids";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ request, params, query }) => {
      const page = parsePage(query);
      const { data, total } = await catalogComponentProductIds(productIdParam(params.productId), page);
      return ok({ data, ...pageMeta(`/catalog/products/${params.productId}/relationships/component_products`, page, total, { request, catalog: true }) });
    },
  },
});
