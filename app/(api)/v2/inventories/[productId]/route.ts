import { api } from "@/lib/http/api/api";
import { created, noContent, ok } from "@/lib/http/api/response";
import { createStock, deleteStock, getStock, setAvailable } from "@/lib/commerce/inventory/stock";
import { createStockForProductSchema, stockProductId, updateStockSchema } from "@/lib/commerce/inventory/stock-request";
import { stockResource } from "@/lib/commerce/inventory/stock-resource";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  // Shoppers read stock (EP's storefront shows availability).
  GET: { access: "token", run: async ({ params }) => ok({ data: stockResource(await getStock(stockProductId(params.productId))) }) },
  POST: {
    access: "admin",
    run: async ({ params, body }) => {
      const id = stockProductId(params.productId);
      const { data } = parseOrThrow(createStockForProductSchema, body, "");
      return created({ data: stockResource(await createStock(id, data.attributes.available ?? 0)) });
    },
  },
  PUT: {
    access: "admin",
    run: async ({ params, body }) => {
      const id = stockProductId(params.productId);
      const { data } = parseOrThrow(updateStockSchema, body, "");
      return ok({ data: stockResource(await setAvailable(id, data.attributes.available)) });
    },
  },
  DELETE: {
    access: "admin",
    run: async ({ params }) => {
      await deleteStock(stockProductId(params.productId));
      return noContent();
    },
  },
});
