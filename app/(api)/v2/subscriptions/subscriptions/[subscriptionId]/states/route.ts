import { api } from "@/lib/http/api";
import { noContent, ok } from "@/lib/http/response";
import { subscriptionScope } from "@/lib/commerce/subscriptions/access";
import { stateResource } from "@/lib/commerce/subscriptions/resources";
import { changeSubscriptionState, listSubscriptionStates } from "@/lib/commerce/subscriptions/subscriptions";
import { getDb } from "@/lib/storage/db";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ caller, params }) => {
      const states = await listSubscriptionStates(await getDb(), subscriptionScope(caller), params.subscriptionId);
      return ok({ data: states.map(stateResource) });
    },
  },
  POST: {
    access: "token",
    run: async ({ caller, params, body }) => {
      await changeSubscriptionState(await getDb(), subscriptionScope(caller), params.subscriptionId, body);
      return noContent();
    },
  },
});
