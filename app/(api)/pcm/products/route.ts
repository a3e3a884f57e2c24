import { api } from "@/lib/http/api";
import { created, ok } from "@/lib/http/response";
import { pageMeta } from "@/lib/http/pagination";
import { createProduct, listProducts, parsePage, productResource } from "@/lib/commerce/catalog/products";
import { getDb } from "@/lib/storage/db";

export const { GET, POST, PUT, PATCH, DELETE } = api({
  GET: {
    access: "admin",
    run: async ({ query }) => {
      const page = parsePage(query);
      const { rows, total } = await listProducts(await getDb(), page, { liveOnly: false });
      return ok({ data: rows.map((r) => productResource(r)), ...pageMeta("/pcm/products", page, total) });
    },
  },
  POST: { access: "admin", run: async ({ body }) => created({ data: productResource(await createProduct(await getDb(), body)) }) },
});
