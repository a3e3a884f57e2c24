import { api } from "@/lib/http/api";
import { noContent, ok } from "@/lib/http/response";
import { getDb } from "@/lib/storage/db";
import { deleteNode, updateNode } from "@/lib/commerce/catalog/hierarchies";
import { pcmNode } from "@/lib/commerce/catalog/pcm-reads";
import { catalogChanged } from "@/lib/http/catalog-cache";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "admin", run: async ({ params }) => ok({ data: await pcmNode(await getDb(), params.hierarchyId, params.nodeId) }) },
  PUT: {
    access: "admin",
    run: async ({ params, body }) => {
      const db = await getDb();
      await updateNode(db, params.hierarchyId, params.nodeId, body);
      return catalogChanged(ok({ data: await pcmNode(db, params.hierarchyId, params.nodeId) }));
    },
  },
  DELETE: { access: "admin", run: async ({ params }) => (await deleteNode(await getDb(), params.hierarchyId, params.nodeId), catalogChanged(noContent())) },
});
