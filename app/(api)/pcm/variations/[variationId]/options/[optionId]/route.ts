import { api } from "@/lib/http/api/api";
import { noContent, ok } from "@/lib/http/api/response";
import { catalogChanged } from "@/lib/cache/catalog-entry";
import { deleteOption, findOption, updateOption } from "@/lib/commerce/catalog/variations";
import { pcmOptionResource } from "@/lib/commerce/catalog/variation-resource";
import { updateOptionBodySchema } from "@/lib/commerce/catalog/variation-schema";
import { parseOrThrow } from "@/lib/commerce/validation";
import { optionIdParams } from "@/lib/http/path-ids";

const option = (params: Record<string, string>) => optionIdParams(params.variationId, params.optionId);

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "admin", run: async ({ params }) => ok({ data: pcmOptionResource(await findOption(...option(params))) }) },
  PUT: {
    access: "admin",
    run: async ({ params, body }) => {
      const { attributes } = parseOrThrow(updateOptionBodySchema, body, "").data;
      return catalogChanged(ok({ data: pcmOptionResource(await updateOption(...option(params), attributes)) }));
    },
  },
  DELETE: { access: "admin", run: async ({ params }) => (await deleteOption(...option(params)), catalogChanged(noContent())) },
});
