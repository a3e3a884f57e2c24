import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { requestCurrency } from "@/lib/http/api/currency";
import { catalogProduct } from "@/lib/commerce/catalog/catalog-products";
import { parseCatalogInclude } from "@/lib/commerce/catalog/products";
import { productIdParam } from "@/lib/http/path-ids";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ request, params, query, origin }) => {
      const include = parseCatalogInclude(query.getAll("include"));
      const options = { origin, currency: await requestCurrency(request), include };
      return ok(await catalogProduct(productIdParam(params.productId), options));
    },
  },
});
