import { api } from "@/lib/http/api/api";
import { orderIdParam } from "@/lib/http/path-ids";
import { created, ok } from "@/lib/http/api/response";
import { listOrderShippingGroups } from "@/lib/commerce/orders/order-shipping-groups";
import { createOrderShippingGroup, orderShippingGroupBodySchema } from "@/lib/commerce/orders/order-shipping-group-change";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ params, caller }) => ok({ data: await listOrderShippingGroups(caller, orderIdParam(params.orderId)) }),
  },
  POST: {
    access: "admin",
    run: async ({ params, body, caller }) =>
      created({ data: await createOrderShippingGroup(caller, orderIdParam(params.orderId), parseOrThrow(orderShippingGroupBodySchema, body, "").data) }),
  },
});
