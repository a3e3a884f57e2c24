import { api } from "@/lib/http/api/api";
import { noContent, ok } from "@/lib/http/api/response";
import { catalogChanged } from "@/lib/cache/catalog-entry";
import { deleteOption, findOption, updateOption } from "@/lib/commerce/catalog/variations";
import { pcmOptionResource } from "@/lib/commerce/catalog/variation-resource";
import { updateOptionBodySchema } from "@/lib/commerce/catalog/variation-schema";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "admin", run: async ({ params }) => ok({ data: pcmOptionResource(await findOption(params.variationId, params.optionId)) }) },
  PUT: {
    access: "admin",
    run: async ({ params, body }) => {
      const { attributes } = parseOrThrow(updateOptionBodySchema, body, "").data;
      return catalogChanged(ok({ data: pcmOptionResource(await updateOption(params.variationId, params.optionId, attributes)) }));
    },
  },
  DELETE: { access: "admin", run: async ({ params }) => (await deleteOption(params.variationId, params.optionId), catalogChanged(noContent())) },
});
