import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { pageMeta } from "@/lib/http/api/pagination";
import { parsePage } from "@/lib/commerce/catalog/products";
import { pcmNodeProducts } from "@/lib/commerce/catalog/pcm-products";
import { nodeOfHierarchyParams } from "@/lib/http/path-ids";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ request, params, query, origin }) => {
      const page = parsePage(query);
      const { data, total } = await pcmNodeProducts(...nodeOfHierarchyParams(params.hierarchyId, params.nodeId), page, origin);
      return ok({ data, ...pageMeta(`/pcm/hierarchies/${params.hierarchyId}/nodes/${params.nodeId}/products`, page, total, { request }) });
    },
  },
});
