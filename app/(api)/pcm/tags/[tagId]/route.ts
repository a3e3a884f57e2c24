import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { productTag } from "@/lib/commerce/catalog/product-tags";
import { tagIdParam } from "@/lib/http/path-ids";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "admin", run: async ({ params }) => ok({ data: await productTag(tagIdParam(params.tagId)) }) },
});
