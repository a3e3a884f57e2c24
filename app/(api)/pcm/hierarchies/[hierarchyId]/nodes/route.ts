import { api } from "@/lib/http/api/api";
import { created, ok } from "@/lib/http/api/response";
import { pageMeta } from "@/lib/http/api/pagination";
import { parsePage } from "@/lib/commerce/page";
import { createNode } from "@/lib/commerce/catalog/hierarchies";
import { pcmNode, pcmNodes } from "@/lib/commerce/catalog/hierarchy-reads";
import { createNodeSchema } from "@/lib/commerce/catalog/hierarchy-schema";
import { parseOrThrow } from "@/lib/commerce/validation";
import { catalogChanged } from "@/lib/cache/catalog-entry";
import { hierarchyIdParam } from "@/lib/http/path-ids";
import { storedUuid } from "@/lib/commerce/uuid";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ request, params, query }) => {
      const page = parsePage(query);
      const { data, total } = await pcmNodes({ kind: "hierarchy", hierarchyId: hierarchyIdParam(params.hierarchyId) }, page);
      return ok({ data, ...pageMeta(`/pcm/hierarchies/${params.hierarchyId}/nodes`, page, total, { request }) });
    },
  },
  POST: {
    access: "admin",
    run: async ({ params, body }) => {
      const input = parseOrThrow(createNodeSchema, body, "").data;
      const hierarchyId = hierarchyIdParam(params.hierarchyId);
      const node = await createNode(hierarchyId, input);
      return catalogChanged(created({ data: await pcmNode(hierarchyId, storedUuid(node.id)) }));
    },
  },
});
