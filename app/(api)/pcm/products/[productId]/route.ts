import { api } from "@/lib/http/api";
import { ok } from "@/lib/http/response";
import { findProduct, productNotFound, updateProduct } from "@/lib/commerce/catalog/products";
import { pcmProductResources } from "@/lib/commerce/catalog/pcm-reads";
import { catalogChanged } from "@/lib/http/catalog-cache";
import { getDb } from "@/lib/storage/db";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ params, origin }) => {
      const db = await getDb();
      const row = await findProduct(db, { id: params.productId }, { liveOnly: false });
      if (!row) throw productNotFound({ id: params.productId });
      return ok({ data: (await pcmProductResources(db, [row], origin))[0] });
    },
  },
  PUT: {
    access: "admin",
    run: async ({ params, body, origin }) => {
      const db = await getDb();
      return catalogChanged(ok({ data: (await pcmProductResources(db, [await updateProduct(db, params.productId, body)], origin))[0] }));
    },
  },
});
