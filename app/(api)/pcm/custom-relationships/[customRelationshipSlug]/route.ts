import { api } from "@/lib/http/api/api";
import { noContent, ok } from "@/lib/http/api/response";
import { catalogChanged } from "@/lib/cache/catalog-entry";
import { customRelationship, deleteCustomRelationship, updateCustomRelationship } from "@/lib/commerce/catalog/custom-relationships";
import { updateCustomRelationshipBodySchema } from "@/lib/commerce/catalog/custom-relationship-schema";
import { parseOrThrow } from "@/lib/commerce/validation";
import { relationshipSlugParam } from "@/lib/http/path-ids";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "admin", run: async ({ params }) => ok({ data: await customRelationship(relationshipSlugParam(params.customRelationshipSlug)) }) },
  PUT: {
    access: "admin",
    run: async ({ params, body }) => {
      const slug = relationshipSlugParam(params.customRelationshipSlug);
      const { attributes } = parseOrThrow(updateCustomRelationshipBodySchema, body, "").data;
      return catalogChanged(ok({ data: await updateCustomRelationship(slug, attributes) }));
    },
  },
  DELETE: {
    access: "admin",
    run: async ({ params }) => (await deleteCustomRelationship(relationshipSlugParam(params.customRelationshipSlug)), catalogChanged(noContent())),
  },
});
