import { api } from "@/lib/http/api";
import { created, noContent } from "@/lib/http/response";
import { getDb } from "@/lib/storage/db";
import { attachNodeProducts, detachNodeProducts } from "@/lib/commerce/catalog/hierarchies";
import { pcmNode } from "@/lib/commerce/catalog/pcm-reads";
import { catalogChanged } from "@/lib/http/catalog-cache";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  POST: {
    access: "admin",
    run: async ({ params, body }) => {
      const db = await getDb();
      await attachNodeProducts(db, params.hierarchyId, params.nodeId, body);
      return catalogChanged(created({ data: await pcmNode(db, params.hierarchyId, params.nodeId) }));
    },
  },
  DELETE: { access: "admin", body: true, run: async ({ params, body }) => (await detachNodeProducts(await getDb(), params.hierarchyId, params.nodeId, body), catalogChanged(noContent())) },
});
