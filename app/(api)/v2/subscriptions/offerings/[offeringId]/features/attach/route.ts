import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { attachFeatures } from "@/lib/commerce/subscriptions/features";
import { featureResource } from "@/lib/commerce/subscriptions/resources";
import { attachFeaturesSchema } from "@/lib/commerce/subscriptions/schemas";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  POST: {
    access: "admin",
    run: async ({ body, caller, params }) =>
      ok({ data: (await attachFeatures(caller, params.offeringId, parseOrThrow(attachFeaturesSchema, body, "").data.features)).map((row) => featureResource(row)) }),
  },
});
