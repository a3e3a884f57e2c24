import { api } from "@/lib/http/api/api";
import { created, ok } from "@/lib/http/api/response";
import { requestCurrency } from "@/lib/http/api/currency";
import { addOfferingPlan } from "@/lib/commerce/subscriptions/offering-changes";
import { getOfferingParts } from "@/lib/commerce/subscriptions/offerings";
import { offeringPlanAs, offeringPlansAs } from "@/lib/commerce/subscriptions/resources";
import { pricingOptionSchema } from "@/lib/commerce/subscriptions/schemas";
import { parseOrThrow } from "@/lib/commerce/validation";

// An offering's pricing options are its plans, in EP's 2025 shape (docs/subscriptions.md "The back office through the API").
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ request, params }) => ok({ data: offeringPlansAs("pricing_option", await getOfferingParts(params.offeringId), await requestCurrency(request)) }),
  },
  POST: {
    access: "admin",
    run: async ({ request, body, caller, params }) => {
      const { data } = parseOrThrow(pricingOptionSchema, body, "");
      const parts = await addOfferingPlan(caller, params.offeringId, { data: { type: "subscription_offering_plan", attributes: data.attributes } });
      return created({ data: offeringPlanAs("pricing_option", parts, await requestCurrency(request)) });
    },
  },
});
