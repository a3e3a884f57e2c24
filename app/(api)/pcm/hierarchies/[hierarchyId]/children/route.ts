import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { pageMeta } from "@/lib/http/api/pagination";
import { parsePage } from "@/lib/commerce/page";
import { pcmNodes } from "@/lib/commerce/catalog/hierarchy-reads";
import { hierarchyIdParam } from "@/lib/http/path-ids";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ request, params, query }) => {
      const page = parsePage(query);
      const { data, total } = await pcmNodes({ kind: "top", hierarchyId: hierarchyIdParam(params.hierarchyId) }, page);
      return ok({ data, ...pageMeta(`/pcm/hierarchies/${params.hierarchyId}/children`, page, total, { request }) });
    },
  },
});
