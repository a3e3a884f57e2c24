import { api } from "@/lib/http/api/api";
import { orderIdParam } from "@/lib/http/path-ids";
import { ok } from "@/lib/http/api/response";
import { getOrderShippingGroup } from "@/lib/commerce/orders/order-shipping-groups";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ params, caller }) => ok({ data: await getOrderShippingGroup(caller, orderIdParam(params.orderId), params.groupId) }),
  },
});
