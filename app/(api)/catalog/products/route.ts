import { api } from "@/lib/http/api";
import { ok } from "@/lib/http/response";
import { requestCurrency } from "@/lib/http/currency";
import { pageMeta } from "@/lib/http/pagination";
import { parseProductFilter } from "@/lib/commerce/catalog/catalog-filter";
import { catalogProductPage } from "@/lib/commerce/catalog/catalog-page";
import { listProducts, parseCatalogInclude, parsePage, parseProductSort } from "@/lib/commerce/catalog/products";
import { getDb } from "@/lib/storage/db";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ request, query, origin }) => {
      const page = parsePage(query);
      const filter = parseProductFilter(query.get("filter"));
      const sort = parseProductSort(query.get("sort"));
      const include = parseCatalogInclude(query.getAll("include"));
      const currency = requestCurrency(request);
      const db = await getDb();
      const { rows, total } = await listProducts(db, page, { liveOnly: true, filter, sort, currency });
      return ok({ ...(await catalogProductPage(db, rows, { origin, currency, include })), ...pageMeta("/catalog/products", page, total, { request, catalog: true }) });
    },
  },
});
