import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { catalogChanged } from "@/lib/cache/catalog-entry";
import { bulkNodesBodySchema, changeNodesOfProducts } from "@/lib/commerce/catalog/product-nodes";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  POST: {
    access: "admin",
    run: async ({ body }) => {
      const { data } = parseOrThrow(bulkNodesBodySchema, body, "");
      return catalogChanged(ok({ meta: await changeNodesOfProducts("detach", data) }));
    },
  },
});
