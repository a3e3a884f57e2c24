import { api } from "@/lib/http/api";
import { created, ok } from "@/lib/http/response";
import { pageMeta } from "@/lib/http/pagination";
import { parseProductFilter } from "@/lib/commerce/catalog/catalog-filter";
import { createProduct, listProducts, parsePage, productResource } from "@/lib/commerce/catalog/products";
import { getDb } from "@/lib/storage/db";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ query, request }) => {
      const page = parsePage(query);
      const filter = parseProductFilter(query.get("filter"));
      const { rows, total } = await listProducts(await getDb(), page, { liveOnly: false, filter });
      return ok({ data: rows.map((r) => productResource(r)), ...pageMeta("/pcm/products", page, total, { request }) });
    },
  },
  POST: { access: "admin", run: async ({ body }) => created({ data: productResource(await createProduct(await getDb(), body)) }) },
});
