import { api } from "@/lib/http/api/api";
import { orderIdParam } from "@/lib/http/path-ids";
import { ok } from "@/lib/http/api/response";
import { getOrderShippingGroup } from "@/lib/commerce/orders/order-shipping-groups";
import { orderShippingGroupBodySchema, updateOrderShippingGroup } from "@/lib/commerce/orders/order-shipping-group-change";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ params, caller }) => ok({ data: await getOrderShippingGroup(caller, orderIdParam(params.orderId), params.groupId) }),
  },
  PUT: {
    access: "admin",
    run: async ({ params, body, caller }) =>
      ok({ data: await updateOrderShippingGroup(caller, orderIdParam(params.orderId), params.groupId, parseOrThrow(orderShippingGroupBodySchema, body, "").data) }),
  },
});
