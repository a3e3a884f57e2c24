import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { pageMeta } from "@/lib/http/api/pagination";
import { parsePage } from "@/lib/commerce/page";
import { productTagList } from "@/lib/commerce/catalog/product-tags";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ request, query }) => {
      const page = parsePage(query);
      const { data, total } = await productTagList(page);
      return ok({ data, ...pageMeta("/pcm/tags", page, total, { request, omitAbsent: true }) });
    },
  },
});
