import { api } from "@/lib/http/api";
import { ok } from "@/lib/http/response";
import { findProduct, productNotFound, productResource, updateProduct } from "@/lib/commerce/catalog/products";
import { getDb } from "@/lib/storage/db";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ params }) => {
      const row = await findProduct(await getDb(), { id: params.productId }, { liveOnly: false });
      if (!row) throw productNotFound({ id: params.productId });
      return ok({ data: productResource(row) });
    },
  },
  PUT: {
    access: "admin",
    run: async ({ params, body }) => ok({ data: productResource(await updateProduct(await getDb(), params.productId, body)) }),
  },
});
