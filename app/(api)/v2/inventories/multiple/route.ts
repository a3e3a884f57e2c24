import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { stockOfProducts } from "@/lib/commerce/inventory/stock";
import { multipleStockSchema } from "@/lib/commerce/inventory/stock-request";
import { stockResource } from "@/lib/commerce/inventory/stock-resource";
import { parseOrThrow } from "@/lib/commerce/validation";

// EP's List Stock: a page of products' stock in one call. Its own route: under [productId] it would be read as
// creating stock for a product called "multiple".
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  POST: {
    access: "token",
    run: async ({ body }) => {
      const { data } = parseOrThrow(multipleStockSchema, body, "");
      return ok({ data: (await stockOfProducts(data.map((product) => product.id))).map(stockResource) });
    },
  },
});
