import { api } from "@/lib/http/api";
import { noContent, ok } from "@/lib/http/response";
import { getDb } from "@/lib/storage/db";
import { catalogChanged } from "@/lib/http/catalog-cache";
import { deleteVariation, updateVariation } from "@/lib/commerce/catalog/variations";
import { pcmVariation } from "@/lib/commerce/catalog/pcm-reads";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "admin", run: async ({ params }) => ok({ data: await pcmVariation(await getDb(), params.variationId) }) },
  PUT: {
    access: "admin",
    run: async ({ params, body }) => {
      const db = await getDb();
      await updateVariation(db, params.variationId, body);
      return catalogChanged(ok({ data: await pcmVariation(db, params.variationId) }));
    },
  },
  DELETE: { access: "admin", run: async ({ params }) => (await deleteVariation(await getDb(), params.variationId), catalogChanged(noContent())) },
});
