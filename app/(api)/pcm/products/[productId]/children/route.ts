import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { pageMeta } from "@/lib/http/api/pagination";
import { parsePage } from "@/lib/commerce/catalog/products";
import { pcmChildProducts } from "@/lib/commerce/catalog/pcm-products";
import { productIdParam } from "@/lib/http/path-ids";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ request, params, query, origin }) => {
      const page = parsePage(query);
      const { data, total } = await pcmChildProducts(productIdParam(params.productId), page, origin);
      return ok({ data, ...pageMeta(`/pcm/products/${params.productId}/children`, page, total, { request }) });
    },
  },
});
