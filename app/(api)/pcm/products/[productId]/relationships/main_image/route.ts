import { api, type RequestContext } from "@/lib/http/api/api";
import { noContent, ok } from "@/lib/http/api/response";
import { catalogChanged } from "@/lib/cache/catalog-entry";
import { mainImageBodySchema, productMainImageIds, removeProductMainImage, setProductMainImage } from "@/lib/commerce/catalog/product-media";
import { parseOrThrow } from "@/lib/commerce/validation";
import { productIdParam } from "@/lib/http/path-ids";

const set = async ({ params, body }: RequestContext) => {
  const { data } = parseOrThrow(mainImageBodySchema, body, "");
  await setProductMainImage(productIdParam(params.productId), data.id);
  return catalogChanged(noContent());
};

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ params }) => ok({ data: (await productMainImageIds(productIdParam(params.productId))).map((id) => ({ type: "file" as const, id })) }),
  },
  POST: { access: "admin", run: set },
  PUT: { access: "admin", run: set },
  DELETE: { access: "admin", run: async ({ params }) => (await removeProductMainImage(productIdParam(params.productId)), catalogChanged(noContent())) },
});
