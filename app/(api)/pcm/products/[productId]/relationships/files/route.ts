import { api, type RequestContext } from "@/lib/http/api/api";
import { noContent, ok } from "@/lib/http/api/response";
import { catalogChanged } from "@/lib/cache/catalog-entry";
import { changeProductFiles, productFileIds, productFilesBodySchema } from "@/lib/commerce/catalog/product-media";
import { parseOrThrow } from "@/lib/commerce/validation";
import { productIdParam } from "@/lib/http/path-ids";

const change = (how: "add" | "replace" | "remove") => async ({ params, body }: RequestContext) => {
  const { data } = parseOrThrow(productFilesBodySchema, body, "");
  await changeProductFiles(productIdParam(params.productId), data, how);
  return catalogChanged(noContent());
};

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ params }) => ok({ data: (await productFileIds(productIdParam(params.productId))).map((id) => ({ type: "file" as const, id })) }),
  },
  POST: { access: "admin", run: change("add") },
  PUT: { access: "admin", run: change("replace") },
  DELETE: { access: "admin", body: true, run: change("remove") },
});
