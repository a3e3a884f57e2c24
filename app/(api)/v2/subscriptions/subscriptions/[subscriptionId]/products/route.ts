import { api } from "@/lib/http/api";
import { ok } from "@/lib/http/response";
import { subscriptionScope } from "@/lib/commerce/subscriptions/access";
import { findSubscription, subscriptionProductResources } from "@/lib/commerce/subscriptions/subscriptions";
import { getDb } from "@/lib/storage/db";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ caller, params, origin }) => {
      const loaded = await findSubscription(await getDb(), subscriptionScope(caller), params.subscriptionId);
      return ok({ data: subscriptionProductResources(loaded, origin) });
    },
  },
});
