import { api } from "@/lib/http/api";
import { ok } from "@/lib/http/response";
import { subscriptionScope } from "@/lib/commerce/subscriptions/access";
import { parseInclude } from "@/lib/commerce/subscriptions/include";
import { findSubscription, subscriptionDocument } from "@/lib/commerce/subscriptions/subscriptions";
import { getDb } from "@/lib/storage/db";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ caller, params, query, origin }) => {
      const loaded = await findSubscription(await getDb(), subscriptionScope(caller), params.subscriptionId);
      return ok(subscriptionDocument(loaded, parseInclude(query.get("include")), origin));
    },
  },
});
