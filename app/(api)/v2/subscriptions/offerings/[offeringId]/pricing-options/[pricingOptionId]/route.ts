import { api } from "@/lib/http/api/api";
import { noContent, ok } from "@/lib/http/api/response";
import { requestCurrency } from "@/lib/http/api/currency";
import { changeOfferingPlan, removeOfferingPlan } from "@/lib/commerce/subscriptions/offering-changes";
import { offeringPlanAs } from "@/lib/commerce/subscriptions/resources";
import { pricingOptionChangeSchema } from "@/lib/commerce/subscriptions/schemas";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  PUT: {
    access: "admin",
    run: async ({ request, body, caller, params }) => {
      const { data } = parseOrThrow(pricingOptionChangeSchema, body, "");
      const parts = await changeOfferingPlan(caller, params.offeringId, params.pricingOptionId, data.id, data.attributes);
      return ok({ data: offeringPlanAs("pricing_option", parts, await requestCurrency(request), params.pricingOptionId) });
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
