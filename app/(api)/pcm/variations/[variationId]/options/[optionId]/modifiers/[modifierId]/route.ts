import { api } from "@/lib/http/api/api";
import { noContent, ok } from "@/lib/http/api/response";
import { catalogChanged } from "@/lib/cache/catalog-entry";
import { deleteModifier, findModifier, updateModifier } from "@/lib/commerce/catalog/variation-modifiers";
import { updateModifierBodySchema } from "@/lib/commerce/catalog/option-modifiers";
import { pcmModifierResource } from "@/lib/commerce/catalog/variation-resource";
import { parseOrThrow } from "@/lib/commerce/validation";
import { modifierIdParams } from "@/lib/http/path-ids";

const ids = (params: Record<string, string>) => modifierIdParams(params.variationId, params.optionId, params.modifierId);

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "admin", run: async ({ params }) => ok({ data: pcmModifierResource(await findModifier(...ids(params))) }) },
  PUT: {
    access: "admin",
    run: async ({ params, body }) => {
      const { attributes } = parseOrThrow(updateModifierBodySchema, body, "").data;
      return catalogChanged(ok({ data: pcmModifierResource(await updateModifier(...ids(params), attributes)) }));
    },
  },
  DELETE: { access: "admin", run: async ({ params }) => (await deleteModifier(...ids(params)), catalogChanged(noContent())) },
});
