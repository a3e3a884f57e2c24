import { api } from "@/lib/http/api/api";
import { orderIdParam } from "@/lib/http/path-ids";
import { ok } from "@/lib/http/api/response";
import { orderDocument } from "@/lib/commerce/orders/order-resource";
import { confirmOrder } from "@/lib/commerce/orders/update-order";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  POST: { access: "token", body: "optional", run: async ({ params, caller, origin }) => ok(orderDocument(await confirmOrder(caller, orderIdParam(params.orderId)), { origin })) },
});
