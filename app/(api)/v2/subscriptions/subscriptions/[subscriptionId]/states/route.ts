import { api } from "@/lib/http/api/api";
import { noContent, ok } from "@/lib/http/api/response";
import { subscriptionScope } from "@/lib/commerce/subscriptions/access";
import { stateResource } from "@/lib/commerce/subscriptions/resources";
import { changeStateSchema } from "@/lib/commerce/subscriptions/schemas";
import { assertSubscriptionId, changeState, listSubscriptionStates } from "@/lib/commerce/subscriptions/subscriptions";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ caller, params }) => {
      const states = await listSubscriptionStates(subscriptionScope(caller), params.subscriptionId);
      return ok({ data: states.map(stateResource) });
    },
  },
  POST: {
    access: "token",
    run: async ({ caller, params, body }) => {
      const scope = subscriptionScope(caller);
      // The path's id is refused before the body is read.
      assertSubscriptionId(params.subscriptionId);
      const { data } = parseOrThrow(changeStateSchema, body, "");
      await changeState(scope, params.subscriptionId, data.attributes.action, caller);
      return noContent();
    },
  },
});
