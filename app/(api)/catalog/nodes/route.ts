import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { pageMeta } from "@/lib/http/api/pagination";
import { parseNodeFilter } from "@/lib/commerce/catalog/catalog-filter";
import { catalogNodes } from "@/lib/commerce/catalog/hierarchy-reads";
import { parsePage } from "@/lib/commerce/page";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ request, query }) => {
      const page = parsePage(query);
      const { data, total } = await catalogNodes({ kind: "all" }, page, parseNodeFilter(query.get("filter")));
      return ok({ data, ...pageMeta("/catalog/nodes", page, total, { request, catalog: true }) });
    },
  },
});
