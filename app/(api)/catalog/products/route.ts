import { api } from "@/lib/http/api";
import { ok } from "@/lib/http/response";
import { requestCurrency } from "@/lib/http/currency";
import { pageMeta } from "@/lib/http/pagination";
import { listProducts, parsePage, productResource } from "@/lib/commerce/catalog/products";
import { getDb } from "@/lib/storage/db";

export const { GET, POST, PUT, PATCH, DELETE } = api({
  GET: {
    access: "token",
    run: async ({ request, query }) => {
      const page = parsePage(query);
      const { rows, total } = await listProducts(await getDb(), page, { liveOnly: true });
      const currency = requestCurrency(request);
      return ok({ data: rows.map((r) => productResource(r, currency)), ...pageMeta("/catalog/products", page, total) });
    },
  },
});
