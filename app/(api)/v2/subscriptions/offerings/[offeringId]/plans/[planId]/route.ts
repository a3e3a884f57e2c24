import { api } from "@/lib/http/api/api";
import { noContent, ok } from "@/lib/http/api/response";
import { requestCurrency } from "@/lib/http/api/currency";
import { changeOfferingPlan, removeOfferingPlan } from "@/lib/commerce/subscriptions/offering-changes";
import { offeringPlanAs } from "@/lib/commerce/subscriptions/resources";
import { offeringPlanChangeSchema } from "@/lib/commerce/subscriptions/schemas";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  PUT: {
    access: "admin",
    run: async ({ request, body, caller, params }) => {
      const { data } = parseOrThrow(offeringPlanChangeSchema, body, "");
      const parts = await changeOfferingPlan(caller, params.offeringId, params.planId, data.id, data.attributes);
      return ok({ data: offeringPlanAs("plan", parts, await requestCurrency(request), params.planId) });
    },
  },
  DELETE: {
    access: "admin",
    run: async ({ caller, params }) => {
      await removeOfferingPlan(caller, params.offeringId, params.planId);
      return noContent();
    },
  },
});
