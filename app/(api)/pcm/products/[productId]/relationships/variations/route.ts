import { api } from "@/lib/http/api";
import { noContent, ok } from "@/lib/http/response";
import { getDb } from "@/lib/storage/db";
import { catalogChanged } from "@/lib/http/catalog-cache";
import { changeProductVariations } from "@/lib/commerce/catalog/variations";
import { findProduct, productNotFound } from "@/lib/commerce/catalog/products";
import { variationsOfProducts } from "@/lib/commerce/catalog/variations";

const references = (ids: string[]) => ({ data: ids.map((id) => ({ type: "product-variation" as const, id })) });

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ params }) => {
      const db = await getDb();
      if (!(await findProduct(db, { id: params.productId }, { liveOnly: false }))) throw productNotFound({ id: params.productId });
      return ok(references(((await variationsOfProducts(db, [params.productId])).get(params.productId) ?? []).map((v) => v.id)));
    },
  },
  POST: { access: "admin", run: async ({ params, body }) => (await changeProductVariations(await getDb(), params.productId, body, "add"), catalogChanged(noContent())) },
  PUT: { access: "admin", run: async ({ params, body }) => (await changeProductVariations(await getDb(), params.productId, body, "replace"), catalogChanged(noContent())) },
  DELETE: { access: "admin", body: true, run: async ({ params, body }) => (await changeProductVariations(await getDb(), params.productId, body, "remove"), catalogChanged(noContent())) },
});
