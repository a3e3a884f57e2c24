import { api } from "@/lib/http/api";
import { ok } from "@/lib/http/response";
import { requestCurrency } from "@/lib/http/currency";
import { catalogAvailability, catalogIncluded, findProduct, parseCatalogInclude, productNotFound, productResource } from "@/lib/commerce/catalog/products";
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
      const [included, stock] = await Promise.all([catalogIncluded(db, [row], include, currency), catalogAvailability(db, [row])]);
      return ok({ data: productResource(row, currency, stock.get(row.id)), ...(included ? { included } : {}) });
    },
  },
});
