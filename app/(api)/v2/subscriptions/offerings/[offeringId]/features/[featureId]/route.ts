import { api } from "@/lib/http/api/api";
import { noContent, ok } from "@/lib/http/api/response";
import { deleteFeature, updateFeature } from "@/lib/commerce/subscriptions/features";
import { featureResource } from "@/lib/commerce/subscriptions/resources";
import { featureUpdateSchema } from "@/lib/commerce/subscriptions/schemas";
import { parseOrThrow } from "@/lib/commerce/validation";

const updateSchema = featureUpdateSchema("subscription_offering_feature");

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  PUT: {
    access: "admin",
    run: async ({ body, caller, params }) => {
      const { data } = parseOrThrow(updateSchema, body, "");
      return ok({ data: featureResource(await updateFeature(caller, params.featureId, data.id, data.attributes, params.offeringId)) });
    },
  },
  DELETE: {
    access: "admin",
    run: async ({ caller, params }) => {
      await deleteFeature(caller, params.featureId, params.offeringId);
      return noContent();
    },
  },
});
