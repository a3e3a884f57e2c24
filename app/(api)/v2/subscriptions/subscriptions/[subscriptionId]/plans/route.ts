import { api } from "@/lib/http/api/api";
import { noContent, ok } from "@/lib/http/api/response";
import { subscriptionScope } from "@/lib/commerce/subscriptions/access";
import { subscriptionPlanResources } from "@/lib/commerce/subscriptions/resources";
import { manageSubscriptionPlansSchema } from "@/lib/commerce/subscriptions/schemas";
import { detachSubscriptionPlans, findSubscription } from "@/lib/commerce/subscriptions/subscriptions";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ caller, params }) => {
      const loaded = await findSubscription(subscriptionScope(caller), params.subscriptionId);
      return ok({ data: subscriptionPlanResources(loaded) });
    },
  },
  PUT: {
    access: "admin",
    run: async ({ body, params }) => {
      const { data } = parseOrThrow(manageSubscriptionPlansSchema, body, "");
      await detachSubscriptionPlans(params.subscriptionId, data.flatMap((d) => d.plans));
      return noContent();
    },
  },
});
