import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { requestCurrency } from "@/lib/http/api/currency";
import { getOfferingParts } from "@/lib/commerce/subscriptions/offerings";
import { offeringPlanResource } from "@/lib/commerce/subscriptions/resources";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ request, params }) => {
      const { plans, products } = await getOfferingParts(params.offeringId);
      const currency = await requestCurrency(request);
      return ok({ data: plans.map((plan) => offeringPlanResource(plan, products, currency)) });
    },
  },
});
