import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { pageMeta } from "@/lib/http/api/pagination";
import { parsePage } from "@/lib/commerce/page";
import { pcmProductNodes } from "@/lib/commerce/catalog/product-nodes";
import { productIdParam } from "@/lib/http/path-ids";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ request, params, query }) => {
      const page = parsePage(query);
      const { data, total } = await pcmProductNodes(productIdParam(params.productId), page);
      return ok({ data, ...pageMeta(`/pcm/products/${params.productId}/nodes`, page, total, { request, omitAbsent: true }) });
    },
  },
});
