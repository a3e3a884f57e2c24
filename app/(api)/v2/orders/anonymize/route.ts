import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { anonymizeOrders, anonymizeOrdersSchema } from "@/lib/commerce/orders/anonymize-orders";
import { orderCollection } from "@/lib/commerce/orders/order-resource";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  POST: {
    access: "admin",
    run: async ({ body, origin }) => ok(orderCollection(await anonymizeOrders(parseOrThrow(anonymizeOrdersSchema, body, "").data), { origin })),
  },
});
