import { api } from "@/lib/http/api";
import { noContent, ok } from "@/lib/http/response";
import { getDb } from "@/lib/storage/db";
import { deleteHierarchy, findHierarchy, pcmHierarchyResource, updateHierarchy } from "@/lib/commerce/catalog/hierarchies";
import { catalogChanged } from "@/lib/http/catalog-cache";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "admin", run: async ({ params }) => ok({ data: pcmHierarchyResource(await findHierarchy(await getDb(), params.hierarchyId)) }) },
  PUT: { access: "admin", run: async ({ params, body }) => catalogChanged(ok({ data: pcmHierarchyResource(await updateHierarchy(await getDb(), params.hierarchyId, body)) })) },
  DELETE: { access: "admin", run: async ({ params }) => (await deleteHierarchy(await getDb(), params.hierarchyId), catalogChanged(noContent())) },
});
