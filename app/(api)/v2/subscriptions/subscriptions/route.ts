import { api } from "@/lib/http/api/api";
import { created, ok } from "@/lib/http/api/response";
import { pageMeta } from "@/lib/http/api/pagination";
import { parsePage } from "@/lib/commerce/page";
import { subscriptionScope } from "@/lib/commerce/subscriptions/access";
import { subscriptionDocument, subscriptionResource } from "@/lib/commerce/subscriptions/resources";
import { createSubscriptionSchema } from "@/lib/commerce/subscriptions/schemas";
import { createSubscription, listSubscriptions } from "@/lib/commerce/subscriptions/subscriptions";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ caller, query }) => {
      const scope = subscriptionScope(caller);
      const page = parsePage(query);
      const { subscriptions, total } = await listSubscriptions(scope, page);
      return ok({
        data: subscriptions.map((s) => subscriptionResource(s.row, s.parts, s.state)),
        ...pageMeta("/v2/subscriptions/subscriptions", page, total),
      });
    },
  },
  POST: {
    access: "admin",
    run: async ({ body, origin }) => {
      const loaded = await createSubscription(parseOrThrow(createSubscriptionSchema, body, ""));
      return created(subscriptionDocument(loaded, { plans: false, products: false }, origin));
    },
  },
});
