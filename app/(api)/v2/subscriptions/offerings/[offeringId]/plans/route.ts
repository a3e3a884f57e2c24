import { api } from "@/lib/http/api/api";
import { created, ok } from "@/lib/http/api/response";
import { requestCurrency } from "@/lib/http/api/currency";
import { addOfferingPlan } from "@/lib/commerce/subscriptions/offering-changes";
import { getOfferingParts } from "@/lib/commerce/subscriptions/offerings";
import { offeringPlanAs, offeringPlansAs } from "@/lib/commerce/subscriptions/resources";
import { offeringPlanSchema } from "@/lib/commerce/subscriptions/schemas";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ request, params }) => ok({ data: offeringPlansAs("plan", await getOfferingParts(params.offeringId), await requestCurrency(request)) }),
  },
  POST: {
    access: "admin",
    run: async ({ request, body, caller, params }) => {
      const parts = await addOfferingPlan(caller, params.offeringId, parseOrThrow(offeringPlanSchema, body, ""));
      return created({ data: offeringPlanAs("plan", parts, await requestCurrency(request)) });
    },
  },
});
