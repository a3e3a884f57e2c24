import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { requestCurrency } from "@/lib/http/api/currency";
import { pageMeta } from "@/lib/http/api/pagination";
import { productListQuery } from "@/lib/commerce/catalog/catalog-products";
import { cachedCatalogProducts } from "@/lib/cache/catalog-lists";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ request, query, origin }) => {
      const list = productListQuery(query, await requestCurrency(request), origin);
      const { total, ...body } = await cachedCatalogProducts(list);
      return ok({ ...body, ...pageMeta("/catalog/products", list.page, total, { request, catalog: true }) });
    },
  },
});
