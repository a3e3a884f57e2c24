import { api } from "@/lib/http/api/api";
import { noContent, ok } from "@/lib/http/api/response";
import { updateProductBodySchema } from "@/lib/commerce/catalog/product-schema";
import { pcmProduct, pcmUpdateProduct } from "@/lib/commerce/catalog/pcm-products";
import { parseOrThrow } from "@/lib/commerce/validation";
import { deleteProduct } from "@/lib/commerce/catalog/products";
import { catalogChanged } from "@/lib/cache/catalog-entry";
import { productIdParam } from "@/lib/http/path-ids";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "admin", run: async ({ params, origin }) => ok({ data: await pcmProduct(productIdParam(params.productId), origin) }) },
  PUT: {
    access: "admin",
    run: async ({ params, body, origin }) => {
      const { attributes } = parseOrThrow(updateProductBodySchema, body, "").data;
      return catalogChanged(ok({ data: await pcmUpdateProduct(productIdParam(params.productId), attributes, origin) }));
    },
  },
  // A product carts, orders or bundles name → 422 (EP's answer for a product it will not delete), nothing changed (product-removal.ts).
  DELETE: {
    access: "admin",
    run: async ({ params }) => {
      await deleteProduct(productIdParam(params.productId));
      return catalogChanged(noContent());
    },
  },
});
