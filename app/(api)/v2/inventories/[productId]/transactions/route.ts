import { api } from "@/lib/http/api/api";
import { created, ok } from "@/lib/http/api/response";
import { createStockTransaction, listStockTransactions } from "@/lib/commerce/inventory/stock";
import { stockProductId, stockTransactionSchema } from "@/lib/commerce/inventory/stock-request";
import { stockTransactionResource } from "@/lib/commerce/inventory/stock-resource";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "admin", run: async ({ params }) => ok({ data: (await listStockTransactions(stockProductId(params.productId))).map(stockTransactionResource) }) },
  POST: {
    access: "admin",
    run: async ({ params, body }) => {
      const id = stockProductId(params.productId);
      const { attributes } = parseOrThrow(stockTransactionSchema, body, "").data;
      return created({ data: stockTransactionResource(await createStockTransaction(id, attributes.action, attributes.quantity)) });
    },
  },
});
