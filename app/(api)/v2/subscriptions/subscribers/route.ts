import { api } from "@/lib/http/api/api";
import { created, ok } from "@/lib/http/api/response";
import { pageMeta } from "@/lib/http/api/pagination";
import { parsePage } from "@/lib/commerce/page";
import { subscriberResource } from "@/lib/commerce/subscriptions/resources";
import { createSubscriberSchema } from "@/lib/commerce/subscriptions/schemas";
import { createSubscriber, listSubscribers, parseSubscriberFilter } from "@/lib/commerce/subscriptions/subscribers";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ query, request }) => {
      const page = parsePage(query);
      const { rows, total } = await listSubscribers(parseSubscriberFilter(query.get("filter")), page);
      return ok({ data: rows.map(subscriberResource), ...pageMeta("/v2/subscriptions/subscribers", page, total, { request, absolute: true }) });
    },
  },
  POST: {
    access: "admin",
    run: async ({ body, caller }) => created({ data: subscriberResource(await createSubscriber(caller, parseOrThrow(createSubscriberSchema, body, ""))) }),
  },
});
