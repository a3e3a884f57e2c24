import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { pageMeta } from "@/lib/http/api/pagination";
import { parsePage } from "@/lib/commerce/page";
import { parseNodeFilter } from "@/lib/commerce/catalog/catalog-filter";
import { pcmAllNodes } from "@/lib/commerce/catalog/hierarchy-reads";

// Every node of every hierarchy (EP's getAllNodes); its own route, so the literal `nodes` is never read as a
// hierarchy's id.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ request, query }) => {
      const page = parsePage(query);
      const includeHierarchies = query.get("include_hierarchies") === "true";
      const { data, total } = await pcmAllNodes(page, parseNodeFilter(query.get("filter")), includeHierarchies);
      return ok({ data, ...pageMeta("/pcm/hierarchies/nodes", page, total, { request, omitAbsent: true }) });
    },
  },
});
