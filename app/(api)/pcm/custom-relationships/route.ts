import { api } from "@/lib/http/api/api";
import { created, ok } from "@/lib/http/api/response";
import { pageMeta } from "@/lib/http/api/pagination";
import { parsePage } from "@/lib/commerce/catalog/products";
import { createCustomRelationship, customRelationships } from "@/lib/commerce/catalog/custom-relationships";
import { createCustomRelationshipBodySchema } from "@/lib/commerce/catalog/custom-relationship-schema";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ request, query }) => {
      const page = parsePage(query);
      const { data, total } = await customRelationships(page, query.get("filter"));
      return ok({ data, ...pageMeta("/pcm/custom-relationships", page, total, { request, omitAbsent: true }) });
    },
  },
  POST: {
    access: "admin",
    run: async ({ body }) => created({ data: await createCustomRelationship(parseOrThrow(createCustomRelationshipBodySchema, body, "").data.attributes) }),
  },
});
