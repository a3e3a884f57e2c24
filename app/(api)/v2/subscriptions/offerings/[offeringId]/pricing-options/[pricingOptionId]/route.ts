import { api } from "@/lib/http/api/api";
import { noContent, ok } from "@/lib/http/api/response";
import { requestCurrency } from "@/lib/http/api/currency";
import { changeOfferingPlan, removeOfferingPlan } from "@/lib/commerce/subscriptions/offering-changes";
import { pricingOptionResource } from "@/lib/commerce/subscriptions/resources";
import { pricingOptionChangeSchema } from "@/lib/commerce/subscriptions/schemas";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  PUT: {
    access: "admin",
    run: async ({ request, body, caller, params }) => {
      const { data } = parseOrThrow(pricingOptionChangeSchema, body, "");
      const { plans, products } = await changeOfferingPlan(caller, params.offeringId, params.pricingOptionId, data.attributes);
      return ok({ data: pricingOptionResource(plans.find((p) => p.id === params.pricingOptionId.toLowerCase())!, products, await requestCurrency(request)) });
    },
  },
  DELETE: {
    access: "admin",
    run: async ({ caller, params }) => {
      await removeOfferingPlan(caller, params.offeringId, params.pricingOptionId);
      return noContent();
    },
  },
});
