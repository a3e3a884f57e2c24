import { api } from "@/lib/http/api/api";
import { created, ok } from "@/lib/http/api/response";
import { pageMeta } from "@/lib/http/api/pagination";
import { parsePage } from "@/lib/commerce/page";
import { catalogChanged } from "@/lib/cache/catalog-entry";
import { createModifier, optionModifiers } from "@/lib/commerce/catalog/variation-modifiers";
import { createModifierBodySchema } from "@/lib/commerce/catalog/option-modifiers";
import { pcmModifierResource } from "@/lib/commerce/catalog/variation-resource";
import { parseOrThrow } from "@/lib/commerce/validation";
import { optionIdParams } from "@/lib/http/path-ids";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ request, params, query }) => {
      const page = parsePage(query);
      const { rows, total } = await optionModifiers(...optionIdParams(params.variationId, params.optionId), page);
      const self = `/pcm/variations/${params.variationId}/options/${params.optionId}/modifiers`;
      return ok({ data: rows.map(pcmModifierResource), ...pageMeta(self, page, total, { request, omitAbsent: true }) });
    },
  },
  POST: {
    access: "admin",
    run: async ({ params, body }) => {
      const { attributes } = parseOrThrow(createModifierBodySchema, body, "").data;
      return catalogChanged(created({ data: pcmModifierResource(await createModifier(...optionIdParams(params.variationId, params.optionId), attributes)) }));
    },
  },
});
