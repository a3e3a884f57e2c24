import { api } from "@/lib/http/api";
import { created, ok } from "@/lib/http/response";
import { pageMeta } from "@/lib/http/pagination";
import { getDb } from "@/lib/storage/db";
import { parsePage } from "@/lib/commerce/catalog/products";
import { createNode } from "@/lib/commerce/catalog/hierarchies";
import { pcmNode, pcmNodes } from "@/lib/commerce/catalog/pcm-reads";
import { catalogChanged } from "@/lib/http/catalog-cache";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ request, params, query }) => {
      const page = parsePage(query);
      const { data, total } = await pcmNodes(await getDb(), { kind: "hierarchy", hierarchyId: params.hierarchyId }, page);
      return ok({ data, ...pageMeta(`/pcm/hierarchies/${params.hierarchyId}/nodes`, page, total, { request }) });
    },
  },
  POST: {
    access: "admin",
    run: async ({ params, body }) => {
      const db = await getDb();
      const node = await createNode(db, params.hierarchyId, body);
      return catalogChanged(created({ data: await pcmNode(db, params.hierarchyId, node.id) }));
    },
  },
});
