import { api } from "@/lib/http/api/api";
import { noContent, ok } from "@/lib/http/api/response";
import { deleteNode, updateNode } from "@/lib/commerce/catalog/hierarchies";
import { pcmNode } from "@/lib/commerce/catalog/hierarchy-reads";
import { updateNodeSchema } from "@/lib/commerce/catalog/hierarchy-schema";
import { parseOrThrow } from "@/lib/commerce/validation";
import { catalogChanged } from "@/lib/cache/catalog-entry";
import { nodeChangeParams, nodeOfHierarchyParams } from "@/lib/http/path-ids";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "admin", run: async ({ params }) => ok({ data: await pcmNode(...nodeOfHierarchyParams(params.hierarchyId, params.nodeId)) }) },
  PUT: {
    access: "admin",
    run: async ({ params, body }) => {
      const input = parseOrThrow(updateNodeSchema, body, "").data;
      const ids = nodeChangeParams(params.hierarchyId, params.nodeId);
      await updateNode(...ids, input);
      return catalogChanged(ok({ data: await pcmNode(...ids) }));
    },
  },
  DELETE: { access: "admin", run: async ({ params }) => (await deleteNode(...nodeOfHierarchyParams(params.hierarchyId, params.nodeId)), catalogChanged(noContent())) },
});
