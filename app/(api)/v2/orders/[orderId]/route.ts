import { api } from "@/lib/http/api";
import { ok } from "@/lib/http/response";
import { getOrder, includesItems, orderDocument } from "@/lib/commerce/orders/orders";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ params, caller, query }) => ok(orderDocument(await getOrder(caller, params.orderId), { includeItems: includesItems(query) })),
  },
});
