import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { requestCurrency } from "@/lib/http/api/currency";
import { catalogConfiguredBundle } from "@/lib/commerce/catalog/catalog-products";
import { configureBundleBodySchema } from "@/lib/commerce/catalog/product-schema";
import { parseCatalogInclude } from "@/lib/commerce/catalog/products";
import { parseOrThrow } from "@/lib/commerce/validation";
import { productIdParam } from "@/lib/http/path-ids";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  POST: {
    access: "token",
    run: async ({ request, params, query, body, origin }) => {
      const include = parseCatalogInclude(query.getAll("include"));
      const { selected_options } = parseOrThrow(configureBundleBodySchema, body, "").data;
      const options = { origin, currency: await requestCurrency(request), include };
      return ok(await catalogConfiguredBundle(productIdParam(params.productId), selected_options, options));
    },
  },
});
