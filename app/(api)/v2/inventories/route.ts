import { api } from "@/lib/http/api/api";
import { created, ok } from "@/lib/http/api/response";
import { pageMeta } from "@/lib/http/api/pagination";
import { parsePage } from "@/lib/commerce/page";
import { createStock, listStock } from "@/lib/commerce/inventory/stock";
import { createStockSchema } from "@/lib/commerce/inventory/stock-request";
import { stockResource } from "@/lib/commerce/inventory/stock-resource";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ query, request }) => {
      const page = parsePage(query);
      const { rows, total } = await listStock(page);
      return ok({ data: rows.map(stockResource), ...pageMeta("/v2/inventories", page, total, { request, absolute: true, omitAbsent: true }) });
    },
  },
  POST: {
    access: "admin",
    run: async ({ body }) => {
      const { data } = parseOrThrow(createStockSchema, body, "");
      return created({ data: stockResource(await createStock(data.id.toLowerCase(), data.attributes.available ?? 0)) });
    },
  },
});
