import { api } from "@/lib/http/api/api";
import { noContent, ok } from "@/lib/http/api/response";
import { deleteHierarchy, updateHierarchy } from "@/lib/commerce/catalog/hierarchies";
import { pcmHierarchy } from "@/lib/commerce/catalog/hierarchy-reads";
import { pcmHierarchyResource } from "@/lib/commerce/catalog/hierarchy-resource";
import { updateHierarchySchema } from "@/lib/commerce/catalog/hierarchy-schema";
import { parseOrThrow } from "@/lib/commerce/validation";
import { catalogChanged } from "@/lib/cache/catalog-entry";
import { hierarchyIdParam } from "@/lib/http/path-ids";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "admin", run: async ({ params }) => ok({ data: await pcmHierarchy(hierarchyIdParam(params.hierarchyId)) }) },
  PUT: {
    access: "admin",
    run: async ({ params, body }) => {
      const { attributes } = parseOrThrow(updateHierarchySchema, body, "").data;
      return catalogChanged(ok({ data: pcmHierarchyResource(await updateHierarchy(hierarchyIdParam(params.hierarchyId), attributes)) }));
    },
  },
  DELETE: { access: "admin", run: async ({ params }) => (await deleteHierarchy(hierarchyIdParam(params.hierarchyId)), catalogChanged(noContent())) },
});
