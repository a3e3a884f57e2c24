import { api } from "@/lib/http/api";
import { noContent } from "@/lib/http/response";
import { getDb } from "@/lib/storage/db";
import { detachNodeFromParent, moveNode } from "@/lib/commerce/catalog/hierarchies";
import { catalogChanged } from "@/lib/http/catalog-cache";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  PUT: { access: "admin", run: async ({ params, body }) => (await moveNode(await getDb(), params.hierarchyId, params.nodeId, body), catalogChanged(noContent())) },
  DELETE: { access: "admin", run: async ({ params }) => (await detachNodeFromParent(await getDb(), params.hierarchyId, params.nodeId), catalogChanged(noContent())) },
});
