import { api } from "@/lib/http/api/api";
import { created, ok } from "@/lib/http/api/response";
import { requestCurrency } from "@/lib/http/api/currency";
import { addOfferingPlan } from "@/lib/commerce/subscriptions/offering-changes";
import { getOfferingParts } from "@/lib/commerce/subscriptions/offerings";
import { pricingOptionResource } from "@/lib/commerce/subscriptions/resources";
import { pricingOptionSchema } from "@/lib/commerce/subscriptions/schemas";
import { parseOrThrow } from "@/lib/commerce/validation";

// An offering's pricing options are its plans, in EP's 2025 shape (docs/subscriptions.md "Plans and pricing options").
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ request, params }) => {
      const { plans, products } = await getOfferingParts(params.offeringId);
      const currency = await requestCurrency(request);
      return ok({ data: plans.map((plan) => pricingOptionResource(plan, products, currency)) });
    },
  },
  POST: {
    access: "admin",
    run: async ({ request, body, caller, params }) => {
      const { data } = parseOrThrow(pricingOptionSchema, body, "");
      const { plans, products } = await addOfferingPlan(caller, params.offeringId, { data: { type: "subscription_offering_plan", attributes: data.attributes } });
      return created({ data: pricingOptionResource(plans.at(-1)!, products, await requestCurrency(request)) });
    },
  },
});
