// EP's catalog search: several Typesense-shaped searches in one request (docs/catalog.md "Search").
import { api } from "@/lib/http/api";
import { requestCurrency } from "@/lib/http/currency";
import { jsonBytes } from "@/lib/http/response";
import { keptSearch } from "@/lib/http/search-cache";
import { multiSearch } from "@/lib/commerce/catalog/search/catalog-search";
import { parseMultiSearchBody } from "@/lib/commerce/catalog/search/search-request";
import { parseCatalogInclude } from "@/lib/commerce/catalog/products";
import { getDb } from "@/lib/storage/db";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  POST: {
    access: "token",
    run: async ({ request, query, body }) => {
      const searches = parseMultiSearchBody(body);
      const include = parseCatalogInclude(query.getAll("include"));
      const currency = requestCurrency(request);
      const key = JSON.stringify(["multi", currency, [...include].sort(), searches]);
      const { bytes } = await keptSearch(key, async () => multiSearch(await getDb(), searches, { currency, include }));
      return jsonBytes(200, bytes);
    },
  },
});
