import { api } from "@/lib/http/api/api";
import { created, ok } from "@/lib/http/api/response";
import { pageMeta } from "@/lib/http/api/pagination";
import { parsePage } from "@/lib/commerce/catalog/products";
import { catalogChanged } from "@/lib/cache/catalog-entry";
import { createOption, variationOptions } from "@/lib/commerce/catalog/variations";
import { pcmOptionResource } from "@/lib/commerce/catalog/variation-resource";
import { createOptionBodySchema } from "@/lib/commerce/catalog/variation-schema";
import { parseOrThrow } from "@/lib/commerce/validation";
import { variationIdParam } from "@/lib/http/path-ids";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ request, params, query }) => {
      const page = parsePage(query);
      const { variationId, rows, total } = await variationOptions(variationIdParam(params.variationId), page);
      return ok({ data: rows.map(pcmOptionResource), ...pageMeta(`/pcm/variations/${variationId}/options`, page, total, { request }) });
    },
  },
  POST: {
    access: "admin",
    run: async ({ params, body }) => {
      const { attributes } = parseOrThrow(createOptionBodySchema, body, "").data;
      return catalogChanged(created({ data: pcmOptionResource(await createOption(variationIdParam(params.variationId), attributes)) }));
    },
  },
});
