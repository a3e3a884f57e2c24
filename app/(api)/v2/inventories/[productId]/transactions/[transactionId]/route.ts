import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { getStockTransaction } from "@/lib/commerce/inventory/stock";
import { stockProductId } from "@/lib/commerce/inventory/stock-request";
import { stockTransactionResource } from "@/lib/commerce/inventory/stock-resource";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ params }) => {
      return ok({ data: stockTransactionResource(await getStockTransaction(stockProductId(params.productId), params.transactionId)) });
    },
  },
});
