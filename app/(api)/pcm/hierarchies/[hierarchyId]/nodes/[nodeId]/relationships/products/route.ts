import { api } from "@/lib/http/api/api";
import { created, noContent } from "@/lib/http/api/response";
import { attachNodeProducts, detachNodeProducts } from "@/lib/commerce/catalog/hierarchies";
import { pcmNode } from "@/lib/commerce/catalog/hierarchy-reads";
import { nodeProductReferencesSchema } from "@/lib/commerce/catalog/hierarchy-schema";
import { parseOrThrow } from "@/lib/commerce/validation";
import { catalogChanged } from "@/lib/cache/catalog-entry";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  POST: {
    access: "admin",
    run: async ({ params, body }) => {
      await attachNodeProducts(params.hierarchyId, params.nodeId, parseOrThrow(nodeProductReferencesSchema, body, "").data);
      return catalogChanged(created({ data: await pcmNode(params.hierarchyId, params.nodeId) }));
    },
  },
  DELETE: {
    access: "admin",
    body: true,
    run: async ({ params, body }) => (await detachNodeProducts(params.hierarchyId, params.nodeId, parseOrThrow(nodeProductReferencesSchema, body, "").data), catalogChanged(noContent())),
  },
});
