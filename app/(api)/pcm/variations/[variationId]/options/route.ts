import { api } from "@/lib/http/api";
import { created, ok } from "@/lib/http/response";
import { pageMeta } from "@/lib/http/pagination";
import { getDb } from "@/lib/storage/db";
import { parsePage } from "@/lib/commerce/catalog/products";
import { catalogChanged } from "@/lib/http/catalog-cache";
import { createOption, findVariation, optionsOf, pcmOptionResource } from "@/lib/commerce/catalog/variations";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ request, params, query }) => {
      const page = parsePage(query);
      const db = await getDb();
      const variation = await findVariation(db, params.variationId);
      const all = (await optionsOf(db, [variation.id])).get(variation.id) ?? [];
      return ok({ data: all.slice(page.offset, page.offset + page.limit).map(pcmOptionResource), ...pageMeta(`/pcm/variations/${variation.id}/options`, page, all.length, { request }) });
    },
  },
  POST: { access: "admin", run: async ({ params, body }) => catalogChanged(created({ data: pcmOptionResource(await createOption(await getDb(), params.variationId, body)) })) },
});
