import { api } from "@/lib/http/api/api";
import { noContent, ok } from "@/lib/http/api/response";
import { subscriberResource } from "@/lib/commerce/subscriptions/resources";
import { updateSubscriberSchema } from "@/lib/commerce/subscriptions/schemas";
import { deleteSubscriber, findSubscriber, updateSubscriber } from "@/lib/commerce/subscriptions/subscribers";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ params }) => ok({ data: subscriberResource(await findSubscriber(params.subscriberId)) }),
  },
  PUT: {
    access: "admin",
    run: async ({ body, caller, params }) =>
      ok({ data: subscriberResource(await updateSubscriber(caller, params.subscriberId, parseOrThrow(updateSubscriberSchema, body, ""))) }),
  },
  DELETE: {
    access: "admin",
    run: async ({ caller, params }) => {
      await deleteSubscriber(caller, params.subscriberId);
      return noContent();
    },
  },
});
