import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { pageMeta } from "@/lib/http/api/pagination";
import { parsePage } from "@/lib/commerce/catalog/products";
import { listOrdersFor } from "@/lib/commerce/orders/orders";
import { includesItems, orderCollection } from "@/lib/commerce/orders/order-resource";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ caller, query, origin }) => {
      const page = parsePage(query);
      const { orders, total } = await listOrdersFor(caller, page);
      return ok({ ...orderCollection(orders, { origin, includeItems: includesItems(query) }), ...pageMeta("/v2/orders", page, total) });
    },
  },
});
