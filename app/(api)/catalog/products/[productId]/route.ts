import { api } from "@/lib/http/api";
import { ok } from "@/lib/http/response";
import { requestCurrency } from "@/lib/http/currency";
import { catalogIncluded, findProduct, parseCatalogInclude, productNotFound, productResource } from "@/lib/commerce/catalog/products";
import { getDb } from "@/lib/storage/db";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ request, params, query }) => {
      const include = parseCatalogInclude(query.getAll("include"));
      const db = await getDb();
      const row = await findProduct(db, { id: params.productId }, { liveOnly: true });
      if (!row) throw productNotFound({ id: params.productId });
      const currency = requestCurrency(request);
      const included = await catalogIncluded(db, [row], include, currency);
      return ok({ data: productResource(row, currency), ...(included ? { included } : {}) });
    },
  },
});
