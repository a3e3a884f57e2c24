import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { subscriptionScope } from "@/lib/commerce/subscriptions/access";
import { stateResource } from "@/lib/commerce/subscriptions/resources";
import { findSubscriptionState } from "@/lib/commerce/subscriptions/subscriptions";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ caller, params }) => ok({ data: stateResource(await findSubscriptionState(subscriptionScope(caller), params.subscriptionId, params.stateId)) }),
  },
});
