// One catalog search with Typesense's parameters in the query string (docs/catalog.md "Search").
import { api } from "@/lib/http/api";
import { requestCurrency } from "@/lib/http/currency";
import { jsonBytes } from "@/lib/http/response";
import { keptSearch } from "@/lib/http/search-cache";
import { singleSearch } from "@/lib/commerce/catalog/search/catalog-search";
import { parseSearchQuery } from "@/lib/commerce/catalog/search/search-request";
import { parseCatalogInclude } from "@/lib/commerce/catalog/products";
import { getDb } from "@/lib/storage/db";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ request, query }) => {
      const search = parseSearchQuery(query);
      const include = parseCatalogInclude(query.getAll("include"));
      const currency = requestCurrency(request);
      const key = JSON.stringify(["single", currency, [...include].sort(), search]);
      const { bytes } = await keptSearch(key, async () => singleSearch(await getDb(), search, { currency, include }));
      return jsonBytes(200, bytes);
    },
  },
});
