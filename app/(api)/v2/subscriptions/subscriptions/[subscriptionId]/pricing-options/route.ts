import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { subscriptionScope } from "@/lib/commerce/subscriptions/access";
import { subscriptionPricingOptionResources } from "@/lib/commerce/subscriptions/resources";
import { findSubscription } from "@/lib/commerce/subscriptions/subscriptions";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ caller, params }) => {
      const loaded = await findSubscription(subscriptionScope(caller), params.subscriptionId);
      return ok({ data: subscriptionPricingOptionResources(loaded) });
    },
  },
});
