import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { pageMeta } from "@/lib/http/api/pagination";
import { parsePage } from "@/lib/commerce/page";
import { pcmNodeChildren } from "@/lib/commerce/catalog/hierarchy-reads";
import { nodeOfHierarchyParams } from "@/lib/http/path-ids";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ request, params, query }) => {
      const page = parsePage(query);
      const { data, total } = await pcmNodeChildren(...nodeOfHierarchyParams(params.hierarchyId, params.nodeId), page);
      return ok({ data, ...pageMeta(`/pcm/hierarchies/${params.hierarchyId}/nodes/${params.nodeId}/children`, page, total, { request }) });
    },
  },
});
