import { api } from "@/lib/http/api/api";
import { noContent, ok } from "@/lib/http/api/response";
import { subscriptionScope } from "@/lib/commerce/subscriptions/access";
import { parseInclude } from "@/lib/commerce/subscriptions/include";
import { subscriptionDocument } from "@/lib/commerce/subscriptions/resources";
import { updateSubscriptionSchema } from "@/lib/commerce/subscriptions/schemas";
import { deleteSubscription, findSubscription, updateSubscription } from "@/lib/commerce/subscriptions/subscriptions";
import { parseOrThrow } from "@/lib/commerce/validation";

const NOTHING_INCLUDED = { plans: false, products: false };

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ caller, params, query, origin }) => {
      const loaded = await findSubscription(subscriptionScope(caller), params.subscriptionId);
      return ok(subscriptionDocument(loaded, parseInclude(query.get("include")), origin));
    },
  },
  PUT: {
    access: "admin",
    run: async ({ body, caller, params, origin }) => {
      const loaded = await updateSubscription(caller, params.subscriptionId, parseOrThrow(updateSubscriptionSchema, body, ""));
      return ok(subscriptionDocument(loaded, NOTHING_INCLUDED, origin));
    },
  },
  DELETE: {
    access: "admin",
    run: async ({ caller, params }) => {
      await deleteSubscription(caller, params.subscriptionId);
      return noContent();
    },
  },
});
