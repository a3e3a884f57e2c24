import { api } from "@/lib/http/api";
import { ok } from "@/lib/http/response";
import { pageMeta } from "@/lib/http/pagination";
import { getDb } from "@/lib/storage/db";
import { parsePage } from "@/lib/commerce/catalog/products";
import { findNode } from "@/lib/commerce/catalog/hierarchies";
import { pcmNodes } from "@/lib/commerce/catalog/pcm-reads";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ request, params, query }) => {
      const page = parsePage(query);
      const db = await getDb();
      await findNode(db, params.nodeId, params.hierarchyId);
      const { data, total } = await pcmNodes(db, { kind: "children", parentId: params.nodeId }, page);
      return ok({ data, ...pageMeta(`/pcm/hierarchies/${params.hierarchyId}/nodes/${params.nodeId}/children`, page, total, { request }) });
    },
  },
});
