import { api } from "@/lib/http/api";
import { ok } from "@/lib/http/response";
import { requestCurrency } from "@/lib/http/currency";
import { pageMeta } from "@/lib/http/pagination";
import { parseProductFilter } from "@/lib/commerce/catalog/catalog-filter";
import { catalogAvailability, catalogIncluded, listProducts, parseCatalogInclude, parsePage, productResource } from "@/lib/commerce/catalog/products";
import { getDb } from "@/lib/storage/db";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ request, query }) => {
      const page = parsePage(query);
      const filter = parseProductFilter(query.get("filter"));
      const include = parseCatalogInclude(query.getAll("include"));
      const db = await getDb();
      const { rows, total } = await listProducts(db, page, { liveOnly: true, filter });
      const currency = requestCurrency(request);
      const [included, stock] = await Promise.all([catalogIncluded(db, rows, include, currency), catalogAvailability(db, rows)]);
      return ok({
        data: rows.map((r) => productResource(r, currency, stock.get(r.id))),
        ...(included ? { included } : {}),
        ...pageMeta("/catalog/products", page, total, { request, catalog: true }),
      });
    },
  },
});
