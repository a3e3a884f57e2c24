import { api } from "@/lib/http/api/api";
import { noContent, ok } from "@/lib/http/api/response";
import { deleteHierarchy, updateHierarchy } from "@/lib/commerce/catalog/hierarchies";
import { pcmHierarchy } from "@/lib/commerce/catalog/hierarchy-reads";
import { pcmHierarchyResource } from "@/lib/commerce/catalog/hierarchy-resource";
import { updateHierarchySchema } from "@/lib/commerce/catalog/hierarchy-schema";
import { parseOrThrow } from "@/lib/commerce/validation";
import { catalogChanged } from "@/lib/cache/catalog-entry";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "admin", run: async ({ params }) => ok({ data: await pcmHierarchy(params.hierarchyId) }) },
  PUT: {
    access: "admin",
    run: async ({ params, body }) =>
      catalogChanged(ok({ data: pcmHierarchyResource(await updateHierarchy(params.hierarchyId, parseOrThrow(updateHierarchySchema, body, "").data.attributes)) })),
  },
  DELETE: { access: "admin", run: async ({ params }) => (await deleteHierarchy(params.hierarchyId), catalogChanged(noContent())) },
});
