import { api } from "@/lib/http/api/api";
import { noContent, ok } from "@/lib/http/api/response";
import { deleteNode, updateNode } from "@/lib/commerce/catalog/hierarchies";
import { pcmNode } from "@/lib/commerce/catalog/hierarchy-reads";
import { updateNodeSchema } from "@/lib/commerce/catalog/hierarchy-schema";
import { parseOrThrow } from "@/lib/commerce/validation";
import { catalogChanged } from "@/lib/cache/catalog-entry";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "admin", run: async ({ params }) => ok({ data: await pcmNode(params.hierarchyId, params.nodeId) }) },
  PUT: {
    access: "admin",
    run: async ({ params, body }) => {
      await updateNode(params.hierarchyId, params.nodeId, parseOrThrow(updateNodeSchema, body, "").data);
      return catalogChanged(ok({ data: await pcmNode(params.hierarchyId, params.nodeId) }));
    },
  },
  DELETE: { access: "admin", run: async ({ params }) => (await deleteNode(params.hierarchyId, params.nodeId), catalogChanged(noContent())) },
});
