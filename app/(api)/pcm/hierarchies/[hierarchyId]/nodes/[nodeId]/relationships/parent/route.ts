import { api } from "@/lib/http/api/api";
import { noContent } from "@/lib/http/api/response";
import { detachNodeFromParent, moveNode } from "@/lib/commerce/catalog/hierarchies";
import { nodeParentSchema } from "@/lib/commerce/catalog/hierarchy-schema";
import { parseOrThrow } from "@/lib/commerce/validation";
import { catalogChanged } from "@/lib/cache/catalog-entry";
import { nodeChangeParams } from "@/lib/http/path-ids";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  PUT: {
    access: "admin",
    run: async ({ params, body }) => {
      const parent = parseOrThrow(nodeParentSchema, body, "").data;
      await moveNode(...nodeChangeParams(params.hierarchyId, params.nodeId), parent);
      return catalogChanged(noContent());
    },
  },
  DELETE: { access: "admin", run: async ({ params }) => (await detachNodeFromParent(...nodeChangeParams(params.hierarchyId, params.nodeId)), catalogChanged(noContent())) },
});
