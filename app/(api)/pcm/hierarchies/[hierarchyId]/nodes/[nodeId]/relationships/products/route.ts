import { api } from "@/lib/http/api/api";
import { created, noContent } from "@/lib/http/api/response";
import { attachNodeProducts, detachNodeProducts } from "@/lib/commerce/catalog/hierarchies";
import { pcmNode } from "@/lib/commerce/catalog/hierarchy-reads";
import { nodeProductReferencesSchema } from "@/lib/commerce/catalog/hierarchy-schema";
import { parseOrThrow } from "@/lib/commerce/validation";
import { catalogChanged } from "@/lib/cache/catalog-entry";
import { nodeOfHierarchyParams } from "@/lib/http/path-ids";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  POST: {
    access: "admin",
    run: async ({ params, body }) => {
      const references = parseOrThrow(nodeProductReferencesSchema, body, "").data;
      const ids = nodeOfHierarchyParams(params.hierarchyId, params.nodeId);
      await attachNodeProducts(...ids, references);
      return catalogChanged(created({ data: await pcmNode(...ids) }));
    },
  },
  DELETE: {
    access: "admin",
    body: true,
    run: async ({ params, body }) => {
      const references = parseOrThrow(nodeProductReferencesSchema, body, "").data;
      await detachNodeProducts(...nodeOfHierarchyParams(params.hierarchyId, params.nodeId), references);
      return catalogChanged(noContent());
    },
  },
});
