import { api } from "@/lib/http/api";
import { ok } from "@/lib/http/response";
import { pageMeta } from "@/lib/http/pagination";
import { getDb } from "@/lib/storage/db";
import { parsePage } from "@/lib/commerce/catalog/products";
import { pcmNodes } from "@/lib/commerce/catalog/pcm-reads";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ request, params, query }) => {
      const page = parsePage(query);
      const { data, total } = await pcmNodes(await getDb(), { kind: "top", hierarchyId: params.hierarchyId }, page);
      return ok({ data, ...pageMeta(`/pcm/hierarchies/${params.hierarchyId}/children`, page, total, { request }) });
    },
  },

});
