import { api } from "@/lib/http/api";
import { created, ok } from "@/lib/http/response";
import { pageMeta } from "@/lib/http/pagination";
import { getDb } from "@/lib/storage/db";
import { parsePage } from "@/lib/commerce/catalog/products";
import { createVariation, pcmVariationResource } from "@/lib/commerce/catalog/variations";
import { pcmVariations } from "@/lib/commerce/catalog/pcm-reads";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ request, query }) => {
      const page = parsePage(query);
      const { data, total } = await pcmVariations(await getDb(), page);
      return ok({ data, ...pageMeta("/pcm/variations", page, total, { request }) });
    },
  },
  POST: { access: "admin", run: async ({ body }) => created({ data: pcmVariationResource(await createVariation(await getDb(), body)) }) },
});
