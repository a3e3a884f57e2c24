import { api } from "@/lib/http/api";
import { created, ok } from "@/lib/http/response";
import { pageMeta } from "@/lib/http/pagination";
import { parseProductFilter } from "@/lib/commerce/catalog/catalog-filter";
import { createProduct, listProducts, parsePage } from "@/lib/commerce/catalog/products";
import { pcmProductResources } from "@/lib/commerce/catalog/pcm-reads";
import { catalogChanged } from "@/lib/http/catalog-cache";
import { getDb } from "@/lib/storage/db";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ query, request, origin }) => {
      const page = parsePage(query);
      const filter = parseProductFilter(query.get("filter"));
      const db = await getDb();
      const { rows, total } = await listProducts(db, page, { liveOnly: false, filter });
      return ok({ data: await pcmProductResources(db, rows, origin), ...pageMeta("/pcm/products", page, total, { request }) });
    },
  },
  POST: {
    access: "admin",
    run: async ({ body, origin }) => {
      const db = await getDb();
      return catalogChanged(created({ data: (await pcmProductResources(db, [await createProduct(db, body)], origin))[0] }));
    },
  },
});
