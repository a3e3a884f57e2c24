import { api } from "@/lib/http/api/api";
import { noContent, ok } from "@/lib/http/api/response";
import { catalogChanged } from "@/lib/cache/catalog-entry";
import { changeVariation, deleteVariation, pcmVariation } from "@/lib/commerce/catalog/variations";
import { updateVariationBodySchema } from "@/lib/commerce/catalog/variation-schema";
import { parseOrThrow } from "@/lib/commerce/validation";
import { variationIdParam } from "@/lib/http/path-ids";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "admin", run: async ({ params }) => ok({ data: await pcmVariation(variationIdParam(params.variationId)) }) },
  PUT: {
    access: "admin",
    run: async ({ params, body }) => {
      const { attributes } = parseOrThrow(updateVariationBodySchema, body, "").data;
      return catalogChanged(ok({ data: await changeVariation(variationIdParam(params.variationId), attributes) }));
    },
  },
  DELETE: { access: "admin", run: async ({ params }) => (await deleteVariation(variationIdParam(params.variationId)), catalogChanged(noContent())) },
});
