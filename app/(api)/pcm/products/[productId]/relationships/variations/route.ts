import { api, type RequestContext } from "@/lib/http/api/api";
import { noContent, ok } from "@/lib/http/api/response";
import { catalogChanged } from "@/lib/cache/catalog-entry";
import { changeProductVariations, productVariationIds } from "@/lib/commerce/catalog/variations";
import { variationReferencesBodySchema } from "@/lib/commerce/catalog/variation-schema";
import { parseOrThrow } from "@/lib/commerce/validation";
import { productIdParam } from "@/lib/http/path-ids";

const references = (ids: string[]) => ({ data: ids.map((id) => ({ type: "product-variation" as const, id })) });

const change = (how: "add" | "replace" | "remove") => async ({ params, body }: RequestContext) => {
  const named = parseOrThrow(variationReferencesBodySchema, body, "").data;
  await changeProductVariations(productIdParam(params.productId), named, how);
  return catalogChanged(noContent());
};

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "admin", run: async ({ params }) => ok(references(await productVariationIds(productIdParam(params.productId)))) },
  POST: { access: "admin", run: change("add") },
  PUT: { access: "admin", run: change("replace") },
  DELETE: { access: "admin", body: true, run: change("remove") },
});
