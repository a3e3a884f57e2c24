import { api } from "@/lib/http/api/api";
import { orderIdParam } from "@/lib/http/path-ids";
import { ok } from "@/lib/http/api/response";
import { getOrder } from "@/lib/commerce/orders/orders";
import { includesItems, orderDocument } from "@/lib/commerce/orders/order-resource";
import { updateOrder, updateOrderSchema } from "@/lib/commerce/orders/update-order";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ params, caller, query, origin }) => ok(orderDocument(await getOrder(caller, orderIdParam(params.orderId)), { origin, includeItems: includesItems(query) })),
  },
  PUT: {
    access: "admin",
    run: async ({ params, caller, body, origin }) => ok(orderDocument(await updateOrder(caller, orderIdParam(params.orderId), parseOrThrow(updateOrderSchema, body, "").data), { origin })),
  },
});
