import { api } from "@/lib/http/api/api";
import { created, ok } from "@/lib/http/api/response";
import { pageMeta } from "@/lib/http/api/pagination";
import { parseProductFilter } from "@/lib/commerce/catalog/catalog-filter";
import { parsePage } from "@/lib/commerce/catalog/products";
import { createProductBodySchema } from "@/lib/commerce/catalog/product-schema";
import { pcmCreateProduct, pcmProducts } from "@/lib/commerce/catalog/pcm-products";
import { parseOrThrow } from "@/lib/commerce/validation";
import { catalogChanged } from "@/lib/cache/catalog-entry";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ query, request, origin }) => {
      const page = parsePage(query);
      const filter = parseProductFilter(query.get("filter"));
      const { data, total } = await pcmProducts(page, filter, origin);
      return ok({ data, ...pageMeta("/pcm/products", page, total, { request }) });
    },
  },
  POST: {
    access: "admin",
    run: async ({ body, origin }) => {
      const { attributes } = parseOrThrow(createProductBodySchema, body, "").data;
      return catalogChanged(created({ data: await pcmCreateProduct(attributes, origin) }));
    },
  },
});
