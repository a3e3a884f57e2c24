import { api } from "@/lib/http/api";
import { noContent, ok } from "@/lib/http/response";
import { getDb } from "@/lib/storage/db";
import { catalogChanged } from "@/lib/http/catalog-cache";
import { deleteOption, findOption, pcmOptionResource, updateOption } from "@/lib/commerce/catalog/variations";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "admin", run: async ({ params }) => ok({ data: pcmOptionResource(await findOption(await getDb(), params.variationId, params.optionId)) }) },
  PUT: { access: "admin", run: async ({ params, body }) => catalogChanged(ok({ data: pcmOptionResource(await updateOption(await getDb(), params.variationId, params.optionId, body)) })) },
  DELETE: { access: "admin", run: async ({ params }) => (await deleteOption(await getDb(), params.variationId, params.optionId), catalogChanged(noContent())) },
});
