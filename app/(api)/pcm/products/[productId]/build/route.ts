import { api } from "@/lib/http/api/api";
import { created } from "@/lib/http/api/response";
import { catalogChanged } from "@/lib/cache/catalog-entry";
import { buildChildProducts } from "@/lib/commerce/catalog/variations";
import { buildJobResource } from "@/lib/commerce/catalog/variation-resource";
import { productIdParam } from "@/lib/http/path-ids";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  POST: { access: "admin", body: "optional", run: async ({ params }) => catalogChanged(created({ data: buildJobResource(await buildChildProducts(productIdParam(params.productId))) })) },
});
