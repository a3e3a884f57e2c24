import { api } from "@/lib/http/api";
import { ok } from "@/lib/http/response";
import { pageMeta } from "@/lib/http/pagination";
import { getDb } from "@/lib/storage/db";
import { parsePage } from "@/lib/commerce/catalog/products";
import { findProduct, productNotFound } from "@/lib/commerce/catalog/products";
import { pcmChildProducts } from "@/lib/commerce/catalog/pcm-reads";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ request, params, query, origin }) => {
      const page = parsePage(query);
      const db = await getDb();
      if (!(await findProduct(db, { id: params.productId }, { liveOnly: false }))) throw productNotFound({ id: params.productId });
      const { data, total } = await pcmChildProducts(db, params.productId, page, origin);
      return ok({ data, ...pageMeta(`/pcm/products/${params.productId}/children`, page, total, { request }) });
    },
  },
});
