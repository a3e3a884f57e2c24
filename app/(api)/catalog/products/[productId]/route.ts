import { api } from "@/lib/http/api";
import { ok } from "@/lib/http/response";
import { requestCurrency } from "@/lib/http/currency";
import { catalogProduct } from "@/lib/commerce/catalog/catalog-products";
import { parseCatalogInclude } from "@/lib/commerce/catalog/products";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ request, params, query, origin }) => {
      const include = parseCatalogInclude(query.getAll("include"));
      return ok(await catalogProduct(params.productId, { origin, currency: await requestCurrency(request), include }));
    },
  },
});
