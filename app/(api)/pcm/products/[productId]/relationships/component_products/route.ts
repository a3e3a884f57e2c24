import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { pcmComponentProductIds } from "@/lib/commerce/catalog/pcm-products";
import { productIdParam } from "@/lib/http/path-ids";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "admin", run: async ({ params }) => ok({ data: await pcmComponentProductIds(productIdParam(params.productId)) }) },
});
