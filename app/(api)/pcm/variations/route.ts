import { api } from "@/lib/http/api/api";
import { created, ok } from "@/lib/http/api/response";
import { pageMeta } from "@/lib/http/api/pagination";
import { parsePage } from "@/lib/commerce/catalog/products";
import { createVariation, pcmVariations } from "@/lib/commerce/catalog/variations";
import { pcmVariationResource } from "@/lib/commerce/catalog/variation-resource";
import { createVariationBodySchema } from "@/lib/commerce/catalog/variation-schema";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ request, query }) => {
      const page = parsePage(query);
      const { data, total } = await pcmVariations(page);
      return ok({ data, ...pageMeta("/pcm/variations", page, total, { request }) });
    },
  },
  POST: {
    access: "admin",
    run: async ({ body }) => created({ data: pcmVariationResource(await createVariation(parseOrThrow(createVariationBodySchema, body, "").data.attributes)) }),
  },
});
