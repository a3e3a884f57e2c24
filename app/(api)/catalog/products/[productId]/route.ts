import { api } from "@/lib/http/api";
import { ok } from "@/lib/http/response";
import { requestCurrency } from "@/lib/http/currency";
import { catalogProductPage } from "@/lib/commerce/catalog/catalog-page";
import { findProduct, parseCatalogInclude, productNotFound } from "@/lib/commerce/catalog/products";
import { getDb } from "@/lib/storage/db";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ request, params, query, origin }) => {
      const include = parseCatalogInclude(query.getAll("include"));
      const db = await getDb();
      const row = await findProduct(db, { id: params.productId }, { liveOnly: true });
      if (!row) throw productNotFound({ id: params.productId });
      const { data, included } = await catalogProductPage(db, [row], { origin, currency: requestCurrency(request), include });
      return ok({ data: data[0], ...(included ? { included } : {}) });
    },
  },
});
