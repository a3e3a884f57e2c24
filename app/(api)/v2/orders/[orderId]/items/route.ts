import { api } from "@/lib/http/api/api";
import { orderIdParam } from "@/lib/http/path-ids";
import { ok } from "@/lib/http/api/response";
import { getOrder } from "@/lib/commerce/orders/orders";
import { orderItemResource } from "@/lib/commerce/orders/order-item-resource";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ params, caller, origin }) => ok({ data: (await getOrder(caller, orderIdParam(params.orderId))).items.map((item) => orderItemResource(item, origin)) }),
  },
});
