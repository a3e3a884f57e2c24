import { api } from "@/lib/http/api";
import { ok } from "@/lib/http/response";
import { requestCurrency } from "@/lib/http/currency";
import { catalogConfiguredBundle } from "@/lib/commerce/catalog/catalog-reads";
import { parseCatalogInclude } from "@/lib/commerce/catalog/products";
import { getDb } from "@/lib/storage/db";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  POST: {
    access: "token",
    run: async ({ request, params, query, body, origin }) => {
      const include = parseCatalogInclude(query.getAll("include"));
      return ok(await catalogConfiguredBundle(await getDb(), params.productId, body, { origin, currency: requestCurrency(request), include }));
    },
  },
});
