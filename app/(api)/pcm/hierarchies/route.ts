import { api } from "@/lib/http/api/api";
import { created, ok } from "@/lib/http/api/response";
import { pageMeta } from "@/lib/http/api/pagination";
import { parsePage } from "@/lib/commerce/page";
import { createHierarchy } from "@/lib/commerce/catalog/hierarchies";
import { pcmHierarchies } from "@/lib/commerce/catalog/hierarchy-reads";
import { pcmHierarchyResource } from "@/lib/commerce/catalog/hierarchy-resource";
import { createHierarchySchema } from "@/lib/commerce/catalog/hierarchy-schema";
import { parseOrThrow } from "@/lib/commerce/validation";
import { catalogChanged } from "@/lib/cache/catalog-entry";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ request, query }) => {
      const page = parsePage(query);
      const { data, total } = await pcmHierarchies(page);
      return ok({ data, ...pageMeta("/pcm/hierarchies", page, total, { request }) });
    },
  },
  POST: {
    access: "admin",
    run: async ({ body }) => catalogChanged(created({ data: pcmHierarchyResource(await createHierarchy(parseOrThrow(createHierarchySchema, body, "").data.attributes)) })),
  },
});
