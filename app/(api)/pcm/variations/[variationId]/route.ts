import { api } from "@/lib/http/api/api";
import { noContent, ok } from "@/lib/http/api/response";
import { catalogChanged } from "@/lib/cache/catalog-entry";
import { changeVariation, deleteVariation, pcmVariation } from "@/lib/commerce/catalog/variations";
import { updateVariationBodySchema } from "@/lib/commerce/catalog/variation-schema";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "admin", run: async ({ params }) => ok({ data: await pcmVariation(params.variationId) }) },
  PUT: {
    access: "admin",
    run: async ({ params, body }) => catalogChanged(ok({ data: await changeVariation(params.variationId, parseOrThrow(updateVariationBodySchema, body, "").data.attributes) })),
  },
  DELETE: { access: "admin", run: async ({ params }) => (await deleteVariation(params.variationId), catalogChanged(noContent())) },
});
