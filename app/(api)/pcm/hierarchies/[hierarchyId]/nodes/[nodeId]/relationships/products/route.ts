import { api } from "@/lib/http/api";
import { created, noContent } from "@/lib/http/response";
import { attachProductsToNode, detachProductsFromNode } from "@/lib/commerce/catalog/structure-and-stock";
import { catalogChanged } from "@/lib/http/catalog-cache";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  POST: { access: "admin", run: async ({ params, body }) => catalogChanged(created({ data: await attachProductsToNode(params.hierarchyId, params.nodeId, body) })) },
  DELETE: { access: "admin", body: true, run: async ({ params, body }) => (await detachProductsFromNode(params.hierarchyId, params.nodeId, body), catalogChanged(noContent())) },
});
