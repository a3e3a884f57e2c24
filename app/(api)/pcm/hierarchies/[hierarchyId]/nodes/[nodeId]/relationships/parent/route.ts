import { api } from "@/lib/http/api/api";
import { noContent } from "@/lib/http/api/response";
import { detachNodeFromParent, moveNode } from "@/lib/commerce/catalog/hierarchies";
import { nodeParentSchema } from "@/lib/commerce/catalog/hierarchy-schema";
import { parseOrThrow } from "@/lib/commerce/validation";
import { catalogChanged } from "@/lib/cache/catalog-entry";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  PUT: {
    access: "admin",
    run: async ({ params, body }) => (await moveNode(params.hierarchyId, params.nodeId, parseOrThrow(nodeParentSchema, body, "").data), catalogChanged(noContent())),
  },
  DELETE: { access: "admin", run: async ({ params }) => (await detachNodeFromParent(params.hierarchyId, params.nodeId), catalogChanged(noContent())) },
});
