import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { pageMeta } from "@/lib/http/api/pagination";
import { requestCurrency } from "@/lib/http/api/currency";
import { catalogChildProducts, productListQuery } from "@/lib/commerce/catalog/catalog-products";
import { productIdParam } from "@/lib/http/path-ids";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ request, params, query, origin }) => {
      const list = productListQuery(query, await requestCurrency(request), origin);
      const { total, ...body } = await catalogChildProducts(productIdParam(params.productId), list);
      return ok({ ...body, ...pageMeta(`/catalog/products/${params.productId}/relationships/children`, list.page, total, { request, catalog: true }) });
    },
  },
});
