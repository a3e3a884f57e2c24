import { api } from "@/lib/http/api";
import { ok } from "@/lib/http/response";
import { requestCurrency } from "@/lib/http/currency";
import { findProduct, productNotFound, productResource } from "@/lib/commerce/catalog/products";
import { getDb } from "@/lib/storage/db";

export const { GET, POST, PUT, PATCH, DELETE } = api({
  GET: {
    access: "token",
    run: async ({ request, params }) => {
      const row = await findProduct(await getDb(), { id: params.productId }, { liveOnly: true });
      if (!row) throw productNotFound({ id: params.productId });
      return ok({ data: productResource(row, requestCurrency(request)) });
    },
  },
});
