import { api, type RequestContext } from "@/lib/http/api/api";
import { created, noContent, ok } from "@/lib/http/api/response";
import { pageMeta } from "@/lib/http/api/pagination";
import { catalogChanged } from "@/lib/cache/catalog-entry";
import { parsePage } from "@/lib/commerce/catalog/products";
import { changeProductCustomRelationships, productCustomRelationships } from "@/lib/commerce/catalog/custom-relationships";
import { customRelationshipReferencesBodySchema } from "@/lib/commerce/catalog/custom-relationship-schema";
import { parseOrThrow } from "@/lib/commerce/validation";
import { productIdParam } from "@/lib/http/path-ids";

const list = async ({ request, params, query }: RequestContext) => {
  const page = parsePage(query);
  const { data, total } = await productCustomRelationships(productIdParam(params.productId), page);
  return { data, ...pageMeta(`/pcm/products/${params.productId}/custom-relationships`, page, total, { request, omitAbsent: true }) };
};

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "admin", run: async (context) => ok(await list(context)) },
  // EP answers an attach with the product's relationships.
  POST: {
    access: "admin",
    run: async (context) => {
      const references = parseOrThrow(customRelationshipReferencesBodySchema, context.body, "").data;
      await changeProductCustomRelationships(productIdParam(context.params.productId), references, "attach");
      return catalogChanged(created(await list(context)));
    },
  },
  DELETE: {
    access: "admin",
    body: true,
    run: async ({ params, body }) => {
      const references = parseOrThrow(customRelationshipReferencesBodySchema, body, "").data;
      await changeProductCustomRelationships(productIdParam(params.productId), references, "detach");
      return catalogChanged(noContent());
    },
  },
});
