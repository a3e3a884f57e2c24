import { api } from "@/lib/http/api";
import { ok } from "@/lib/http/response";
import { pageMeta } from "@/lib/http/pagination";
import { parsePage } from "@/lib/commerce/catalog/products";
import { includesItems, listOrdersFor, orderItemResource, orderResource } from "@/lib/commerce/orders/orders";

export const { GET, POST, PUT, PATCH, DELETE } = api({
  GET: {
    access: "token",
    run: async ({ caller, query }) => {
      const page = parsePage(query);
      const { orders, total } = await listOrdersFor(caller, page);
      return ok({
        data: orders.map(({ order, items }) => orderResource(order, items)),
        ...(includesItems(query) ? { included: { items: orders.flatMap(({ items }) => items.map(orderItemResource)) } } : {}),
        ...pageMeta("/v2/orders", page, total),
      });
    },
  },
});
