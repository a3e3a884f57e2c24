import { api } from "@/lib/http/api";
import { created, ok } from "@/lib/http/response";
import { pageMeta } from "@/lib/http/pagination";
import { getDb } from "@/lib/storage/db";
import { parsePage } from "@/lib/commerce/catalog/products";
import { createHierarchy, pcmHierarchyResource } from "@/lib/commerce/catalog/hierarchies";
import { pcmHierarchies } from "@/lib/commerce/catalog/pcm-reads";
import { catalogChanged } from "@/lib/http/catalog-cache";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ request, query }) => {
      const page = parsePage(query);
      const { data, total } = await pcmHierarchies(await getDb(), page);
      return ok({ data, ...pageMeta("/pcm/hierarchies", page, total, { request }) });
    },
  },
  POST: { access: "admin", run: async ({ body }) => catalogChanged(created({ data: pcmHierarchyResource(await createHierarchy(await getDb(), body)) })) },
});
