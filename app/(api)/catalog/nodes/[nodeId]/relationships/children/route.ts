import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { pageMeta } from "@/lib/http/api/pagination";
import { parseNodeFilter } from "@/lib/commerce/catalog/catalog-filter";
import { catalogNodes } from "@/lib/commerce/catalog/hierarchy-reads";
import { parsePage } from "@/lib/commerce/page";
import { nodeIdParam } from "@/lib/http/path-ids";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ request, params, query }) => {
      const page = parsePage(query);
      const filter = parseNodeFilter(query.get("filter"));
      const { data, total } = await catalogNodes({ kind: "children", parentId: nodeIdParam(params.nodeId) }, page, filter);
      return ok({ data, ...pageMeta(`/catalog/nodes/${params.nodeId}/relationships/children`, page, total, { request, catalog: true }) });
    },
  },
});
