import { api } from "@/lib/http/api/api";
import { created, ok } from "@/lib/http/api/response";
import { requestCurrency } from "@/lib/http/api/currency";
import { addOfferingPlan } from "@/lib/commerce/subscriptions/offering-changes";
import { getOfferingParts } from "@/lib/commerce/subscriptions/offerings";
import { offeringPlanResource } from "@/lib/commerce/subscriptions/resources";
import { offeringPlanSchema } from "@/lib/commerce/subscriptions/schemas";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ request, params }) => {
      const { plans, products } = await getOfferingParts(params.offeringId);
      const currency = await requestCurrency(request);
      return ok({ data: plans.map((plan) => offeringPlanResource(plan, products, currency)) });
    },
  },
  POST: {
    access: "admin",
    run: async ({ request, body, caller, params }) => {
      const { plans, products } = await addOfferingPlan(caller, params.offeringId, parseOrThrow(offeringPlanSchema, body, ""));
      return created({ data: offeringPlanResource(plans.at(-1)!, products, await requestCurrency(request)) });
    },
  },
});
