import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { requestCurrency } from "@/lib/http/api/currency";
import { catalogConfiguredBundle } from "@/lib/commerce/catalog/catalog-products";
import { configureBundleBodySchema } from "@/lib/commerce/catalog/product-schema";
import { parseCatalogInclude } from "@/lib/commerce/catalog/products";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  POST: {
    access: "token",
    run: async ({ request, params, query, body, origin }) => {
      const include = parseCatalogInclude(query.getAll("include"));
      const { selected_options } = parseOrThrow(configureBundleBodySchema, body, "").data;
      return ok(await catalogConfiguredBundle(params.productId, selected_options, { origin, currency: await requestCurrency(request), include }));
    },
  },
});
