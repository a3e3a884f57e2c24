import { api } from "@/lib/http/api";
import { ok } from "@/lib/http/response";
import { pageMeta } from "@/lib/http/pagination";
import { getDb } from "@/lib/storage/db";
import { parseNodeFilter } from "@/lib/commerce/catalog/catalog-filter";
import { catalogNodes } from "@/lib/commerce/catalog/catalog-reads";
import { parsePage } from "@/lib/commerce/catalog/products";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ request, query }) => {
      const page = parsePage(query);
      const { data, total } = await catalogNodes(await getDb(), { kind: "all" }, page, parseNodeFilter(query.get("filter")));
      return ok({ data, ...pageMeta("/catalog/nodes", page, total, { request, catalog: true }) });
    },
  },
});
